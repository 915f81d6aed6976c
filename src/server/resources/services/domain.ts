import type { components } from '../../../contract/generated/openapi.gen';
import { lockVersions } from '../../db/versions';
import type { Service } from '../../db/schema';
import { InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { priceErrors } from '../../domain/prices';
import { SERVICE_TEXT, storedTranslations } from '../../domain/translations';
import { inTransaction } from '../../domain/transaction';
import { writtenRow } from '../../domain/versionedWrite';
import type { m } from './messages';
import {
  deleteService as deleteServiceRow,
  findService,
  insertService,
  listServices,
  nextSortOrder,
  setSortOrder,
  toggleActive,
  updateService as updateServiceRow,
} from './repository';

type ServiceInput = components['schemas']['ServiceInput'];
type ServiceOrder = components['schemas']['ServiceOrderInput']['services'];
type Key = Parameters<typeof m>[1];
type FieldErrors = InvalidError<Key>['fields'];

export { listServices };

/** One item a line in the admin form: trimmed, empty ones dropped. */
const cleanList = (items: string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);

/**
 * The form's rules on top of the schema: blank (whitespace-only) English title, price or category
 * are missing; prices are amounts, an original price above the price. Returns the columns to
 * store (translations only when sent: a client that knows only the English fields keeps them);
 * InvalidError otherwise.
 */
function serviceColumns(input: ServiceInput) {
  const title = input.title.trim();
  const price = input.price.trim();
  const originalPrice = input.original_price?.trim() || null;
  const category = input.category[0];
  const errors: FieldErrors = priceErrors(price, originalPrice, { price: 'price', original: 'original_price' });
  if (!category) errors.category = 'categoryRequired';
  if (!title) errors.title = 'titleRequired';
  if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
  return {
    title,
    description: (input.description ?? '').trim(),
    price,
    original_price: originalPrice,
    features: JSON.stringify(cleanList(input.features)),
    ...(input.translations ? { translations: storedTranslations(SERVICE_TEXT, input.translations) } : {}),
    icon: input.icon?.trim() || 'car',
    category,
    is_active: input.is_active === false ? 0 : 1,
  };
}

/** A service the public may see: an inactive one is hidden as if it did not exist. */
export async function publicService(db: Executor, id: number): Promise<Service> {
  const row = await findService(db, id);
  if (!row || row.is_active !== 1) throw new NotFoundError();
  return row;
}

/** A new service, placed last. */
export async function createService(db: Executor, input: ServiceInput): Promise<Service> {
  const columns = serviceColumns(input);
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => insertService(trx, { ...columns, sort_order: await nextSortOrder(trx), created_at: now, updated_at: now }));
}

/** Writes the service as a new version (onto `expected_updated_at` when given): NotFoundError, ConflictError('changedMeanwhile'). */
export async function updateService(db: Executor, id: number, input: ServiceInput): Promise<Service> {
  const columns = serviceColumns(input);
  return writtenRow(await inTransaction(db, (trx) => updateServiceRow(trx, id, columns, input.expected_updated_at)));
}

export async function deleteService(db: Executor, id: number): Promise<void> {
  if (!(await inTransaction(db, (trx) => deleteServiceRow(trx, id)))) throw new NotFoundError();
}

/** Flips whether the public sees the service; the row as written. */
export async function toggleServiceActive(db: Executor, id: number): Promise<Service> {
  return writtenRow(await inTransaction(db, (trx) => toggleActive(trx, id)));
}

/** Sets the positions of the services listed (each once, each existing); all services in their new order. */
export async function reorderServices(db: Executor, services: ServiceOrder): Promise<Service[]> {
  return inTransaction(db, async (trx) => {
    // Checked inside the transaction, so a service deleted meanwhile cannot slip through.
    const versions = await lockVersions(
      trx,
      'services',
      services.map((s) => s.id),
    );
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    services.forEach(({ id }, index) => {
      if (!versions.has(id)) errors[`services.${index}.id`] = { key: 'unknownService', values: { id } };
      else if (seen.has(id)) errors[`services.${index}.id`] = { key: 'duplicateService', values: { id } };
      seen.add(id);
    });
    if (Object.keys(errors).length > 0) throw new InvalidError<Key>(errors);
    for (const { id, sort_order } of services) await setSortOrder(trx, id, sort_order, versions.get(id)!);
    return listServices(trx);
  });
}
