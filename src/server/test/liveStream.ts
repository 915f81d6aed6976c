import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eventually } from './helpers';

/*
 * A client of the live-events stream over real HTTP (inject waits for an answer's end, which a
 * stream never has), reading its events as an EventSource would: `id`, `event` and `data` lines
 * up to a blank line; comment lines (heartbeats) are skipped.
 */

export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface LiveStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  /** Whether the server ended the stream. */
  ended(): boolean;
  /** Resolves with the first event after the first `skip` that `match` accepts (polled, as `eventually`). */
  next(what: string, match: (event: StreamEvent) => boolean, skip?: number): Promise<StreamEvent>;
  close(): void;
}

/** The origin of `app`, listening on a free port of 127.0.0.1 (once per app). */
export async function originOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function openLiveStream(app: FastifyInstance, topics: string, options: { lastEventId?: string } = {}): Promise<LiveStreamClient> {
  const origin = await originOf(app);
  const events: StreamEvent[] = [];
  let ended = false;
  let buffer = '';
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}/api/api/v1/live?topics=${encodeURIComponent(topics)}`,
      { headers: { accept: 'text/event-stream', ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (fields.has('data')) events.push({ id: fields.get('id'), event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data')!) });
          }
        });
        res.on('end', () => (ended = true));
        res.on('close', () => (ended = true));
        const client: LiveStreamClient = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          ended: () => ended,
          async next(what, match, skip = 0) {
            let found: StreamEvent | undefined;
            await eventually(what, () => (found = events.slice(skip).find(match)) !== undefined, 3_000);
            return found!;
          },
          close: () => request.destroy(),
        };
        // The greeting first: once it is read, the stream is subscribed.
        if (res.statusCode !== 200) return resolve(client);
        eventually('the stream greets', () => events.length > 0 || ended, 3_000).then(() => resolve(client), reject);
      },
    );
    request.on('error', (error) => {
      if (!ended) reject(error);
    });
  });
}
