import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { components } from '../contract/generated/openapi.gen';
import { describeFailure } from './errorText';

export type ConflictCode = NonNullable<components['schemas']['Error']['code']>;

/**
 * Why the server refused with a 409 (`stale`, `sold_out`, `booked_lessons`…), if it did. Not in the
 * api's index: only lazily loaded screens read it, so the public pages' bundle does not carry it.
 */
export function conflictCode(error: FetchBaseQueryError | SerializedError | undefined): ConflictCode | undefined {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 409) return undefined;
  const code = (failure.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (code as ConflictCode) : undefined;
}

/** A field of a 409's body, if the server refused with one and the field has the type asked for. */
function conflictField<T extends 'number' | 'string'>(error: FetchBaseQueryError | SerializedError | undefined, field: string, type: T) {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 409) return undefined;
  const value = (failure.body as Record<string, unknown> | null)?.[field];
  return typeof value === type ? (value as T extends 'number' ? number : string) : undefined;
}

/** The limit a 409 says the request would break (`limit`: the in-car hours a day on `daily_limit`), if it says one. */
export const conflictLimit = (error: FetchBaseQueryError | SerializedError | undefined) => conflictField(error, 'limit', 'number');

/** The day (YYYY-MM-DD) a 409's rule names (a BDE course's first or last in-car day, a G1 licence's expiry), if it names one. */
export const conflictDate = (error: FetchBaseQueryError | SerializedError | undefined) => conflictField(error, 'date', 'string');
