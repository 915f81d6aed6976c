import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { t } from '../http/i18n';
import type { LiveEvent } from './hub';
import { parseTopics } from './topics';

/*
 * One live-events stream (`streamLiveEvents`, @fastify/sse): subscribed before its headers leave,
 * so a write committed once the client sees the answer start is never missed; greeted with
 * `ready`, whose id is the latest event's (the browser's first reconnection then sends a
 * Last-Event-ID the hub can answer exactly) and whose `retry` sets the browser's reconnection
 * delay; then what a reconnecting client missed, or `resync`. It ends after LIVE_STREAM_MAX_MS:
 * the browser reconnects by itself, to whichever process the balancer picks, so clients spread
 * over processes started later and a connection a proxy lost silently does not stay forever.
 */

/** The browser's reconnection delay: a restarting server's clients come back over seconds, not at once. */
const RETRY_MS = 3_000;
/** When a full process asks a refused client to try again (it polls meanwhile). */
const FULL_RETRY_SECONDS = 30;

const message = (event: LiveEvent) => ({ id: event.id, event: event.kind, data: { topics: event.topics } });

export async function openLiveStream(req: FastifyRequest<{ Querystring: { topics: string } }>, reply: FastifyReply): Promise<undefined> {
  const { live, config } = req.server;
  const topics = parseTopics(req.query.topics);
  // The stream is public: a cap per process keeps a flood of them from holding every socket and
  // byte of memory. A refused client polls, as when the stream is down.
  if (live.size() >= config.liveStreamsMax) {
    throw new HttpError(503, t(req, 'error.unavailable'), { retryAfterSeconds: FULL_RETRY_SECONDS });
  }
  const sse = reply.sse;
  sse.keepAlive();
  const send = (event: LiveEvent) => {
    if (sse.isConnected) sse.send(message(event)).catch(() => undefined);
  };
  const unsubscribe = live.subscribe({ topics, deliver: send, end: () => sse.close() });
  const lifetime = setTimeout(() => sse.close(), config.liveStreamMaxMs);
  lifetime.unref();
  sse.onClose(() => {
    clearTimeout(lifetime);
    unsubscribe();
  });
  if (!sse.isConnected) return undefined;
  sse.sendHeaders(200);
  await sse.send({ id: live.lastId(), event: 'ready', data: { topics }, retry: RETRY_MS });
  if (sse.lastEventId) {
    const missed = live.missedSince(sse.lastEventId, topics);
    if (missed === 'resync') send({ id: live.lastId(), kind: 'resync', topics });
    else for (const event of missed) send(event);
  }
  return undefined;
}
