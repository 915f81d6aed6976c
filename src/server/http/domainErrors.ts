import type { FastifyRequest } from 'fastify';
import { ConflictError, DomainError, ForbiddenError, InvalidError, NotFoundError, TooManyAttemptsError, UnauthenticatedError } from '../domain/errors';
import { HttpError, forbidden, invalid, notFound, unauthorized, type FieldErrors } from './errors';
import { langOf, type Translate } from './i18n';
import { dayText } from '../mail/formats';

/** A domain error as the HTTP error the API answers, worded in the caller's language with `m`. */
export function httpErrorOf<K extends string>(req: FastifyRequest, error: DomainError<K>, m: Translate<K>): HttpError {
  const word = (key: K | undefined, values?: Record<string, string | number>) => (key === undefined ? undefined : m(req, key, values));
  if (error instanceof InvalidError) {
    const fields: FieldErrors = {};
    for (const [field, entry] of Object.entries(error.fields) as [string, InvalidError<K>['fields'][string]][]) {
      if (entry === undefined) continue;
      fields[field] = [typeof entry === 'string' ? m(req, entry) : m(req, entry.key, entry.values)];
    }
    return invalid(req, fields);
  }
  if (error instanceof NotFoundError) return notFound(req, word(error.key));
  if (error instanceof ForbiddenError) return forbidden(req, word(error.key));
  if (error instanceof UnauthenticatedError) return unauthorized(req, word(error.key));
  if (error instanceof ConflictError) {
    const values = {
      ...(error.limit === undefined ? {} : { limit: error.limit }),
      ...(error.date === undefined ? {} : { date: dayText(error.date, langOf(req)) }),
    };
    return new HttpError(409, word(error.key, values) ?? error.message, { code: error.code, limit: error.limit, date: error.date });
  }
  if (error instanceof TooManyAttemptsError)
    return new HttpError(429, word(error.key, error.values) ?? error.message, { retryAfterSeconds: error.retryAfterSeconds });
  return new HttpError(500, error.message);
}

/**
 * Runs a domain call for a handler: its domain errors become HTTP errors worded with the
 * resource's messages `m`; anything else passes through unchanged.
 */
export async function inDomain<T, K extends string>(req: FastifyRequest, m: Translate<K>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DomainError) throw httpErrorOf(req, error, m);
    throw error;
  }
}
