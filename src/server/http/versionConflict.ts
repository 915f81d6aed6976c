import type { FastifyRequest } from 'fastify';
import type { NotWritten } from '../db/versions';
import { HttpError, notFound } from './errors';

/** The row a versioned write returned; 404 when the row is gone, 409 (`staleMessage`) when it changed meanwhile. */
export function writtenRow<R extends object>(req: FastifyRequest, outcome: R | NotWritten, staleMessage: string): R {
  if (outcome === 'missing') throw notFound(req);
  if (outcome === 'stale') throw new HttpError(409, staleMessage);
  return outcome;
}
