import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One pending code per user: a new sign-up replaces the previous code and its attempt count. */
export async function replaceVerificationCode(db: Db, userId: number, codeHash: string, expiresAt: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('verification_codes')
    .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: new Date().toISOString() })
    .execute();
}

export function findVerificationCode(db: Db, userId: number) {
  return db.selectFrom('verification_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Takes one attempt atomically before the code is compared (so parallel guesses cannot exceed the
 * limit); returns the attempt's number, or undefined when none are left.
 */
export async function takeAttempt(db: Db, id: number, max: number): Promise<number | undefined> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

export async function deleteVerificationCode(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('user_id', '=', userId).execute();
}
