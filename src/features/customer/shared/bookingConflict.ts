import { describeFailure, type ApiFailure } from '../../../api';
import type { Error as ApiError } from '../../../api/enrolment';
import type { CallFailure } from '../../../components/forms/useSubmit';

export type ConflictCode = NonNullable<ApiError['code']>;

/** Why the server refused a booking or payment with a 409 (`sold_out`, `hold_expired`…), if it did. */
export function conflictCode(error: CallFailure): ConflictCode | undefined {
  const failure: ApiFailure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 409) return undefined;
  const code = (failure.body as Partial<ApiError> | null)?.code;
  return code ?? undefined;
}
