import { hashPassword } from '../../auth/password';
import { issueToken, revokeToken } from '../../auth/tokens';
import { HttpError, forbidden, invalidField, isUniqueViolation, unauthorized } from '../../http/errors';
import { langOf } from '../../http/i18n';
import type { Handlers } from '../../http/types';
import { verificationCodeMail } from '../../mail/templates';
import { authenticate } from '../auth/login';
import { findUserByEmail, insertUser, normalizeEmail, updateUser } from '../auth/repository';
import { m } from './messages';
import { deleteVerificationCode, findVerificationCode, replaceVerificationCode, takeAttempt } from './repository';
import {
  CODE_TTL_MS,
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

export const customerHandlers: Handlers = {
  async customerSignUp(req, reply) {
    const input = req.body as SignUpInput;
    const { db, mailer } = req.server;
    const email = normalizeEmail(input.email);
    const birthday = input.birthday ? parseBirthday(input.birthday) : null;
    if (birthday === undefined) throw invalidField(req, 'birthday', m(req, 'birthdayInvalid'));

    const existing = await findUserByEmail(db, email);
    // Taken only by a verified account (or the admin); an unverified sign-up may be redone.
    if (existing && (existing.email_verified_at !== null || existing.role === 'admin')) throw invalidField(req, 'email', m(req, 'emailTaken'));

    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    const code = generateCode();
    try {
      await db.transaction().execute(async (trx) => {
        const columns = { ...signUpColumns(input, birthday), email, password_hash: passwordHash };
        const user = existing
          ? await updateUser(trx, existing.id, columns)
          : await insertUser(trx, { ...columns, email_verified_at: null, created_at: now, updated_at: now });
        await replaceVerificationCode(trx, user.id, hashCode(user.id, code), new Date(Date.now() + CODE_TTL_MS).toISOString());
        // Sent inside the transaction: if the mail cannot go out, nothing is kept and the person can retry.
        try {
          await mailer.send(verificationCodeMail(langOf(req), email, columns.f_name, code));
        } catch (error) {
          req.log.error({ err: error }, 'verification mail failed');
          throw new HttpError(503, m(req, 'mailFailed'));
        }
      });
    } catch (error) {
      // Two sign-ups of one new email at once: the second loses the race.
      if (isUniqueViolation(error)) throw invalidField(req, 'email', m(req, 'emailTaken'));
      throw error;
    }
    reply.code(201);
    return { success: true, message: m(req, 'signedUp', { email }), data: { email } };
  },

  async verifyCode(req) {
    const { email, code, deviceId } = req.body as VerifyInput;
    const { db } = req.server;
    const user = await findUserByEmail(db, email);
    const pending = user && (await findVerificationCode(db, user.id));
    if (!user || !pending) throw invalidField(req, 'code', m(req, 'codeInvalid'));
    if (Date.parse(pending.expires_at) <= Date.now()) throw invalidField(req, 'code', m(req, 'codeExpired'));
    // Committed on its own, before comparing: a wrong attempt counts even though the request fails.
    const attempt = await takeAttempt(db, pending.id, MAX_CODE_ATTEMPTS);
    if (attempt === undefined) throw invalidField(req, 'code', m(req, 'codeTooManyAttempts'));
    if (!codeMatches(user.id, code, pending.code_hash)) {
      throw invalidField(req, 'code', m(req, attempt >= MAX_CODE_ATTEMPTS ? 'codeTooManyAttempts' : 'codeInvalid'));
    }
    const { verified, token } = await db.transaction().execute(async (trx) => {
      const verified = await updateUser(trx, user.id, { email_verified_at: user.email_verified_at ?? new Date().toISOString() });
      await deleteVerificationCode(trx, user.id);
      return { verified, token: await issueToken(trx, user.id, deviceId?.trim() || 'web', 'customer') };
    });
    return { success: true, message: m(req, 'verified'), token, user: toCustomerUser(verified) };
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
