import { checkPassword, refuseWhenHashingBusy } from '../../auth/password';
import { countAttempt, forgetAttempt, forgiveAttempts } from '../../auth/failedAttempts';
import { issueToken, pruneExpiredTokens } from '../../auth/tokens';
import type { Config } from '../../config';
import type { User } from '../../db/schema';
import { ForbiddenError, TooManyAttemptsError, UnauthenticatedError, type Executor } from '../../domain/errors';
import type { m } from './messages';
import { findUserByEmail, loginEmailHash, updateUser } from './repository';

type Key = Parameters<typeof m>[1];

/** What signing in needs of the configuration. */
export type LoginConfig = Pick<Config, 'loginFailures' | 'tokenLifetimes'>;

/** The email is locked after too many failed sign-ins (worded by this resource's messages, whichever login met it). */
export class LoginLockedError extends TooManyAttemptsError<Key> {}

/**
 * The password step of both logins (admin and customer): the account whose password this is, or
 * undefined for a wrong password or an unknown email, after the same scrypt work either way
 * (the callers answer both with one message). Failures are counted per email across both logins:
 * past `config.loginFailures.max` in its window, the email is locked (LoginLockedError, before any
 * lookup, the same answer whether or not an account has it). With the hashing queue full it is
 * HashingBusyError, before anything is counted. A right password forgives the
 * email's failures, replaces a hash below the current cost, and prunes expired tokens before the
 * caller issues one.
 */
export async function authenticate(db: Executor, config: LoginConfig, email: string, password: string): Promise<User | undefined> {
  refuseWhenHashingBusy();
  const emailHash = loginEmailHash(email);
  const attempt = await countAttempt(db, 'sign-in', emailHash, config.loginFailures);
  if (attempt.lockedForSeconds !== undefined) {
    const seconds = attempt.lockedForSeconds;
    throw new LoginLockedError('tooManyFailures', { minutes: Math.ceil(seconds / 60) }, seconds);
  }

  const user = await findUserByEmail(db, email);
  const { ok, rehashed } = await checkPassword(password, user?.password_hash).catch(async (error: unknown) => {
    // Not checked (the hashing queue is full): no guess was made, so it is no failure.
    await forgetAttempt(db, attempt.id);
    throw error;
  });
  if (!user || !ok) return undefined;
  await forgiveAttempts(db, 'sign-in', emailHash);
  if (rehashed) await updateUser(db, user.id, { password_hash: rehashed });
  await pruneExpiredTokens(db, config.tokenLifetimes);
  return user;
}

/** Signs an admin in: the account and a new admin token. */
export async function adminLogin(db: Executor, config: LoginConfig, email: string, password: string): Promise<{ user: User; token: string }> {
  const user = await authenticate(db, config, email, password);
  if (!user) throw new UnauthenticatedError<Key>('invalidCredentials');
  // Only after the password matched, so the role of an account is not revealed to guessers.
  if (user.role !== 'admin') throw new ForbiddenError<Key>('notAdmin');
  return { user, token: await issueToken(db, user.id, 'admin', 'admin') };
}
