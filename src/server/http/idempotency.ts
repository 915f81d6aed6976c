import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../db/schema';
import type { Executor } from '../domain/errors';
import { commitOn, type Commit } from '../domain/transaction';
import { HttpError, invalid } from './errors';
import { defineMessages } from './i18n';

/*
 * Idempotent retries of state-changing calls (README.md beside this file): the first answer to a
 * request sent with an Idempotency-Key is kept with the key, per user and operation, and a retry
 * of that request gets it again instead of making the change twice.
 */

/** How long a key is honoured; the sweeper deletes rows past it. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;

const HEADER = 'idempotency-key';
/** Set on an answer that is a kept one, as Stripe does. */
const REPLAYED_HEADER = 'idempotent-replayed';

const m = defineMessages({
  en: {
    reused: 'This Idempotency-Key was already used for a different request.',
    underWay: 'A request with this Idempotency-Key is still under way: try again in a moment.',
  },
  fr: {
    reused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    underWay: 'Une requête avec cette clé Idempotency-Key est encore en cours : réessayez dans un instant.',
  },
  ar: {
    reused: 'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف.',
    underWay: 'ما زال طلب بمفتاح Idempotency-Key هذا قيد التنفيذ: أعد المحاولة بعد قليل.',
  },
});

interface Scope {
  userId: number;
  operation: string;
  key: string;
  fingerprint: string;
}

/** A request with a key whose answer is not kept yet; `kept` once it is. */
const pending = new WeakMap<FastifyRequest, { scope: Scope; kept: boolean }>();

/** JSON with every object's keys sorted: the same request sent with its fields in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function scopeOf(req: FastifyRequest): Scope | null {
  const key = req.headers[HEADER];
  const operation = req.routeOptions.config.operationId;
  if (typeof key !== 'string' || !req.auth || !operation) return null;
  const fingerprint = createHash('sha256')
    .update(canonical({ params: req.params, query: req.query, body: req.body }))
    .digest('hex');
  return { userId: req.auth.user.id, operation, key, fingerprint };
}

const ofScope = (scope: Scope) => ({ user_id: scope.userId, operation: scope.operation, key: scope.key });

/** The kept answer of the scope's key, unless it has expired. */
async function keptAnswer(db: Executor, scope: Scope, now: Date) {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'body'])
    .where('user_id', '=', scope.userId)
    .where('operation', '=', scope.operation)
    .where('key', '=', scope.key)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Writes the key's row, or takes over an expired one; false when another request holds the key.
 * On PostgreSQL a concurrent request's uncommitted row makes this wait for its transaction: it
 * then finds that request's answer.
 */
async function claim(db: Executor, scope: Scope, answer: { status: number; body: string } | null, now: Date): Promise<boolean> {
  const row = {
    ...ofScope(scope),
    fingerprint: scope.fingerprint,
    status: answer?.status ?? null,
    body: answer?.body ?? null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + KEY_LIFETIME_MS).toISOString(),
  };
  const claimed = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'operation', 'key'])
        .doUpdateSet({ fingerprint: row.fingerprint, status: row.status, body: row.body, created_at: row.created_at, expires_at: row.expires_at })
        .where('idempotency_keys.expires_at', '<=', row.created_at),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function keepAnswer(trx: Transaction<Database>, scope: Scope, status: number, body: string): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ status, body })
    .where('user_id', '=', scope.userId)
    .where('operation', '=', scope.operation)
    .where('key', '=', scope.key)
    .execute();
}

/** Another request holds the key: its transaction committed first. */
class KeyTaken extends Error {}

/** The kept answer again, or 422 when the key was used for another request. */
function replay<B>(req: FastifyRequest, reply: FastifyReply, scope: Scope, kept: { fingerprint: string; status: number | null; body: string | null }): B {
  if (kept.fingerprint !== scope.fingerprint) throw invalid(req, { 'Idempotency-Key': [m(req, 'reused')] });
  if (kept.status === null || kept.body === null) throw new HttpError(409, m(req, 'underWay'));
  reply.code(kept.status).header(REPLAYED_HEADER, 'true');
  return JSON.parse(kept.body) as B;
}

export interface Change<R, B> {
  /** Makes the change, committing its last transaction through `commit` (see Commit). */
  change: (commit: Commit<R>) => Promise<R>;
  /** The answer's body for the change's result, read through `db` (it sets the status first when not 200). */
  answer: (db: Executor, result: R) => Promise<B>;
}

/**
 * Runs a state-changing operation for a handler. Without an Idempotency-Key, as it would run
 * anyway. With one: a kept answer of the same request is answered again (of another request, 422);
 * otherwise the key is claimed first thing in the change's transaction and its answer written in
 * it, so the change and its answer commit together, and a concurrent duplicate waits and answers
 * the same. An answer made without that transaction (no change, or an error below 500) is kept
 * as it is sent (`keepAnswerOnSend`).
 */
export async function idempotent<R, B>(req: FastifyRequest, reply: FastifyReply, { change, answer }: Change<R, B>): Promise<B> {
  const db: Kysely<Database> = req.server.db;
  const scope = scopeOf(req);
  if (!scope) return answer(db, await change(commitOn(db)));
  const kept = await keptAnswer(db, scope, new Date());
  if (kept) return replay(req, reply, scope, kept);

  const state = { scope, kept: false };
  pending.set(req, state);
  let committed: { body: B } | undefined;
  const commit: Commit<R> = async (work) => {
    let body: B | undefined;
    const result = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, scope, null, new Date()))) throw new KeyTaken();
      const made = await work(trx);
      body = await answer(trx, made);
      await keepAnswer(trx, scope, reply.statusCode, JSON.stringify(body));
      return made;
    });
    committed = { body: body as B };
    state.kept = true;
    return result;
  };
  try {
    const result = await change(commit);
    return committed ? committed.body : await answer(db, result);
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    state.kept = true;
    const first = await keptAnswer(db, scope, new Date());
    if (!first) throw new HttpError(409, m(req, 'underWay'));
    return replay(req, reply, scope, first);
  }
}

/**
 * Keeps the answer of a keyed request that made no change in its own transaction (a refusal, or
 * nothing to change), as sent. A 5xx is not kept: the retry may succeed. A failure to keep it
 * leaves the answer as it is (the retry then runs again, which such an answer allows).
 */
export const keepAnswerOnSend: onSendAsyncHookHandler<unknown> = async (req, reply, payload) => {
  const state = pending.get(req);
  if (!state || state.kept || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
  state.kept = true;
  try {
    await claim(req.server.db, state.scope, { status: reply.statusCode, body: payload }, new Date());
  } catch (error) {
    req.log.warn({ err: error }, 'the answer to an idempotent request could not be kept');
  }
  return payload;
};

/** Deletes the keys past their lifetime; answers how many. */
export async function sweepIdempotencyKeys(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
