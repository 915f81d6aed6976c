import type { components, operations } from '../../../contract/generated/openapi.gen';
import { InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { textOrNull } from '../../domain/text';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import type { m } from './messages';
import {
  countAll,
  countByStatus,
  countInRanges,
  deleteInquiries,
  findInquiry,
  insertInquiry,
  serviceExists,
  updateInquiries,
  updateInquiry as updateInquiryRow,
  type InquiryQuery,
  type InquiryRow,
  type InquiryStatus,
} from './repository';
import { lastTorontoMonths } from '../../../contract/torontoTime';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listInquiries']['parameters']['query']>;
type Key = Parameters<typeof m>[1];
type FieldKeys = Partial<Record<string, Key>>;

export { pageInquiries } from './repository';

/** `-created_at` → created_at descending. */
function parseSort(sort: NonNullable<ListQuery['sort']>): InquiryQuery['sort'] {
  const desc = sort.startsWith('-');
  return { column: (desc ? sort.slice(1) : sort) as InquiryQuery['sort']['column'], direction: desc ? 'desc' : 'asc' };
}

/**
 * The page a list request asks for, the search trimmed. The schema fills in the defaults of
 * page, per_page and sort; a caller outside HTTP gets the same ones.
 */
export function inquiryQuery(query: ListQuery): InquiryQuery {
  return {
    status: query.status,
    search: query.search?.trim(),
    page: query.page ?? 1,
    perPage: query.per_page ?? 15,
    sort: parseSort(query.sort ?? '-created_at'),
  };
}

/** A visitor's inquiry, stored as new: InvalidError for a blank name or a service that does not exist. */
export async function createInquiry(db: Executor, input: Schemas['InquiryInput']): Promise<InquiryRow> {
  const name = input.name.trim();
  const errors: FieldKeys = {};
  if (!name) errors.name = 'nameRequired';
  const serviceId = input.service_id ?? null;
  return inTransaction(db, async (trx) => {
    if (serviceId !== null && !(await serviceExists(trx, serviceId))) errors.service_id = 'unknownService';
    if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
    const now = new Date().toISOString();
    const id = await insertInquiry(trx, {
      name,
      email: input.email.trim(),
      phone: textOrNull(input.phone),
      title: textOrNull(input.title),
      message: textOrNull(input.message),
      status: 'new',
      notes: null,
      service_id: serviceId,
      created_at: now,
      updated_at: now,
    });
    return (await findInquiry(trx, id))!;
  });
}

export async function inquiry(db: Executor, id: number): Promise<InquiryRow> {
  const row = await findInquiry(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Writes the status and/or notes as a new version (onto `expected_updated_at` when given):
 * NotFoundError, ConflictError('changedMeanwhile').
 */
export async function updateInquiry(db: Executor, id: number, input: Schemas['InquiryUpdate']): Promise<InquiryRow> {
  const changes = {
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.notes !== undefined ? { notes: textOrNull(input.notes) } : {}),
  };
  // Unknown properties are dropped by the schema; a body left with nothing to change is a mistake,
  // not a save that only moves the version on.
  if (Object.keys(changes).length === 0) throw new InvalidError<Key>({ body: 'nothingToUpdate' });
  return writtenRow(await inTransaction(db, (trx) => updateInquiryRow(trx, id, changes, input.expected_updated_at)));
}

/** Like `updateInquiry`, for the status alone. */
export async function setInquiryStatus(db: Executor, id: number, input: Schemas['InquiryStatusInput']): Promise<InquiryRow> {
  return writtenRow(await inTransaction(db, (trx) => updateInquiryRow(trx, id, { status: input.status }, input.expected_updated_at)));
}

export async function deleteInquiry(db: Executor, id: number): Promise<void> {
  if ((await inTransaction(db, (trx) => deleteInquiries(trx, [id]))) === 0) throw new NotFoundError();
}

/** Deletes the inquiries, or sets their status (then required); the number of rows affected. */
export async function bulkUpdateInquiries(db: Executor, { ids, inquiry_ids: originalIds, action, status }: Schemas['InquiryBulkInput']): Promise<number> {
  // `inquiry_ids` is the original client's name of the list: one name or the other, never both.
  const listed = ids ?? originalIds;
  if (!listed || (ids && originalIds)) throw new InvalidError<Key>(ids ? { inquiry_ids: 'idsTwice' } : { ids: 'idsRequired' });
  if (action === 'update_status' && !status) throw new InvalidError<Key>({ status: 'statusRequired' });
  const unique = [...new Set(listed)];
  return inTransaction(db, (trx) => (action === 'delete' ? deleteInquiries(trx, unique) : updateInquiries(trx, unique, { status })));
}

/** The total, the count of each status, and the count of each of the last 12 months in Toronto, oldest first. */
export async function inquiryStatistics(
  db: Executor,
): Promise<{ total: number; byStatus: Record<InquiryStatus, number>; byMonth: { month: string; count: number }[] }> {
  const months = lastTorontoMonths(12);
  const [total, byStatus, counts] = await Promise.all([countAll(db), countByStatus(db), countInRanges(db, months)]);
  return { total, byStatus, byMonth: months.map((month, i) => ({ month: month.month, count: counts[i] })) };
}
