import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { hashPassword } from '../../auth/password';
import { issueToken, revokeToken } from '../../auth/tokens';
import type { Database, User } from '../../db/schema';
import { HttpError, forbidden, invalidField, isUniqueViolation, unauthorized } from '../../http/errors';
import { langOf, type Lang } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { verificationCodeMail } from '../../mail/templates';
import { authenticate } from '../auth/login';
import { findUserByEmail, insertUser, normalizeEmail, updateUser } from '../auth/repository';
import { m } from './messages';
import { clearEmailEvents, consumeVerificationCode, countEmailEvent, findCodeByEmail, replaceVerificationCode } from './repository';
import {
  CODE_SEND_WINDOW_MS,
  CODE_TTL_MS,
  MAX_CODES_PER_WINDOW,
  MAX_CODE_ATTEMPTS,
  codeMatches,
  generateCode,
  hashCode,
  parseBirthday,
  signUpColumns,
  toCustomerUser,
  type SignUpInput,
} from './service';

interface VerifyInput {
  email: string;
  code: string;
  firebaseToken?: string | null;
  deviceId?: string | null;
}

interface LoginInput {
  email: string;
  password: string;
  type?: string;
  tokenName?: string;
}

/** An account that signed up and has not verified its email yet. */
const isPending = (user: User) => user.email_verified_at === null && user.role !== 'admin';

/**
 * Counts a code request for the email, whether or not an account has it: 429 past the limit. A
 * request let through opens fresh attempts, as the new code would.
 */
async function takeCodeRequest(req: FastifyRequest, email: string): Promise<void> {
  const { db } = req.server;
  if ((await countEmailEvent(db, email, 'code_sent', CODE_SEND_WINDOW_MS)) > MAX_CODES_PER_WINDOW) throw new HttpError(429, m(req, 'tooManyCodes'));
  await clearEmailEvents(db, email, 'code_attempt');
}

/** A new code for a pending account (replacing the last one), queued to its owner in `trx`. */
async function issueCode(server: FastifyInstance, trx: Transaction<Database>, user: User, lang: Lang): Promise<void> {
  const code = generateCode();
  await replaceVerificationCode(trx, user.id, hashCode(server.secret, user.id, code), new Date(Date.now() + CODE_TTL_MS).toISOString());
  await server.mail.queue(trx, verificationCodeMail(lang, user.email, user.f_name ?? '', code));
}

export const customerHandlers: TagHandlers<'Customer'> = {
  async customerSignUp(req, reply) {
    const input = req.body as SignUpInput;
    const { db, mail } = req.server;
    const email = normalizeEmail(input.email);
    const birthday = input.birthday ? parseBirthday(input.birthday) : null;
    if (birthday === undefined) throw invalidField(req, 'birthday', m(req, 'birthdayInvalid'));

    await takeCodeRequest(req, email);
    // Hashed before the email is looked up: a new and a pending email take the same time.
    const passwordHash = await hashPassword(input.password);
    const existing = await findUserByEmail(db, email);
    // Taken only by a verified account (or the admin).
    if (existing && !isPending(existing)) throw invalidField(req, 'email', m(req, 'emailTaken'));

    const now = new Date().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        // A pending account is answered as a new one but keeps its password and data: signing up
        // again only mails its owner a new code.
        const user =
          existing ?? (await insertUser(trx, { ...signUpColumns(input, birthday), email, password_hash: passwordHash, email_verified_at: null, created_at: now, updated_at: now }));
        await issueCode(req.server, trx, user, langOf(req));
      });
    } catch (error) {
      // Two sign-ups of one new email at once: the second meets a pending account, whose code is on its way.
      if (!isUniqueViolation(error)) throw error;
    }
    mail.wake();
    reply.code(201);
    return { success: true, message: m(req, 'signedUp', { email }), data: { email } };
  },

  async resendVerificationCode(req) {
    const email = normalizeEmail((req.body as { email: string }).email);
    await takeCodeRequest(req, email);
    const { server } = req;
    const lang = langOf(req);
    // Decided after the answer, which is the same, in content and time, for an unknown, a verified
    // and a pending email.
    server.mail.background(async () => {
      const user = await findUserByEmail(server.db, email);
      if (!user || !isPending(user)) return;
      await server.db.transaction().execute((trx) => issueCode(server, trx, user, lang));
      server.mail.wake();
    });
    return { success: true, message: m(req, 'codeResent', { email }) };
  },

  async verifyCode(req) {
    const { code, deviceId } = req.body as VerifyInput;
    const { db, secret } = req.server;
    const email = normalizeEmail((req.body as VerifyInput).email);
    // Counted per email, with or without an account, so that the answers cannot tell them apart.
    const attempt = await countEmailEvent(db, email, 'code_attempt', CODE_SEND_WINDOW_MS);
    if (attempt > MAX_CODE_ATTEMPTS) throw invalidField(req, 'code', m(req, 'codeTooManyAttempts'));
    const wrong = () => invalidField(req, 'code', m(req, attempt === MAX_CODE_ATTEMPTS ? 'codeTooManyAttempts' : 'codeInvalid'));
    const pending = await findCodeByEmail(db, email);
    // One comparison whatever was found; an expired code is answered as a wrong one.
    const matches = codeMatches(secret, pending?.user_id ?? 0, code, pending?.code_hash);
    if (!pending || !matches || Date.parse(pending.expires_at) <= Date.now()) throw wrong();
    const done = await db.transaction().execute(async (trx) => {
      // Two right answers at once: the code is used once.
      if (!(await consumeVerificationCode(trx, pending.id))) return undefined;
      const verified = await updateUser(trx, pending.user_id, { email_verified_at: new Date().toISOString() });
      return { verified, token: await issueToken(trx, pending.user_id, deviceId?.trim() || 'web', 'customer') };
    });
    if (!done) throw wrong();
    await clearEmailEvents(db, email, 'code_attempt');
    return { success: true, message: m(req, 'verified'), token: done.token, user: toCustomerUser(done.verified) };
  },

  async customerLogin(req, reply) {
    const { email, password, tokenName } = req.body as LoginInput;
    const user = await authenticate(req, reply, email, password);
    if (!user) throw unauthorized(req, m(req, 'invalidCredentials'));
    // Only after the password matched, so neither the role nor the state of an account is revealed to guessers.
    // `type` is informational (the site always sends "student"); the account's own type is answered.
    if (user.role === 'admin') throw forbidden(req, m(req, 'notCustomer'));
    if (user.email_verified_at === null) throw forbidden(req, m(req, 'verifyFirst'));
    const token = await issueToken(req.server.db, user.id, tokenName?.trim() || 'web', 'customer');
    return { success: true, message: m(req, 'loggedIn'), token, user: toCustomerUser(user) };
  },

  async customerLogout(req) {
    await revokeToken(req.server.db, req.auth!.tokenId);
    return { success: true, message: m(req, 'loggedOut') };
  },
};
