import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { invalid, type FieldErrors } from './errors';
import { t } from './i18n';

/*
 * A NUL character is valid JSON and valid multipart, but PostgreSQL text cannot hold it (and no
 * person types it): such input is refused as a field error before it reaches a query, on both
 * databases alike.
 */

function collect(value: unknown, field: string, out: FieldErrors, req: FastifyRequest): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out[field || 'body'] = [t(req, 'validation.nulCharacter')];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, field ? `${field}.${index}` : String(index), out, req));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, field ? `${field}.${key}` : key, out, req);
  }
}

export const rejectNulCharacters: preValidationAsyncHookHandler = async function rejectNulCharacters(req) {
  const errors: FieldErrors = {};
  collect(req.query, '', errors, req);
  collect(req.body, '', errors, req);
  if (Object.keys(errors).length > 0) throw invalid(req, errors);
};
