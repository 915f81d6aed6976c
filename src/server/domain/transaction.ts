import { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './errors';

/** Runs `work` in a transaction: the caller's, when `db` is one already, or a new one. */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db instanceof Transaction ? work(db) : db.transaction().execute(work);
}
