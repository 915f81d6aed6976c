import type { Kysely, Selectable, Transaction, UpdateObject } from 'kysely';
import { isPostgres } from './connect';
import type { Database } from './schema';

/*
 * Admin-edited rows carry their version in `updated_at`: an editor sends back the one it loaded
 * and its save is written only if the row still has it (a compare-and-set in the UPDATE itself).
 * For that, every write must give the row a version it never had before.
 */

/** The tables whose rows are edited with a version (by admins; users by the student whose account it is; instructors by the instructor and the office). */
export type VersionedTable =
  | 'services'
  | 'content_items'
  | 'cities'
  | 'partners'
  | 'inquiries'
  | 'packages'
  | 'package_dates'
  | 'school_settings'
  | 'users'
  | 'instructors'
  | 'road_tests';

/** Why a versioned write did not happen. */
export type NotWritten = 'missing' | 'stale';

/**
 * The `updated_at` for a write over rows last stamped `previous`: now, or 1 ms past the latest of
 * them when the clock has not moved past it (two writes in one millisecond, a clock set back),
 * so a version never repeats. Unreadable stamps (rows edited by hand) are passed over.
 */
export function nextStamp(previous: string[], now = Date.now()): string {
  const latest = Math.max(-Infinity, ...previous.map((stamp) => Date.parse(stamp)).filter(Number.isFinite));
  return new Date(Math.max(now, latest + 1)).toISOString();
}

// Kysely cannot type one query over a union of tables; these helpers only touch `id` and
// `updated_at`, which every versioned table has.
export type AnyVersionedDb = Kysely<Record<string, { id: number; updated_at: string } & Record<string, unknown>>>;

/**
 * The current versions of the rows among `ids` that exist, locked until the transaction ends, so
 * no other write lands between this read and the caller's write: FOR UPDATE on PostgreSQL; SQLite
 * has one writer, and refuses to commit a write based on a read another connection overtook.
 */
export async function lockVersions(trx: Transaction<Database>, table: VersionedTable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  // In id order, so two writes over overlapping rows wait for each other instead of deadlocking.
  const query = (trx as unknown as AnyVersionedDb)
    .selectFrom(table as string)
    .select(['id', 'updated_at'])
    .where('id', 'in', ids)
    .orderBy('id');
  const rows: { id: number; updated_at: string }[] = await (isPostgres(trx) ? query.forUpdate() : query).execute();
  return new Map(rows.map((row) => [row.id, row.updated_at]));
}

/**
 * Writes `changes` to one row as a new version and returns the row. With `expected` (the version
 * the editor loaded) the UPDATE only matches the row while it still has that version; when it
 * matches nothing, whether the row is gone or was changed meanwhile is decided afterwards. Without
 * it, the row is locked and written whatever its version (the last save wins).
 */
export async function updateVersioned<T extends VersionedTable>(
  trx: Transaction<Database>,
  table: T,
  id: number,
  changes: UpdateObject<Database, T>,
  expected?: string,
): Promise<Selectable<Database[T]> | NotWritten> {
  const db = trx as unknown as AnyVersionedDb;
  const name: string = table;
  const current = expected ?? (await lockVersions(trx, table, [id])).get(id);
  if (current === undefined) return 'missing';
  const row = await db
    .updateTable(name)
    .set({ ...changes, updated_at: nextStamp([current]) })
    .where('id', '=', id)
    .where('updated_at', '=', current)
    .returningAll()
    .executeTakeFirst();
  if (row) return row as Selectable<Database[T]>;
  const exists = await db.selectFrom(name).select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'stale' : 'missing';
}
