import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure } from '../../../api';

/** The `code` of a 409 answer, if the failure is one. */
export function conflictCode(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 409) return undefined;
  const { body } = failure;
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
}
