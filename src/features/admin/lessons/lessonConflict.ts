import type { Error as ApiError } from '../../../api/signedInApi';
import type { MessageId } from '../../../i18n/messages';
import type { CallFailure } from '../../../components/forms/useSubmit';
import { conflictCode } from '../../../api/conflictCode';

type ConflictCode = NonNullable<ApiError['code']>;

/** The office's words for each refusal of a lesson action. */
const CONFLICT_TEXT: Partial<Record<ConflictCode, MessageId>> = {
  slot_taken: 'admin.lessons.conflict.slotTaken',
  student_busy: 'admin.lessons.conflict.studentBusy',
  daily_limit: 'admin.lessons.conflict.dailyLimit',
  no_hours: 'admin.lessons.conflict.noHours',
  slot_unavailable: 'admin.lessons.conflict.slotUnavailable',
  not_booked: 'admin.lessons.conflict.notBooked',
  lesson_started: 'admin.lessons.conflict.lessonStarted',
  inside_cutoff: 'admin.lessons.conflict.insideCutoff',
  not_started: 'admin.lessons.conflict.notStarted',
};

/** The message id for a refused lesson action, when the office has its own words for it. */
export function lessonConflictMessageId(error: CallFailure | undefined): MessageId | undefined {
  const code = conflictCode(error);
  return Object.entries(CONFLICT_TEXT).find(([known]) => known === code)?.[1];
}
