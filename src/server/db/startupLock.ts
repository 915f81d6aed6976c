import { sql, type Kysely } from 'kysely';
import type { Engine } from './connect';
import type { Database } from './schema';

/*
 * Several server processes starting together on one PostgreSQL database must not all migrate and
 * seed it: the seed looks before it writes (the admin account, demo content into empty tables),
 * and two processes looking at once would both write, or one would fail its start on the other's
 * row. Kysely's migrator locks its own work only; this lock covers migrations and seed together.
 * It is a session advisory lock on one connection of the pool, held while the work runs on the
 * others: the next process waits, then finds nothing left to do. A process that dies holding it
 * loses its connection, and PostgreSQL releases the lock. SQLite is one process: nothing to wait for.
 */

/** Any 64-bit number no other code here uses as an advisory lock (Kysely's migrator has its own). */
export const STARTUP_LOCK = 7_262_019_201_301;

export async function oneAtATime<T>(db: Kysely<Database>, engine: Engine, work: () => Promise<T>): Promise<T> {
  if (engine !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
