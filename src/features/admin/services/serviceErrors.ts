import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure, fieldMessages } from '../../../api';

/**
 * The error text of a service call: validation errors flattened and joined with a comma, else
 * the server's message, else the operation's own fallback.
 */
export function serviceErrorText(error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string {
  const failure = describeFailure(error);
  if (failure.kind !== 'http') return fallback;
  const body = (failure.body ?? {}) as { errors?: unknown; message?: unknown };
  const fields = fieldMessages(body.errors);
  if (fields.length > 0) return fields.join(', ');
  return typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
}
