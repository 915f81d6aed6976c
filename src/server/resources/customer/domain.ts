import type { components } from '../../../contract/generated/openapi.gen';
import { consumeCode, countCodeGuess, findCodeByEmail, replaceCode } from '../../auth/codeRows';
import { attemptKey, forgetAttempt, forgiveAttempts } from '../../auth/failedAttempts';
import { codeMatches, generateCode, hashCode } from '../../auth/codes';
import { hashPassword, refuseWhenHashingBusy } from '../../auth/password';
import { issueToken, type TokenArea } from '../../auth/tokens';
import { isUniqueViolation } from '../../db/uniqueViolation';
import type { User } from '../../db/schema';
import { ForbiddenError, InvalidError, TooManyAttemptsError, UnauthenticatedError, type Executor } from '../../domain/errors';
import { torontoDate } from '../../../contract/torontoTime';
import { inTransaction } from '../../domain/transaction';
import { authenticate, type LoginConfig } from '../auth/domain';
import { findUserByEmail, insertUser, normalizeEmail, updateUser } from '../auth/repository';
import { birthdayProblem } from './birthday';
import type { m } from './messages';
import { toE164 } from '../../domain/phone';
import { clearEmailEvents, countEmailEvent } from './repository';

type Key = Parameters<typeof m>[1];
type SignUpInput = components['schemas']['SignUpInput'];

const CODE_TTL_MS = 15 * 60 * 1000;
/** Attempts per code: counted per email since its last code request (an account or not). */
const MAX_CODE_ATTEMPTS = 5;
/** Codes sent per email (sign-ups and "send a new code") per window. */
const MAX_CODES_PER_WINDOW = 5;
const CODE_SEND_WINDOW_MS = 60 * 60 * 1000;

/**
 * Queues the mail that brings a new code to the account's owner, in the transaction that issued
 * the code (the caller chooses its words: the language is the request's).
 */
export type CodeMailer = (trx: Executor, user: User, code: string) => Promise<void>;

/**
 * Queues the note to the owner of a verified account that someone signed up with its email, in
 * the transaction of the sign-up (the caller chooses its words and links).
 */
export type TakenNotice = (trx: Executor, user: User) => Promise<void>;

/** The sign-up fields as user columns (strings trimmed, as the form does; the phone number in E.164). */
function signUpColumns(input: SignUpInput, birthday: string | null, phone: string) {
  const fName = input.fName.trim();
  const lName = input.lName.trim();
  return {
    name: `${fName} ${lName}`.trim(),
    f_name: fName,
    l_name: lName,
    role: input.type,
    gender: input.gender,
    phone_number: phone,
    birthday,
    city: input.city.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
  };
}

/** An account that signed up and has not verified its email yet. */
const isPending = (user: User) => user.email_verified_at === null && user.role !== 'admin';

/**
 * Counts a code request for the (normalized) email, whether or not an account has it:
 * TooManyAttemptsError past the limit. A request let through opens fresh attempts, as the new
 * code would.
 */
export async function takeCodeRequest(db: Executor, email: string): Promise<void> {
  if ((await countEmailEvent(db, email, 'code_sent', CODE_SEND_WINDOW_MS)) > MAX_CODES_PER_WINDOW) throw new TooManyAttemptsError<Key>('tooManyCodes');
  await clearEmailEvents(db, email, 'code_attempt');
}

/** A new code for a pending account (replacing the last one), mailed to its owner in `trx`. */
async function issueCode(trx: Executor, secret: Buffer, mailCode: CodeMailer, user: User): Promise<void> {
  const code = generateCode();
  await replaceCode(trx, 'verification_codes', user.id, hashCode(secret, user.id, code), new Date(Date.now() + CODE_TTL_MS).toISOString());
  await mailCode(trx, user, code);
}

/**
 * Signs a customer up: a pending account with a code on its way to the (normalized) email it
 * answers, its mails to come in `emailLocale` (the sign-up's language). An email a verified
 * account has is answered alike, so that sign-ups cannot tell which emails have accounts: nothing
 * is written but a note to the owner (`mailers.taken`). The admin's email is answered alike and
 * mailed nothing: its owner signs in and resets elsewhere.
 */
export async function signUp(
  db: Executor,
  secret: Buffer,
  mailers: { code: CodeMailer; taken: TakenNotice },
  input: SignUpInput,
  emailLocale: User['email_locale'],
): Promise<string> {
  const email = normalizeEmail(input.email);
  const birthday = input.birthday ? input.birthday.slice(0, 10) : null;
  const phone = toE164(input.phoneNumber);
  // Toronto's calendar decides the age, whatever the server's time zone.
  const birthdayError = birthday === null ? undefined : birthdayProblem(birthday, torontoDate());
  if (birthdayError || !phone) throw new InvalidError<Key>({ birthday: birthdayError, phoneNumber: phone ? undefined : 'phoneInvalid' });

  refuseWhenHashingBusy();
  await takeCodeRequest(db, email);
  // Hashed before the email is looked up: a new, a pending and a verified email take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  if (existing && !isPending(existing)) {
    if (existing.role !== 'admin') await inTransaction(db, (trx) => mailers.taken(trx, existing));
    return email;
  }

  const now = new Date().toISOString();
  try {
    await inTransaction(db, async (trx) => {
      // A pending account is answered as a new one but keeps its password and data: signing up
      // again only mails its owner a new code.
      const user =
        existing ??
        (await insertUser(trx, {
          ...signUpColumns(input, birthday, phone),
          email,
          password_hash: passwordHash,
          email_verified_at: null,
          email_locale: emailLocale,
          created_at: now,
          updated_at: now,
        }));
      await issueCode(trx, secret, mailers.code, user);
    });
  } catch (error) {
    // Two sign-ups of one new email at once: the second meets a pending account, whose code is on its way.
    if (!isUniqueViolation(error)) throw error;
  }
  return email;
}

/**
 * Mails a new code when the (normalized) email belongs to a pending account; true when one was
 * queued. The caller has counted the request (`takeCodeRequest`) and answered already: the answer
 * is the same, in content and time, for an unknown, a verified and a pending email.
 */
export async function sendNewCode(db: Executor, secret: Buffer, mailCode: CodeMailer, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user || !isPending(user)) return false;
  await inTransaction(db, (trx) => issueCode(trx, secret, mailCode, user));
  return true;
}

/** A "teacher" account signs in to the instructor area; every other customer to the student's. */
const tokenArea = (user: User): TokenArea => (user.role === 'teacher' ? 'instructor' : 'customer');

/**
 * Verifies the account of the email with its code: the verified account and a customer token named
 * after the device. A wrong, expired or missing code is InvalidError on `code`; past the wrong
 * codes of an email across its codes (CODE_FAILURES), TooManyAttemptsError('codeLocked').
 */
export async function verifyCode(db: Executor, secret: Buffer, input: components['schemas']['VerifyInput']): Promise<{ user: User; token: string }> {
  const email = normalizeEmail(input.email);
  // Counted per email, with or without an account, so that the answers cannot tell them apart.
  const guess = await countCodeGuess(db, 'verification-code', email);
  const attempt = await countEmailEvent(db, email, 'code_attempt', CODE_SEND_WINDOW_MS);
  if (attempt > MAX_CODE_ATTEMPTS) {
    await forgetAttempt(db, guess);
    throw new InvalidError<Key>({ code: 'codeTooManyAttempts' });
  }
  const wrong = () => new InvalidError<Key>({ code: attempt === MAX_CODE_ATTEMPTS ? 'codeTooManyAttempts' : 'codeInvalid' });
  const pending = await findCodeByEmail(db, 'verification_codes', email);
  // One comparison whatever was found; an expired code is answered as a wrong one.
  const matches = codeMatches(secret, pending?.user_id ?? 0, input.code, pending?.code_hash);
  if (!pending || !matches || Date.parse(pending.expires_at) <= Date.now()) throw wrong();
  const done = await inTransaction(db, async (trx) => {
    // Two right answers at once: the code is used once.
    if (!(await consumeCode(trx, 'verification_codes', pending.id))) return undefined;
    await forgiveAttempts(trx, 'verification-code', attemptKey(email));
    const user = await updateUser(trx, pending.user_id, { email_verified_at: new Date().toISOString() });
    return { user, token: await issueToken(trx, pending.user_id, input.deviceId?.trim() || 'web', tokenArea(user)) };
  });
  if (!done) throw wrong();
  await clearEmailEvents(db, email, 'code_attempt');
  return done;
}

/** Signs a customer in: the account and a customer token named `tokenName` ("web" without one). */
export async function customerLogin(
  db: Executor,
  config: LoginConfig,
  input: components['schemas']['CustomerLoginInput'],
): Promise<{ user: User; token: string }> {
  const user = await authenticate(db, config, input.email, input.password);
  if (!user) throw new UnauthenticatedError<Key>('invalidCredentials');
  // Only after the password matched, so neither the role nor the state of an account is revealed to guessers.
  // `type` is informational (the site always sends "student"); the account's own type is answered.
  if (user.role === 'admin') throw new ForbiddenError<Key>('notCustomer');
  if (user.email_verified_at === null) throw new ForbiddenError<Key>('verifyFirst');
  return { user, token: await issueToken(db, user.id, input.tokenName?.trim() || 'web', tokenArea(user)) };
}
