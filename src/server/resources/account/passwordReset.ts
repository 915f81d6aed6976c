import type { components } from '../../../contract/generated/openapi.gen';
import { consumeCode, countCodeGuess, findCodeByEmail, replaceCode } from '../../auth/codeRows';
import { codeMatches, generateCode, hashCode } from '../../auth/codes';
import { attemptKey, forgetAttempt, forgiveAttempts } from '../../auth/failedAttempts';
import { hashPassword, refuseWhenHashingBusy } from '../../auth/password';
import type { User } from '../../db/schema';
import { InvalidError, TooManyAttemptsError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { findUserByEmail, loginEmailHash, normalizeEmail } from '../auth/repository';
import { clearEmailEvents, countEmailEvent } from '../customer/repository';
import { storePassword, type PasswordChangeNotice } from './domain';
import type { m } from './messages';

/*
 * "Forgot my password": a 6-digit code mailed to a verified customer account, kept and limited as
 * sign-up codes are (resources/customer/domain.ts): only its keyed hash is stored, requests and
 * attempts are counted per email whether or not an account has it, so no answer tells them apart.
 */

type Key = Parameters<typeof m>[1];

const RESET_TTL_MS = 30 * 60 * 1000;
/** Attempts per code: counted per email since its last reset request (an account or not). */
const MAX_RESET_ATTEMPTS = 5;
/** Reset requests per email per window. */
const MAX_RESETS_PER_WINDOW = 5;
const RESET_WINDOW_MS = 60 * 60 * 1000;

/** Queues the mail that brings a reset code to the account's owner, in the transaction that issued it. */
export type ResetMailer = (trx: Executor, user: User, code: string) => Promise<void>;

/**
 * Counts a reset request for the (normalized) email, whether or not an account has it:
 * TooManyAttemptsError past the limit. A request let through opens fresh attempts, as the new code
 * would.
 */
export async function takeResetRequest(db: Executor, email: string): Promise<void> {
  if ((await countEmailEvent(db, email, 'reset_sent', RESET_WINDOW_MS)) > MAX_RESETS_PER_WINDOW) throw new TooManyAttemptsError<Key>('tooManyResets');
  await clearEmailEvents(db, email, 'reset_attempt');
}

/** Whose password may be reset by mail: a customer account whose email is verified (the admin's is set by configuration). */
export const mayReset = (user: User) => user.role !== 'admin' && user.email_verified_at !== null;

/**
 * Mails a new reset code (replacing the last one) when the (normalized) email belongs to an
 * account that may reset its password; true when one was queued. The caller has counted the
 * request (`takeResetRequest`) and answered already: the answer is the same, in content and time,
 * for every email.
 */
export async function sendResetCode(db: Executor, secret: Buffer, mailCode: ResetMailer, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || !mayReset(user)) return false;
  const code = generateCode();
  await inTransaction(db, async (trx) => {
    await replaceCode(trx, 'password_resets', user.id, hashCode(secret, user.id, code), new Date(Date.now() + RESET_TTL_MS).toISOString());
    await mailCode(trx, user, code);
  });
  return true;
}

/**
 * Sets a new password with the emailed code: the code is used up, every token of the account
 * revoked, the email's sign-in lock and wrong codes forgiven and the owner mailed (`notify`). A
 * wrong, expired or used code, or an email without one, is the same InvalidError on `code`, after
 * the same work; past the wrong codes of an email across its codes (CODE_FAILURES), the same
 * TooManyAttemptsError('codeLocked').
 */
export async function resetPassword(
  db: Executor,
  secret: Buffer,
  input: components['schemas']['PasswordResetInput'],
  notify: PasswordChangeNotice,
): Promise<void> {
  const email = normalizeEmail(input.email);
  // Before the attempt is counted: a code refused for a full hashing queue was not tried.
  refuseWhenHashingBusy();
  const guess = await countCodeGuess(db, 'reset-code', email);
  const attempt = await countEmailEvent(db, email, 'reset_attempt', RESET_WINDOW_MS);
  if (attempt > MAX_RESET_ATTEMPTS) {
    await forgetAttempt(db, guess);
    throw new InvalidError<Key>({ code: 'codeTooManyAttempts' });
  }
  const wrong = () => new InvalidError<Key>({ code: attempt === MAX_RESET_ATTEMPTS ? 'codeTooManyAttempts' : 'codeInvalid' });
  const pending = await findCodeByEmail(db, 'password_resets', email);
  // One comparison whatever was found; an expired code is answered as a wrong one.
  const matches = codeMatches(secret, pending?.user_id ?? 0, input.code, pending?.code_hash);
  if (!pending || !matches || Date.parse(pending.expires_at) <= Date.now()) throw wrong();
  await forgetAttempt(db, guess);
  const passwordHash = await hashPassword(input.new_password);
  const done = await inTransaction(db, async (trx) => {
    // Two right answers at once: the code is used once.
    if (!(await consumeCode(trx, 'password_resets', pending.id))) return false;
    await storePassword(trx, pending.user_id, passwordHash, notify);
    // The owner proved the mailbox: a lock from failed sign-ins (perhaps someone else's guesses)
    // must not keep them out with the new password.
    await forgiveAttempts(trx, 'sign-in', loginEmailHash(email));
    await forgiveAttempts(trx, 'reset-code', attemptKey(email));
    return true;
  });
  if (!done) throw wrong();
  await clearEmailEvents(db, email, 'reset_attempt');
}
