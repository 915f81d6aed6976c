import { issueToken, revokeToken } from '../../auth/tokens';
import { forbidden, unauthorized } from '../../http/errors';
import type { HandlersOf } from '../../http/types';
import { authenticate } from './login';
import { m } from './messages';
import { toApiUser } from './service';

interface AdminLoginInput {
  email: string;
  password: string;
}

export const authHandlers: HandlersOf<'adminLogin' | 'adminLogout' | 'getCurrentUser'> = {
  async adminLogin(req, reply) {
    const { email, password } = req.body as AdminLoginInput;
    const user = await authenticate(req, reply, email, password);
    if (!user) throw unauthorized(req, m(req, 'invalidCredentials'));
    // Only after the password matched, so the role of an account is not revealed to guessers.
    if (user.role !== 'admin') throw forbidden(req, m(req, 'notAdmin'));
    const token = await issueToken(req.server.db, user.id, 'admin', 'admin');
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
