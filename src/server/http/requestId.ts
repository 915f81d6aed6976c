import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/*
 * Every request has an id, on each of its log lines (`reqId`) and on its answer (`X-Request-Id`),
 * so one request can be followed from the load balancer's log to the server's. The balancer's id
 * is kept when it sends one that looks like an id (at most 128 characters of letters, digits and
 * `. _ : + / = @ -`); anything else, which could be a client's attempt to forge log lines, is
 * replaced by a fresh UUID.
 */

const SANE = /^[\w.:+/=@-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE.test(given) ? given : randomUUID();
}
