import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Inserts many rows a few hundred at a time: one statement per chunk instead of one per row, and
 * within both engines' limits on bound parameters (SQLite 32,766, PostgreSQL 65,535) for rows of
 * up to 60 columns.
 */
export async function insertInChunks<T extends keyof Database>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  chunk = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk))
      .execute();
}
