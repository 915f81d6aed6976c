import { TooManyAttemptsError, type Executor } from '../domain/errors';
import { attemptKey, countAttempt, type AttemptLimit } from './failedAttempts';

/**
 * Tables of one-time codes mailed to an account (sign-up verification, password reset): one pending
 * code per user, stored as its hash, with its end. Kept apart so that neither code stands for the other.
 */
export type CodeTable = 'verification_codes' | 'password_resets';

/** One pending code per user: a new code replaces the previous one (in one statement, so parallel requests cannot collide). */
export async function replaceCode(db: Executor, table: CodeTable, userId: number, codeHash: string, expiresAt: string): Promise<void> {
  const row = { code_hash: codeHash, expires_at: expiresAt, created_at: new Date().toISOString() };
  await db
    .insertInto(table)
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** The pending code of the account with this (normalized) email. */
export function findCodeByEmail(db: Executor, table: CodeTable, email: string) {
  return db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.user_id`)
    .select([`${table}.id as id`, `${table}.user_id as user_id`, `${table}.code_hash as code_hash`, `${table}.expires_at as expires_at`])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** Deletes the code; false when it was gone already (a parallel request used it). */
export async function consumeCode(db: Executor, table: CodeTable, id: number): Promise<boolean> {
  const row = await db.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Wrong codes per email, across every code mailed to it: each new code brings 5 attempts of its
 * own, so without this limit 5 requests an hour gave 25 guesses of a 6-digit code. At most 10 in
 * any hour: ten wrong lock the email, the right code included, until the first of them is an hour
 * old (a whole hour after a burst). A right code forgives them.
 */
export const CODE_FAILURES: AttemptLimit = { max: 10, windowMs: 60 * 60 * 1000 };

/**
 * Counts a guess of the `purpose` code mailed to the (normalized) email, before it is checked,
 * whether or not an account has the email: the attempt's id, to forget when the code was not tried
 * after all or was right. TooManyAttemptsError('codeLocked', { minutes }, seconds) past the limit.
 */
export async function countCodeGuess(db: Executor, purpose: 'reset-code' | 'verification-code', email: string): Promise<number> {
  const attempt = await countAttempt(db, purpose, attemptKey(email), CODE_FAILURES);
  if (attempt.lockedForSeconds === undefined) return attempt.id;
  const seconds = attempt.lockedForSeconds;
  throw new TooManyAttemptsError('codeLocked', { minutes: Math.ceil(seconds / 60) }, seconds);
}
