import { createHash } from 'node:crypto';
import type { AttemptPurpose } from '../db/schema';
import type { Executor } from '../domain/errors';

/*
 * Failed guesses at a secret (a password, a mailed code, a discount code), counted per purpose and
 * per key (what the guesses aim at: an email, an account) in the database, so that a limit holds
 * whatever addresses the guesses come from, across restarts and server processes. At most `max`
 * in any `windowMs`: past that the key is locked until the oldest of them leaves the window (a
 * whole window after a burst).
 *
 * An attempt is written before its secret is checked, then counted: parallel guesses cannot all
 * pass a check made before any of them was written. A refused attempt is forgotten (it must not
 * push the lock further out), and so is one that guessed right; the caller decides whether a
 * right guess also forgives the key's earlier failures.
 */

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** The key attempts are counted under: a hash of what they aim at, so no email or account is kept in clear. */
export const attemptKey = (subject: string) => createHash('sha256').update(subject).digest('hex');

export type CountedAttempt =
  /** Let through: `id` to forget if the guess turns out right. */
  | { id: number; lockedForSeconds?: undefined }
  /** Refused (and not counted): the key is locked this long yet. */
  | { id?: undefined; lockedForSeconds: number };

/** Counts one attempt under `key`, or answers how long the key is locked. Rows of the purpose past its window are deleted on the way. */
export async function countAttempt(db: Executor, purpose: AttemptPurpose, key: string, { max, windowMs }: AttemptLimit): Promise<CountedAttempt> {
  const now = Date.now();
  const windowStart = new Date(now - windowMs).toISOString();
  await db.deleteFrom('login_failures').where('purpose', '=', purpose).where('failed_at', '<', windowStart).execute();
  const { id } = await db
    .insertInto('login_failures')
    .values({ email_hash: key, purpose, failed_at: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .where('email_hash', '=', key)
    .where('purpose', '=', purpose)
    .where('failed_at', '>=', windowStart)
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= max) return { id };
  await forgetAttempt(db, id);
  return { lockedForSeconds: Math.max(1, Math.ceil((Date.parse(row.oldest) + windowMs - now) / 1000)) };
}

/** The attempt was no failure after all (refused for another reason, or right). */
export async function forgetAttempt(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Every failure of the key is forgiven (its owner proved who they are). */
export async function forgiveAttempts(db: Executor, purpose: AttemptPurpose, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_hash', '=', key).where('purpose', '=', purpose).execute();
}
