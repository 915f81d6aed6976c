import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkPassword } from '../../auth/password';
import { pruneExpiredTokens } from '../../auth/tokens';
import type { User } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { m } from './messages';
import { clearLoginFailures, findUserByEmail, forgetLoginAttempt, normalizeEmail, recordLoginAttempt, updateUser } from './repository';

/**
 * The password step of both logins (admin and customer): the account whose password this is, or
 * undefined for a wrong password or an unknown email, after the same scrypt work either way
 * (the callers answer both with one message). Failures are counted per email across both logins:
 * past `config.loginFailures.max` in its window, the email is locked (429, before any lookup, the
 * same answer whether or not an account has it). A right password forgives the email's failures,
 * replaces a hash below the current cost, and prunes expired tokens before the caller issues one.
 */
export async function authenticate(req: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<User | undefined> {
  const { db, config } = req.server;
  const { max, windowMs } = config.loginFailures;
  const emailHash = createHash('sha256').update(normalizeEmail(email)).digest('hex');
  const now = Date.now();
  const attempt = await recordLoginAttempt(db, emailHash, new Date(now - windowMs).toISOString());
  if (attempt.count > max) {
    // Refused attempts are not failures: they must not push the lock further out.
    await forgetLoginAttempt(db, attempt.id);
    const seconds = Math.max(1, Math.ceil((Date.parse(attempt.oldest) + windowMs - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, m(req, 'tooManyFailures', { minutes: Math.ceil(seconds / 60) }));
  }

  const user = await findUserByEmail(db, email);
  const { ok, rehashed } = await checkPassword(password, user?.password_hash);
  if (!user || !ok) return undefined;
  await clearLoginFailures(db, emailHash);
  if (rehashed) await updateUser(db, user.id, { password_hash: rehashed });
  await pruneExpiredTokens(db, config.tokenLifetimes);
  return user;
}
