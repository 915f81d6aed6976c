import { verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { issueToken, revokeToken } from '../../auth/tokens';
import { forbidden, unauthorized } from '../../http/errors';
import type { Handlers } from '../../http/types';
import { m } from './messages';
import { findUserByEmail } from './repository';
import { toApiUser } from './service';

interface AdminLoginInput {
  email: string;
  password: string;
}

export const authHandlers: Handlers = {
  async adminLogin(req) {
    const { email, password } = req.body as AdminLoginInput;
    const { db } = req.server;
    const user = await findUserByEmail(db, email);
    // Same work whether or not the account exists: timing does not reveal registered emails.
    const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
    if (!user || !ok) throw unauthorized(req, m(req, 'invalidCredentials'));
    // Only after the password matched, so the role of an account is not revealed to guessers.
    if (user.role !== 'admin') throw forbidden(req, m(req, 'notAdmin'));
    const token = await issueToken(db, user.id, 'admin');
    return { success: true, message: m(req, 'loggedIn'), data: { token, user: toApiUser(user) } };
  },

  async adminLogout(req) {
    await revokeToken(req.server.db, req.auth!.tokenId);
    return { success: true, message: m(req, 'loggedOut') };
  },

  async getCurrentUser(req) {
    return { success: true, data: toApiUser(req.auth!.user) };
  },
};
