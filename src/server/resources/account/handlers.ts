import type { FastifyRequest } from 'fastify';
import { inDomain } from '../../http/domainErrors';
import type { HandlersOf, TagHandlers } from '../../http/types';
import { inLogin } from '../auth/handlers';
import { normalizeEmail } from '../auth/repository';
import { changePassword, updateAccount, type PasswordChangeNotice } from './domain';
import { passwordChangedMail, passwordResetMail } from './mails';
import { m } from './messages';
import { mayReset, resetPassword, sendResetCode, takeResetRequest, type ResetMailer } from './passwordReset';
import { toAccount } from './responses';

/**
 * Reset codes are mailed through the outbox in the account's mail language (not the request's:
 * whoever asks need not be the owner), with a link to the configured site: a Host header chosen by
 * whoever asks would send the owner's code to their page.
 */
function resetMailer(req: FastifyRequest): ResetMailer {
  const { mail, config } = req.server;
  return (trx, user, code) => mail.queue(trx, passwordResetMail(user.email_locale, user.email, user.f_name ?? '', code, config.siteOrigin));
}

/** The owner's notice of a new password, in their mail language, linking to the configured site's reset page where the account has one. */
function changeNotice(req: FastifyRequest): PasswordChangeNotice {
  const { mail, config } = req.server;
  return (trx, user) => mail.queue(trx, passwordChangedMail(user.email_locale, user.email, user.f_name ?? '', new Date(), config.siteOrigin, mayReset(user)));
}

/**
 * The signed-in person's password change, in whichever area they asked from (student, instructor,
 * admin: each its own operation, so the right session's token is sent): one rule and one answer.
 */
const changeOwnPassword: HandlersOf<'changeMyPassword'>['changeMyPassword'] = async (req) => {
  const { user, tokenId } = req.auth;
  await inLogin(req, m, () => changePassword(req.server.db, req.server.config, user, tokenId, req.body, changeNotice(req)));
  req.server.mail.wake();
  return { success: true, message: m(req, 'passwordChanged') };
};

export const accountHandlers: TagHandlers<'Account'> = {
  async getMyAccount(req) {
    return { success: true, data: toAccount(req.auth.user) };
  },

  async updateMyAccount(req) {
    const user = await inDomain(req, m, () => updateAccount(req.server.db, req.auth.user, req.body));
    return { success: true, message: m(req, 'updated'), data: toAccount(user) };
  },

  changeMyPassword: changeOwnPassword,
  changeInstructorPassword: changeOwnPassword,
  changeAdminPassword: changeOwnPassword,

  async requestPasswordReset(req) {
    const email = normalizeEmail(req.body.email);
    const { server } = req;
    await inDomain(req, m, () => takeResetRequest(server.db, email));
    const mailCode = resetMailer(req);
    // Decided after the answer, which is the same, in content and time, for every email.
    server.mail.background(async () => {
      if (await sendResetCode(server.db, server.secret, mailCode, email)) server.mail.wake();
    });
    return { success: true, message: m(req, 'resetRequested', { email }) };
  },

  async resetPassword(req) {
    await inDomain(req, m, () => resetPassword(req.server.db, req.server.secret, req.body, changeNotice(req)));
    req.server.mail.wake();
    return { success: true, message: m(req, 'passwordReset') };
  },
};
