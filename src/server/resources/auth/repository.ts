import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser, User, UserUpdate } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Emails are stored lower-case; callers may pass any case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Counts one sign-in attempt for an email before its password is checked, and answers the row
 * (to forget if the password matches) and how many attempts the window now holds, this one
 * included. Counting after writing means parallel guesses cannot all pass a check made before
 * any of them was written. Rows older than the window are deleted on the way.
 */
export async function recordLoginAttempt(db: Db, emailHash: string, windowStart: string): Promise<{ id: number; count: number; oldest: string }> {
  await db.deleteFrom('login_failures').where('failed_at', '<', windowStart).execute();
  const { id } = await db
    .insertInto('login_failures')
    .values({ email_hash: emailHash, failed_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .where('email_hash', '=', emailHash)
    .where('failed_at', '>=', windowStart)
    .executeTakeFirstOrThrow();
  return { id, count: Number(row.count), oldest: row.oldest };
}

export async function forgetLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** The key failed sign-ins are counted under: the normalized email's hash (no address is kept). */
export const loginEmailHash = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

/** A sign-in succeeded, or the owner reset the password by mail: the email's failures are forgiven. */
export async function clearLoginFailures(db: Db, emailHash: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_hash', '=', emailHash).execute();
}
