import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken, findTokenOwner, type TokenOwner } from '../auth/tokens';
import { HttpError, forbidden, unauthorized } from './errors';
import { t } from './i18n';
import type { OperationInfo, SecurityRequirements } from '../../contract/spec';
import type { Auth } from './types';

/*
 * The spec's security schemes, checked in an onRequest hook of each route (not as glue
 * securityHandlers, which run after body validation): a missing or bad token answers 401/403
 * before the body is even parsed, so it always wins over a bad body.
 */

type Scheme = (owner: TokenOwner | undefined, req: FastifyRequest) => HttpError | undefined;

// A token opens only the area it was issued for (auth/tokens.ts).
const schemes: Record<string, Scheme> = {
  // An admin-area token of an admin. A customer's token is valid but of the wrong kind: 403.
  adminAuth: (owner, req) =>
    !owner ? unauthorized(req) : owner.area !== 'admin' || owner.user.role !== 'admin' ? forbidden(req, t(req, 'error.adminOnly')) : undefined,
  // A customer-area token; an admin's token is no credential here (the spec declares 401 only).
  customerAuth: (owner, req) => (owner?.area !== 'customer' ? unauthorized(req) : undefined),
  // An instructor-area token ("teacher" accounts only); any other token is no credential here.
  instructorAuth: (owner, req) => (owner?.area !== 'instructor' || owner.user.role !== 'teacher' ? unauthorized(req) : undefined),
};

/** The onRequest hook enforcing one operation's `security` (alternatives are OR, schemes in one are AND). */
export function securityHook(security: SecurityRequirements): onRequestAsyncHookHandler | undefined {
  if (security.length === 0) return undefined;
  for (const alternative of security) {
    for (const name of Object.keys(alternative)) {
      if (!schemes[name]) throw new Error(`No security handler for scheme "${name}"`);
    }
  }
  const anonymousAllowed = security.some((alternative) => Object.keys(alternative).length === 0);
  const named = security.filter((alternative) => Object.keys(alternative).length > 0);

  return async function checkSecurity(req: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(req.headers.authorization);
    const owner = token ? await findTokenOwner(req.server.db, token, req.server.config.tokenLifetimes, req.server.tokenReads) : undefined;
    let failure: HttpError | undefined;
    for (const alternative of named) {
      const errors = Object.keys(alternative)
        .map((name) => schemes[name](owner, req))
        .filter(Boolean) as HttpError[];
      if (errors.length === 0) {
        req.auth = { user: owner!.user, tokenId: owner!.tokenId } satisfies Auth;
        return;
      }
      // Prefer 403 (a valid token of the wrong kind) over 401 when alternatives disagree.
      for (const error of errors) if (!failure || error.statusCode > failure.statusCode) failure = error;
    }
    // Optional security (`[{}, {adminAuth: []}]`): an anonymous caller, or a token that does not
    // qualify, is served as anonymous.
    if (anonymousAllowed) return;
    throw failure ?? unauthorized(req);
  };
}

/**
 * Rejects undeclared content types before parsing (415), because the validator skips the body of
 * a media type the operation does not declare. Operations without a body ignore an empty body
 * sent with a JSON content type (some clients always send the header).
 */
export function contentTypeHook(op: OperationInfo): onRequestAsyncHookHandler {
  const declared = new Set(op.bodyTypes);
  return async function checkContentType(req: FastifyRequest) {
    const header = req.headers['content-type'];
    const media = header?.split(';')[0].trim().toLowerCase();
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (declared.size === 0) {
      // The body of such an operation is ignored; an empty one must not fail JSON parsing.
      if (media && !hasBody) delete req.headers['content-type'];
      return;
    }
    if (!media) {
      if (op.bodyRequired) throw new HttpError(415, t(req, 'error.unsupportedMediaType', { type: 'none' }));
      return;
    }
    if (!declared.has(media)) throw new HttpError(415, t(req, 'error.unsupportedMediaType', { type: media }));
  };
}
