import type { Server } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';
import { t } from './i18n';

/*
 * Where a server process stands, for its load balancer and its own requests:
 * - starting: listening (liveness answers) while the database is migrated and seeded; readiness
 *   fails and every other request is answered 503, so nothing reaches tables not yet there;
 * - ready: serving;
 * - draining: stopping (SIGTERM, main.ts): readiness fails at once, and every answer closes its
 *   connection, so a balancer reusing kept-alive connections moves to another server.
 */

export type Phase = 'starting' | 'ready' | 'draining';

/** The probes answer in every phase (site.ts); liveness never looks at the database. */
export const PROBE_PATHS = new Set(['/livez', '/readyz', '/healthz']);

export interface Lifecycle {
  phase(): Phase;
  /** The database is ready: requests are served and background work starts. */
  ready(): void;
  /** The process is stopping (see above); its requests under way still finish. */
  drain(): void;
  /** onRequest, outside the ready phase: refuses requests while starting, closes connections while draining. */
  gate(req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined;
}

export function createLifecycle(options: { starting: boolean; server: Server; onReady: () => void }): Lifecycle {
  let phase: Phase = options.starting ? 'starting' : 'ready';
  return {
    phase: () => phase,
    ready() {
      if (phase !== 'starting') return;
      phase = 'ready';
      options.onReady();
    },
    drain() {
      phase = 'draining';
      // A kept-alive connection whose answer left before the drain began carries no
      // `Connection: close`: it is closed as soon as it is idle instead of seconds later.
      options.server.keepAliveTimeout = 1;
    },
    gate(req, reply) {
      if (phase === 'draining') {
        reply.header('connection', 'close');
        return undefined;
      }
      if (phase === 'starting' && !PROBE_PATHS.has(req.url.split('?')[0])) {
        reply.header('retry-after', '1');
        return sendError(reply, 503, t(req, 'error.unavailable'));
      }
      return undefined;
    },
  };
}
