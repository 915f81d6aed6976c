import type { IntlShape } from 'react-intl';
import type { Lesson, LessonStatus } from '../../../api/signedInApi';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import type { CallFailure } from '../../../components/forms/useSubmit';
import { conflictCode, conflictDate, conflictLimit, type ConflictCode } from '../../../api/conflictCode';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A lesson's or slot's day and hours in Toronto: "Thursday, December 3, 2026, 9:00 a.m.–11:00 a.m.". */
export function lessonTimeText(intl: IntlShape, { starts_at, ends_at }: { starts_at: string; ends_at: string }): string {
  const locale = intl.locale as Locale;
  // A time stays on one line ("10 h 00", "12:00 p.m."): only the sentence around it wraps.
  const time = (iso: string) => formatDate(iso, locale, TIME).replace(/ /g, '\u00a0');
  return intl.formatMessage({ id: 'lessons.when' }, { day: formatDate(starts_at, locale, DAY), from: time(starts_at), to: time(ends_at) });
}

/** A Toronto day (YYYY-MM-DD) in words: "Thursday, December 3, 2026". */
export const dayText = (day: string, locale: Locale) => formatDate(day, locale, DAY);

const LESSON_STATUS_LABEL: Record<Exclude<LessonStatus, 'cancelled'>, MessageId> = {
  booked: 'lessons.status.booked',
  completed: 'lessons.status.completed',
  no_show: 'lessons.status.noShow',
};

/** A lesson's status as the student reads it: a cancellation says whether its hours came back. */
export const lessonStatusLabel = (lesson: Pick<Lesson, 'status' | 'counted'>): MessageId =>
  lesson.status === 'cancelled'
    ? lesson.counted
      ? 'lessons.status.cancelledCounted'
      : 'lessons.status.cancelledReturned'
    : LESSON_STATUS_LABEL[lesson.status];

/** Why the server refused to book, move or cancel a lesson, in the student's words. */
const LESSON_CONFLICT_TEXT: Partial<Record<ConflictCode, MessageId>> = {
  slot_taken: 'lessons.conflict.slotTaken',
  student_busy: 'lessons.conflict.studentBusy',
  daily_limit: 'lessons.conflict.dailyLimit',
  no_hours: 'lessons.conflict.noHours',
  slot_unavailable: 'lessons.conflict.slotUnavailable',
  not_booked: 'lessons.conflict.notBooked',
  lesson_started: 'lessons.conflict.lessonStarted',
  inside_cutoff: 'lessons.conflict.insideCutoff',
  offer_ended: 'lessons.conflict.offerEnded',
  g1_missing: 'lessons.conflict.g1Missing',
  g1_expired: 'lessons.conflict.g1Expired',
  before_course_start: 'lessons.conflict.beforeCourseStart',
  past_in_car_end: 'lessons.conflict.pastInCarEnd',
  full_class_day: 'lessons.conflict.fullClassDay',
};

/** A 409 on a lesson in the student's words (the office's phone for what only the office can do); undefined for any other failure. */
export function lessonConflictText(intl: IntlShape, error: CallFailure): string | undefined {
  const code = conflictCode(error);
  const id = code && LESSON_CONFLICT_TEXT[code];
  const date = conflictDate(error);
  const values = { phone: intl.formatMessage({ id: 'footer.contact.phone' }), hours: conflictLimit(error), date: date && dayText(date, intl.locale as Locale) };
  return id ? intl.formatMessage({ id }, values) : undefined;
}
