import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Error as ApiError } from '../../../api/signedInApi';
import type { MessageId } from '../../../i18n/messages';
import { conflictCode } from '../../../api/conflictCode';

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

/** The message id for a refused booking action, when the office has its own words for it. */
export function conflictMessageId(error: FetchBaseQueryError | SerializedError | undefined): MessageId | undefined {
  const code = conflictCode(error);
  return Object.entries(CONFLICT_TEXT).find(([known]) => known === code)?.[1];
}
