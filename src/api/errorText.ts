import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

const BULLET = ' • ';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Field messages of the Error schema's `errors` (field name to its messages), in field order, flattened. */
export function fieldMessages(errors: unknown): string[] {
  if (!isRecord(errors)) return [];
  return Object.values(errors).flatMap((messages) => (Array.isArray(messages) ? messages.filter(nonEmpty) : []));
}

/**
 * The text to show for an error body, read as the spec's Error schema: its field messages (joined
 * with a bullet), else its message. A body that is not JSON (a proxy's error page) is shown as it
 * came. Undefined when there is no body, or no message in it: the screen then words the status.
 */
export function extractServerErrorText(body: unknown, { separator = BULLET }: { separator?: string } = {}): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  if (typeof body === 'string') return body;
  if (!isRecord(body)) return undefined;
  const fields = fieldMessages(body.errors);
  return fields.length ? fields.join(separator) : nonEmpty(body.message) ? body.message : undefined;
}

export type ApiFailure = { kind: 'http'; status: number; body: unknown } | { kind: 'network'; detail?: string } | { kind: 'timeout' };

/** Sorts an RTK Query error into what a screen needs to word its message. */
export function describeFailure(error: FetchBaseQueryError | SerializedError | undefined): ApiFailure {
  if (!error) return { kind: 'network' };
  if ('status' in error) {
    if (typeof error.status === 'number') return { kind: 'http', status: error.status, body: error.data };
    if (error.status === 'TIMEOUT_ERROR') return { kind: 'timeout' };
    if (error.status === 'PARSING_ERROR') return { kind: 'http', status: error.originalStatus, body: error.data };
    return { kind: 'network', detail: 'error' in error ? error.error : undefined };
  }
  return { kind: 'network', detail: error.message };
}
