import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Engine } from '../db/connect';
import type { ReadMemo } from '../db/readMemo';
import type { Database, User } from '../db/schema';
import type { MailOutbox } from '../mail/outbox';

/** The caller, when the operation's security accepted a token. */
export interface Auth {
  user: User;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    engine: Engine;
    config: Config;
    /** Queue mail here, in the transaction of its event (src/server/mail/outbox.ts). */
    mail: MailOutbox;
    /** The key of keyed hashes (src/server/serverSecret.ts). */
    secret: Buffer;
    reads: ReadMemo;
  }
  interface FastifyRequest {
    /** Set by the security hook; null on public operations and anonymous calls. */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/**
 * A glue service handler: gets the request (`req.server.db`, `req.auth`, `req.body`…) and returns
 * the response body (set `reply.code(201)` first for creations) or throws an HttpError.
 */
export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers by operationId. */
export type Handlers = Record<string, Handler>;
