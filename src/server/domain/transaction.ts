import { Transaction, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './errors';

/** Runs `work` in a transaction: the caller's, when `db` is one already, or a new one. */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db instanceof Transaction ? work(db) : db.transaction().execute(work);
}

/**
 * Runs the transaction that makes a change and answers its result. A domain function takes one
 * from its caller to let it add writes that must commit with the change or not at all (an
 * idempotent request's answer, src/server/http/idempotency.ts); it calls it at most once, and
 * answers that call's result when it makes its change through it.
 */
export type Commit<R> = (work: (trx: Transaction<Database>) => Promise<R>) => Promise<R>;

/** The change's own transaction on `db`, nothing added. */
export const commitOn =
  <R>(db: Kysely<Database>): Commit<R> =>
  (work) =>
    db.transaction().execute(work);
