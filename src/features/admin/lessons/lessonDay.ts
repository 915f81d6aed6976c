import type { LocalDate } from '../../../api/signedInApi';
import { torontoDay } from '../../../contract/torontoTime';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { hoursIn } from '../shared/classDate';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the URL when it is a real calendar day (`YYYY-MM-DD`), otherwise Toronto's today. */
export function dayFrom(value: string | null, today: LocalDate = torontoDay()): LocalDate {
  if (!value || !DAY.test(value)) return today;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : today;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** An instant's time in Toronto ("14:30"), kept left to right inside Arabic text. */
export const clockText = (instant: string, locale: Locale) => hoursIn(locale, formatDate(instant, locale, CLOCK));

/** A lesson's hours in Toronto ("09:00–11:00"), kept left to right inside Arabic text. */
export function lessonHoursText(lesson: { starts_at: string; ends_at: string }, locale: Locale): string {
  return hoursIn(locale, `${formatDate(lesson.starts_at, locale, CLOCK)}–${formatDate(lesson.ends_at, locale, CLOCK)}`);
}

/** A lesson's day and hours, as the office's dialogs name it ("Jan 15, 2026, 09:00–11:00"). */
export function lessonWhenText(lesson: { starts_at: string; ends_at: string }, locale: Locale): string {
  return `${formatDate(lesson.starts_at, locale, { dateStyle: 'medium' })}, ${lessonHoursText(lesson, locale)}`;
}

/** Whether the lesson has begun: only then can the office say how it went. */
export const hasStarted = (lesson: { starts_at: string }, now: Date = new Date()) => new Date(lesson.starts_at).getTime() <= now.getTime();

/** Whether a cancellation now is past the free-cancellation cut-off, so its hours would be counted by the rule. */
export const insideCutoff = (lesson: { free_cancel_until: string }, now: Date = new Date()) => new Date(lesson.free_cancel_until).getTime() <= now.getTime();
