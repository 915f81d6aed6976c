import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure } from '../../../api';

/** The machine-readable reason of a 409 (`has_bookings`, `stale`…), undefined for any other failure. */
export function conflictCode(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 409) return undefined;
  const code = (failure.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
