import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Public reads (GET operations that need no credentials: services, cities, instructors…) answered
 * from memory. Every write through this server empties the cache before its answer leaves, so
 * whoever saw a write succeed never reads older data here. On PostgreSQL, writes by other server
 * processes empty it too, as their notifications arrive (db/changeFeed.ts), and while those
 * notifications are not heard nothing is served or kept. The TTL is a safety net only.
 */

interface Entry {
  expires: number;
  contentType: string;
  payload: string;
}

const MAX_ENTRIES = 500;

export interface PublicReadCache {
  /** onRequest of a public GET: the cached answer when there is a fresh one. */
  serve(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** onSend of a public GET: keeps a 200 answer, unless a write happened while it was computed. */
  keep(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  /** onSend of every other operation. */
  clear(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

/** What the cache needs of the change feed (db/changeFeed.ts). */
export interface ChangesElsewhere {
  live(): boolean;
  onChange(listener: () => void): void;
}

/**
 * `variantOf` names what else an answer depends on (upload URLs absolute for another origin's
 * front end, uploadUrls.ts): answers of different variants are kept apart.
 */
export function createPublicReadCache(ttlMs: number, elsewhere?: ChangesElsewhere, variantOf?: (req: FastifyRequest) => string): PublicReadCache {
  const entries = new Map<string, Entry>();
  // Bumped by every write: an answer computed across a write is not kept.
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
  };
  elsewhere?.onChange(forget);
  const usable = elsewhere ? () => elsewhere.live() : () => true;
  const startedAt = new WeakMap<FastifyRequest, number>();
  // Answers can differ by language (the body of an error, never of a 200, but cheap to be exact).
  const keyOf = (req: FastifyRequest) => `${req.url}\n${req.headers['accept-language'] ?? ''}\n${variantOf?.(req) ?? ''}`;

  return {
    async serve(req, reply) {
      if (!usable()) return undefined;
      const key = keyOf(req);
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return reply.type(hit.contentType).send(hit.payload);
      if (hit) entries.delete(key);
      startedAt.set(req, generation);
      return undefined;
    },
    async keep(req, reply, payload) {
      const started = startedAt.get(req);
      if (started === generation && reply.statusCode === 200 && typeof payload === 'string' && usable()) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(keyOf(req), { expires: Date.now() + ttlMs, contentType: String(reply.getHeader('content-type')), payload });
      }
      return payload;
    },
    async clear(_req, _reply, payload) {
      forget();
      return payload;
    },
  };
}
