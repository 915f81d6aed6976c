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

/** The limit a 409 says the request would break (`limit`: the in-car hours a day on `daily_limit`), if it says one. */
export function conflictLimit(error: FetchBaseQueryError | SerializedError | undefined): number | undefined {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 409) return undefined;
  const limit = (failure.body as { limit?: unknown } | null)?.limit;
  return typeof limit === 'number' ? limit : undefined;
}
