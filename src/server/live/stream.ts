import type { FastifyReply, FastifyRequest } from 'fastify';
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

const message = (event: LiveEvent) => ({ id: event.id, event: event.kind, data: { topics: event.topics } });

export async function openLiveStream(req: FastifyRequest<{ Querystring: { topics: string } }>, reply: FastifyReply): Promise<undefined> {
  const { live, config } = req.server;
  const topics = parseTopics(req.query.topics);
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
