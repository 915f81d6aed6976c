import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import { isPostgres } from '../../db/connect';
import type { Database, InquiriesTable, Inquiry } from '../../db/schema';
import { lockVersions, nextStamp, updateVersioned, type NotWritten } from '../../db/versions';
import { foldForSearch, withSearchText } from './searchText';
import type { UtcRange } from '../../../contract/torontoTime';

type Db = Kysely<Database> | Transaction<Database>;
export type InquiryStatus = InquiriesTable['status'];
export const STATUSES: InquiryStatus[] = ['new', 'in_progress', 'completed', 'cancelled'];

/** An inquiry with the title of its service (null when none, or when the service was deleted). */
export type InquiryRow = Omit<Inquiry, 'search_text'> & { service_title: string | null };

/** What an admin changes on an inquiry (its search text depends on neither). */
export type InquiryChanges = Pick<Updateable<InquiriesTable>, 'status' | 'notes'>;

const INQUIRY_COLUMNS = ['id', 'name', 'email', 'phone', 'title', 'message', 'status', 'notes', 'service_id', 'created_at', 'updated_at'] as const;

function selectInquiries(db: Db) {
  return db
    .selectFrom('inquiries')
    .leftJoin('services', 'services.id', 'inquiries.service_id')
    .select(INQUIRY_COLUMNS.map((column) => `inquiries.${column}` as const))
    .select('services.title as service_title');
}

export function findInquiry(db: Db, id: number): Promise<InquiryRow | undefined> {
  return selectInquiries(db).where('inquiries.id', '=', id).executeTakeFirst();
}

export interface InquiryQuery {
  status?: InquiryStatus;
  search?: string;
  page: number;
  perPage: number;
  sort: { column: 'created_at' | 'name' | 'status'; direction: 'asc' | 'desc' };
}

/** `%` and `_` typed by the person are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Trigram indexes answer substrings of three characters or more; shorter ones are looked for row by row. */
const TRIGRAM = 3;

/** The search folded as the stored texts are; undefined for no search. */
const needleOf = (search: string | undefined) => foldForSearch(search?.trim() ?? '') || undefined;

/** A substring of the row's folded search text, without an index: instr on SQLite, LIKE on PostgreSQL. */
function containsCondition(db: Db, needle: string): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`inquiries.search_text like ${likePattern(needle)} escape '\\'`
    : sql<SqlBool>`instr(inquiries.search_text, ${needle}) > 0`;
}

/**
 * The same substring match, through the search index: PostgreSQL's trigram index serves LIKE on
 * the column itself; SQLite's FTS5 trigram table over the column serves a quoted phrase (its own
 * substring search, case-sensitive like instr: both compare folded text).
 */
function indexedCondition(db: Db, needle: string): Expression<SqlBool> {
  if (isPostgres(db) || [...needle].length < TRIGRAM) return containsCondition(db, needle);
  const phrase = `"${needle.replace(/"/g, '""')}"`;
  return sql<SqlBool>`inquiries.id in (select rowid from inquiries_search where inquiries_search match ${phrase})`;
}

function filterConditions(db: Db, query: Pick<InquiryQuery, 'status' | 'search'>, search: (db: Db, needle: string) => Expression<SqlBool> = indexedCondition) {
  const conditions: Expression<SqlBool>[] = [];
  if (query.status) conditions.push(sql<SqlBool>`inquiries.status = ${query.status}`);
  const needle = needleOf(query.search);
  if (needle) conditions.push(search(db, needle));
  return conditions;
}

export function filteredInquiries(db: Db, query: Pick<InquiryQuery, 'status' | 'search'>) {
  return selectInquiries(db).where((eb) => eb.and(filterConditions(db, query)));
}

function countFiltered(db: Db, query: Pick<InquiryQuery, 'status' | 'search'>) {
  // Without the services join: a left join on the services key never changes the count.
  return db
    .selectFrom('inquiries')
    .where((eb) => eb.and(filterConditions(db, query)))
    .select((eb) => eb.fn.countAll<number>().as('total'));
}

function onePage(rows: ReturnType<typeof filteredInquiries>, query: InquiryQuery) {
  const { column, direction } = query.sort;
  return rows
    .orderBy(`inquiries.${column}`, direction)
    .orderBy('inquiries.id', direction) // stable pages when the sorted values tie
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
}

/**
 * The statements of one page: its rows and the filtered total (`npm run bench` prints their plans).
 *
 * A search on SQLite counts its matches first through the index, then reads the page the cheaper
 * way: the index's matches sorted (costs about one step per match), or the newest-first index
 * walked, testing each row's text, until the page is full (about (offset + page) × rows ÷ matches
 * steps). "lesson" among 10,000 rows that all match is a walk of 15 rows instead of a sort of
 * 10,000; a name with three matches reads three rows.
 * PostgreSQL's planner makes that choice itself; there the matches are counted in the rows'
 * statement (a window), so the search index is read once.
 */
export async function inquiryPageStatements(db: Db, query: InquiryQuery) {
  const needle = needleOf(query.search);
  const postgres = isPostgres(db);
  if (!needle || postgres || [...needle].length < TRIGRAM) {
    const rows = onePage(filteredInquiries(db, query), query);
    return { rows: needle && postgres ? rows.select(sql<number>`count(*) over ()`.as('matches')) : rows, total: countFiltered(db, query), matches: undefined };
  }
  const total = countFiltered(db, query);
  const matches = Number((await total.executeTakeFirstOrThrow()).total);
  const walk = query.sort.column === 'created_at' && matches > 0 && (await rowsWalked(db, query, matches)) < matches;
  const rows = onePage(
    selectInquiries(db).where((eb) => eb.and(filterConditions(db, query, walk ? containsCondition : indexedCondition))),
    query,
  );
  return { rows, total, matches };
}

/** About how many rows the newest-first walk reads to fill the page, if `matches` are spread evenly. */
async function rowsWalked(db: Db, query: InquiryQuery, matches: number): Promise<number> {
  // The span of ids stands for the number of rows (two index lookups instead of a count of them all).
  // SQLite reads min or max from the index only when it is a query's one aggregate: two subqueries.
  const { first, last } = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('inquiries')
        .select((e) => e.fn.min('id').as('id'))
        .as('first'),
      eb
        .selectFrom('inquiries')
        .select((e) => e.fn.max('id').as('id'))
        .as('last'),
    ])
    .executeTakeFirstOrThrow();
  const rowsInTable = Number(last ?? 0) - Number(first ?? 0) + 1;
  return query.page * query.perPage * (rowsInTable / matches);
}

/** One page of the filtered inquiries and the filtered total. */
export async function pageInquiries(db: Db, query: InquiryQuery): Promise<{ rows: InquiryRow[]; total: number }> {
  const statements = await inquiryPageStatements(db, query);
  if (statements.matches === 0) return { rows: [], total: 0 };
  const found: (InquiryRow & { matches?: number })[] = await statements.rows.execute();
  const rows = found.map(({ matches: _matches, ...row }) => row);
  const total = statements.matches ?? found[0]?.matches ?? (await statements.total.executeTakeFirstOrThrow()).total;
  return { rows, total: Number(total) };
}

export async function insertInquiry(db: Db, values: Omit<Insertable<InquiriesTable>, 'search_text'>): Promise<number> {
  const row = await db.insertInto('inquiries').values(withSearchText(values)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One inquiry's status and notes; `expected`: the version the editor loaded (see db/versions.ts). */
export async function updateInquiry(trx: Transaction<Database>, id: number, changes: InquiryChanges, expected?: string): Promise<InquiryRow | NotWritten> {
  const written = await updateVersioned(trx, 'inquiries', id, changes, expected);
  return typeof written === 'string' ? written : (await findInquiry(trx, id))!;
}

/** The status of several inquiries, as one new version of them all; the number of rows changed (0 when none of the ids exist). */
export async function updateInquiries(trx: Transaction<Database>, ids: number[], changes: InquiryChanges): Promise<number> {
  const versions = await lockVersions(trx, 'inquiries', ids);
  if (versions.size === 0) return 0;
  const result = await trx
    .updateTable('inquiries')
    .set({ ...changes, updated_at: nextStamp([...versions.values()]) })
    .where('id', 'in', [...versions.keys()])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteInquiries(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('inquiries').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function serviceExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('services').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Figures for the statistics and the dashboard

export async function countByStatus(db: Db): Promise<Record<InquiryStatus, number>> {
  const rows = await db
    .selectFrom('inquiries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<InquiryStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.count);
  return counts;
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Inquiries created in each UTC range, in one query. ISO-8601 UTC text in one fixed format
 * compares like the instants it names, on both engines.
 */
export async function countInRanges(db: Db, ranges: UtcRange[]): Promise<number[]> {
  if (ranges.length === 0) return [];
  const first = ranges.reduce((min, r) => (r.start < min ? r.start : min), ranges[0].start);
  const last = ranges.reduce((max, r) => (r.end > max ? r.end : max), ranges[0].end);
  const row = await db
    .selectFrom('inquiries')
    .select(ranges.map((r, i) => sql<number>`coalesce(sum(case when created_at >= ${r.start} and created_at < ${r.end} then 1 else 0 end), 0)`.as(`c${i}`)))
    .where('created_at', '>=', first)
    .where('created_at', '<', last)
    .executeTakeFirstOrThrow();
  const values = row as Record<string, unknown>;
  return ranges.map((_, i) => Number(values[`c${i}`] ?? 0));
}

/** The newest inquiries, with their service title. */
export function recentInquiries(db: Db, limit: number): Promise<InquiryRow[]> {
  return selectInquiries(db).orderBy('inquiries.created_at', 'desc').orderBy('inquiries.id', 'desc').limit(limit).execute();
}

/** Distinct emails (case-insensitive) among completed inquiries. */
export async function countDistinctCompletedEmails(db: Db): Promise<number> {
  const row = await db
    .selectFrom('inquiries')
    .select(sql<number>`count(distinct lower(email))`.as('count'))
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
