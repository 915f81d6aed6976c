import type { CardPayments } from '../payments/provider';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../contract/generated/openapi.gen';
import type { OperationId, Tag, operations as operationTable } from '../../contract/generated/operations.gen';
import type { Kysely } from 'kysely';
import type { Blobs } from '../blobs/blobStore';
import type { Config } from '../config';
import type { Engine } from '../db/connect';
import type { ReadMemo } from '../db/readMemo';
import type { Database, User } from '../db/schema';
import type { MailOutbox } from '../mail/outbox';
import type { SharedRateLimits } from './sharedRateLimits';
import type { Lifecycle } from './lifecycle';
import type { LiveHub } from '../live/hub';

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
    /** Uploads and private documents, on the disk or in the database (src/server/blobs). */
    blobs: Blobs;
    /** The key of keyed hashes (src/server/serverSecret.ts). */
    secret: Buffer;
    /** Answers kept while the database is unchanged (src/server/db/readMemo.ts). */
    reads: ReadMemo;
    /** The same for bearer tokens' owners, kept apart and more of them (src/server/app.ts). */
    tokenReads: ReadMemo;
    /** Card payments (Stripe Checkout), or null when the school is paid at the office only. */
    cardPayments: CardPayments | null;
    /** Rate limits counted in Redis (REDIS_URL), or null when each process counts its own. */
    sharedLimits: SharedRateLimits | null;
    /** Starting, ready or draining (readiness, graceful shutdown). */
    lifecycle: Lifecycle;
    /** The live events' streams (src/server/live). */
    live: LiveHub;
  }
  interface FastifyRequest {
    /** Set by the security hook; null on public operations and anonymous calls. */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
    /** The security headers of the route's answers, when not those of a page (app.ts). */
    securityHeaders?: Record<string, string>;
  }
}

type ValueOf<T> = T[keyof T];
type Operation<K extends OperationId> = operations[K];

/** The body's type under whichever media type the operation declares; undefined without a body. */
type BodyOf<O> = O extends { requestBody: { content: infer C } }
  ? ValueOf<C>
  : O extends { requestBody?: { content: infer C } }
    ? ValueOf<C> | undefined
    : undefined;

/** A request part (`path`, `query`) as the contract types it; `{}` when the operation has none. */
type PartOf<O, Part extends 'path' | 'query'> = O extends { parameters: { [P in Part]?: infer T } }
  ? [T] extends [never | undefined]
    ? Record<string, never>
    : NonNullable<T>
  : Record<string, never>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body of every success response the contract declares (undefined for one without content). */
type ReplyOf<O> = O extends { responses: infer R }
  ? ValueOf<{
      [S in keyof R & SuccessStatus]: R[S] extends { content: { 'application/json': infer J } } ? J : undefined;
    }>
  : never;

/** The caller of operation K: always there when its security requires a token (the security hook refuses the call otherwise). */
type AuthOf<K extends OperationId> = (typeof operationTable)[K]['anonymous'] extends false ? Auth : Auth | null;

/** The request of operation K, its body, path parameters and query typed from the contract, and its caller. */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<Operation<K>>;
  Params: PartOf<Operation<K>, 'path'>;
  Querystring: PartOf<Operation<K>, 'query'>;
}> & { auth: AuthOf<K> };

/** What operation K's handler answers: one of the contract's success bodies. */
export type OperationReply<K extends OperationId> = ReplyOf<Operation<K>>;

/** The JSON body operation K's contract declares for status S. */
export type AnswerBody<K extends OperationId, S extends number> =
  Operation<K> extends { responses: infer R } ? (S extends keyof R ? (R[S] extends { content: { 'application/json': infer J } } ? J : never) : never) : never;

/** A reply already sent by `answer` (src/server/http/answer.ts): an error whose body says more than a message. */
export type SentAnswer = FastifyReply & { readonly sentAnswer: true };

/**
 * A glue service handler: gets the request (`req.server.db`, `req.auth`, `req.body`…) and returns
 * the response body (set `reply.code(201)` first for creations), throws an HttpError, or returns
 * an answer of another status sent with `answer`.
 */
export type Handler<K extends OperationId> = (req: OperationRequest<K>, reply: FastifyReply) => Promise<OperationReply<K> | SentAnswer>;

/** One handler per operation of the contract: a missing one does not compile. */
export type Handlers = { [K in OperationId]: Handler<K> };

/** Some operations' handlers: resource handler tables, merged into `Handlers` by src/server/resources/index.ts. */
export type HandlersOf<K extends OperationId> = Pick<Handlers, K>;

/**
 * The operations a resource owns: those whose first tag is T. Later tags only widen what a
 * mutation refreshes in the client's cache (a booking changes the seats of a package's list).
 */
export type OwnedOperation<T extends Tag> = { [K in OperationId]: (typeof operationTable)[K]['tags'][0] extends T ? K : never }[OperationId];

/** The handlers of the operations owned by tag T: a resource's handler table. */
export type TagHandlers<T extends Tag> = HandlersOf<OwnedOperation<T>>;
