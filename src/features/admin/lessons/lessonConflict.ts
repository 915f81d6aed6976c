import type { Error as ApiError } from '../../../api/signedInApi';
import type { MessageId } from '../../../i18n/messages';
import type { CallFailure } from '../../../components/forms/useSubmit';
import type { IntlShape } from 'react-intl';
import { conflictCode, conflictLimit } from '../../../api/conflictCode';

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

/** A refused lesson action in the office's words (the limit it would break, where there is one), when the office has its own words for it. */
export function lessonConflictWords(intl: IntlShape, error: CallFailure | undefined): string | undefined {
  const code = conflictCode(error);
  const id = Object.entries(CONFLICT_TEXT).find(([known]) => known === code)?.[1];
  return id && intl.formatMessage({ id }, { hours: conflictLimit(error) });
}
