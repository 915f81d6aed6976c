import type { Kysely, Transaction } from 'kysely';
import { attemptKey } from '../../auth/failedAttempts';
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

/** The key failed sign-ins are counted under (auth/failedAttempts.ts): the normalized email's hash (no address is kept). */
export const loginEmailHash = (email: string) => attemptKey(normalizeEmail(email));
