import type { FastifyRequest } from 'fastify';
import { revokeToken } from '../../auth/tokens';
import { inDomain } from '../../http/domainErrors';
import { langOf } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { verificationCodeMail } from '../../mail/templates';
import { inLogin } from '../auth/handlers';
import { normalizeEmail } from '../auth/repository';
import { customerLogin, sendNewCode, signUp, takeCodeRequest, verifyCode, type CodeMailer, type TakenNotice } from './domain';
import { signUpTakenMail } from './mails';
import { m } from './messages';
import { hasConfirmedBooking } from './repository';
import { toCustomerUser } from './responses';

/** Codes are mailed in the request's language, through the outbox. */
function codeMailer(req: FastifyRequest): CodeMailer {
  const { mail } = req.server;
  const lang = langOf(req);
  return (trx, user, code) => mail.queue(trx, verificationCodeMail(lang, user.email, user.f_name ?? '', code));
}

/**
 * The owner of an account whose email was signed up with is told so in their own mail language
 * (whoever signed up need not be the owner), with links to the configured site.
 */
function takenNotice(req: FastifyRequest): TakenNotice {
  const { mail, config } = req.server;
  return (trx, user) => mail.queue(trx, signUpTakenMail(user.email_locale, user.email, user.f_name ?? '', config.siteOrigin));
}

export const customerHandlers: TagHandlers<'Customer'> = {
  async customerSignUp(req, reply) {
    const { db, secret, mail } = req.server;
    const mailers = { code: codeMailer(req), taken: takenNotice(req) };
    const email = await inDomain(req, m, () => signUp(db, secret, mailers, req.body, langOf(req)));
    mail.wake();
    reply.code(201);
    return { success: true, message: m(req, 'signedUp', { email }), data: { email } };
  },

  async resendVerificationCode(req) {
    const email = normalizeEmail(req.body.email);
    const { server } = req;
    await inDomain(req, m, () => takeCodeRequest(server.db, email));
    const mailCode = codeMailer(req);
    // Decided after the answer, which is the same, in content and time, for an unknown, a verified
    // and a pending email.
    server.mail.background(async () => {
      if (await sendNewCode(server.db, server.secret, mailCode, email)) server.mail.wake();
    });
    return { success: true, message: m(req, 'codeResent', { email }) };
  },

  async verifyCode(req) {
    const { user, token } = await inDomain(req, m, () => verifyCode(req.server.db, req.server.secret, req.body));
    return { success: true, message: m(req, 'verified'), token, user: toCustomerUser(user) };
  },

  async customerLogin(req) {
    const { user, token } = await inLogin(req, m, () => customerLogin(req.server.db, req.server.config, req.body));
    const student = user.role === 'student';
    return {
      success: true,
      message: m(req, 'loggedIn'),
      token,
      user: toCustomerUser(user),
      ...(student ? { has_bookings: await hasConfirmedBooking(req.server.db, user.id) } : {}),
    };
  },

  async customerLogout(req) {
    await revokeToken(req.server.db, req.auth.tokenId);
    return { success: true, message: m(req, 'loggedOut') };
  },
};
