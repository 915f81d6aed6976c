import type { Error as ApiError } from '../../../api/signedInApi';
import type { MessageId } from '../../../i18n/messages';
import type { CallFailure } from '../../../components/forms/useSubmit';
import type { IntlShape } from 'react-intl';
import { conflictCode, conflictDate, conflictLimit } from '../../../api/conflictCode';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';

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
  g1_missing: 'admin.lessons.conflict.g1Missing',
  g1_expired: 'admin.lessons.conflict.g1Expired',
  before_course_start: 'admin.lessons.conflict.beforeCourseStart',
  past_in_car_end: 'admin.lessons.conflict.pastInCarEnd',
  full_class_day: 'admin.lessons.conflict.fullClassDay',
};

/** The refusals the office may set aside with a reason kept on the lesson: the Ministry's BDE rules and the daily in-car limit. */
export const OVERRIDABLE: readonly ConflictCode[] = ['g1_missing', 'g1_expired', 'before_course_start', 'past_in_car_end', 'full_class_day', 'daily_limit'];

/** A refused lesson action in the office's words (the limit or day it names, where there is one), when the office has its own words for it. */
export function lessonConflictWords(intl: IntlShape, error: CallFailure | undefined): string | undefined {
  const code = conflictCode(error);
  const id = Object.entries(CONFLICT_TEXT).find(([known]) => known === code)?.[1];
  const date = conflictDate(error);
  return id && intl.formatMessage({ id }, { hours: conflictLimit(error), date: date && formatDate(date, intl.locale as Locale, { dateStyle: 'long' }) });
}
