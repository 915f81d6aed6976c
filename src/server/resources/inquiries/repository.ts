import { PostgresAdapter, sql, type Expression, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely';
import type { Database, InquiriesTable, Inquiry } from '../../db/schema';
import type { UtcRange } from './torontoTime';

type Db = Kysely<Database> | Transaction<Database>;
export type InquiryStatus = InquiriesTable['status'];
export const STATUSES: InquiryStatus[] = ['new', 'in_progress', 'completed', 'cancelled'];

/** An inquiry with the title of its service (null when none, or when the service was deleted). */
export type InquiryRow = Inquiry & { service_title: string | null };

function selectInquiries(db: Db) {
  return db
    .selectFrom('inquiries')
    .leftJoin('services', 'services.id', 'inquiries.service_id')
    .selectAll('inquiries')
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
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The searched text of a row, exactly as migration 0002 indexes it on PostgreSQL (trigram GIN
 * index on this expression) and fills SQLite's FTS5 table with it.
 */
const SEARCH_TEXT = sql`lower(coalesce(inquiries.name, '') || ' ' || coalesce(inquiries.email, '') || ' ' || coalesce(inquiries.phone, '') || ' ' || coalesce(inquiries.title, '') || ' ' || coalesce(inquiries.message, ''))`;

/** Trigram indexes answer substrings of three characters or more; shorter ones scan. */
const TRIGRAM = 3;

/**
 * Case-insensitive substring match over name, email, phone, title and message, through an index:
 * PostgreSQL's trigram index serves LIKE on SEARCH_TEXT; SQLite's FTS5 trigram table serves a
 * quoted phrase (its own substring search). LIKE carries an explicit escape character, and SQLite
 * has no ILIKE, hence lower() on both sides.
 */
function searchCondition(db: Db, search: string): Expression<SqlBool> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return sql<SqlBool>`${SEARCH_TEXT} like ${likePattern(search)} escape '\\'`;
  if ([...search].length >= TRIGRAM) {
    const phrase = `"${search.replace(/"/g, '""')}"`;
    return sql<SqlBool>`inquiries.id in (select rowid from inquiries_search where inquiries_search match ${phrase})`;
  }
  return sql<SqlBool>`${SEARCH_TEXT} like ${likePattern(search)} escape '\\'`;
}

function filterConditions(db: Db, query: Pick<InquiryQuery, 'status' | 'search'>): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.status) conditions.push(sql<SqlBool>`inquiries.status = ${query.status}`);
  const search = query.search?.trim();
  if (search) conditions.push(searchCondition(db, search));
  return conditions;
}

export function filteredInquiries(db: Db, query: Pick<InquiryQuery, 'status' | 'search'>) {
  return selectInquiries(db).where((eb) => eb.and(filterConditions(db, query)));
}

/**
 * The statements of one page: its rows, and the filtered total (`npm run bench` prints their
 * plans). A search also counts its matches in the rows' statement (a window over the matches),
 * so the search index is read once; the total's own statement is then needed only past the last page.
 */
export function inquiryPageQueries(db: Db, query: InquiryQuery) {
  const { column, direction } = query.sort;
  const searching = Boolean(query.search?.trim());
  const rows = filteredInquiries(db, query)
    .$if(searching, (q) => q.select(sql<number>`count(*) over ()`.as('matches')))
    .orderBy(`inquiries.${column}`, direction)
    .orderBy('inquiries.id', direction) // stable pages when the sorted values tie
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  // Without the services join: a left join on the services key never changes the count.
  const total = db
    .selectFrom('inquiries')
    .where((eb) => eb.and(filterConditions(db, query)))
    .select((eb) => eb.fn.countAll<number>().as('total'));
  return { rows, total };
}

/** One page of the filtered inquiries and the filtered total. */
export async function pageInquiries(db: Db, query: InquiryQuery): Promise<{ rows: InquiryRow[]; total: number }> {
  const statements = inquiryPageQueries(db, query);
  const found = await statements.rows.execute();
  const rows = found.map(({ matches: _matches, ...row }) => row);
  const matches = found[0]?.matches;
  const total = matches ?? (await statements.total.executeTakeFirstOrThrow()).total;
  return { rows, total: Number(total) };
}

export async function insertInquiry(db: Db, values: Insertable<InquiriesTable>): Promise<number> {
  const row = await db.insertInto('inquiries').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Number of rows changed (0 when none of the ids exist). */
export async function updateInquiries(db: Db, ids: number[], changes: Updateable<InquiriesTable>): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('inquiries')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
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
  const row = await db.selectFrom('inquiries').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
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
    .select(
      ranges.map((r, i) =>
        sql<number>`coalesce(sum(case when created_at >= ${r.start} and created_at < ${r.end} then 1 else 0 end), 0)`.as(`c${i}`),
      ),
    )
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
