import type { FastifyRequest } from 'fastify';
import { revokeToken } from '../../auth/tokens';
import { httpErrorOf, inDomain } from '../../http/domainErrors';
import type { Translate } from '../../http/i18n';
import type { HandlersOf } from '../../http/types';
import { LoginLockedError, adminLogin } from './domain';
import { m } from './messages';
import { toApiUser } from './responses';

/**
 * Runs a login's domain call: a locked email answers 429 in this resource's words (with when to
 * retry, as every 429 that knows it); the login's other domain errors are worded with its own
 * messages `words`.
 */
export function inLogin<T, K extends string>(req: FastifyRequest, words: Translate<K>, call: () => Promise<T>): Promise<T> {
  return inDomain(req, words, async () => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof LoginLockedError)) throw error;
      throw httpErrorOf(req, error, m);
    }
  });
}

export const authHandlers: HandlersOf<'adminLogin' | 'adminLogout' | 'getCurrentUser'> = {
  async adminLogin(req) {
    const { email, password } = req.body;
    const { user, token } = await inLogin(req, m, () => adminLogin(req.server.db, req.server.config, email, password));
    return { success: true, message: m(req, 'loggedIn'), data: { token, user: toApiUser(user) } };
  },

  async adminLogout(req) {
    await revokeToken(req.server.db, req.auth.tokenId);
    return { success: true, message: m(req, 'loggedOut') };
  },

  async getCurrentUser(req) {
    return { success: true, data: toApiUser(req.auth.user) };
  },
};

/** The admin auth operations on the base the original site's client uses: the same handlers. */
export const authAliasHandlers: HandlersOf<'adminLoginAlias' | 'adminLogoutAlias' | 'getCurrentUserAlias'> = {
  adminLoginAlias: authHandlers.adminLogin,
  adminLogoutAlias: authHandlers.adminLogout,
  getCurrentUserAlias: authHandlers.getCurrentUser,
};
