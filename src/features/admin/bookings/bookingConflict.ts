import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure } from '../../../api';
import type { Error as ApiError } from '../../../api/enrolment';
import type { MessageId } from '../../../i18n/messages';

type ConflictCode = NonNullable<ApiError['code']>;

/** The office's words for each refusal of a booking action; the server's own text serves the rest. */
const CONFLICT_TEXT: Partial<Record<ConflictCode, MessageId>> = {
  hold_expired: 'admin.bookings.conflict.holdExpired',
  already_paid: 'admin.bookings.conflict.alreadyPaid',
  not_payable: 'admin.bookings.conflict.notPayable',
  not_cancellable: 'admin.bookings.conflict.notCancellable',
  not_refundable: 'admin.bookings.conflict.notRefundable',
  stale: 'admin.bookings.conflict.stale',
};

/** The `code` of a 409 answer, if the failure is one. */
export function conflictCode(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  const failure = describeFailure(error);
  if (failure.kind !== 'http' || failure.status !== 409) return undefined;
  const { body } = failure;
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
}

/** The message id for a refused booking action, when the office has its own words for it. */
export function conflictMessageId(error: FetchBaseQueryError | SerializedError | undefined): MessageId | undefined {
  const code = conflictCode(error);
  return Object.entries(CONFLICT_TEXT).find(([known]) => known === code)?.[1];
}
