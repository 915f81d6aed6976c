import { torontoDay } from '../../../contract/torontoTime';
import type { BdeCourse, BdeRuleCode } from '../../db/schema';
import { hasReachedAge } from '../customer/birthday';

/**
 * The last day of a course's in-car part: `months` after its start (a year by the Ministry's rule),
 * on the same day of the month; a day the month lacks runs on into the next (29 February → 1 March).
 */
export function inCarDeadline(courseStart: string, months: number): string {
  const [year, month, day] = courseStart.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

/** Whether someone born on `birthday` (YYYY-MM-DD) is under 18 on `today`; unknown birthdays count as adults. */
export function isMinor(birthday: string | null, today = torontoDay()): boolean {
  if (!birthday) return false;
  const [year, month, day] = today.split('-').map(Number);
  return !hasReachedAge(birthday, 18, { year, month, day });
}

/**
 * An Ontario driver's licence number as written on the card (`A1234-56789-01234`): a letter and 14
 * digits, spaces and hyphens ignored. Null when it is not one.
 */
export function licenceNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]\d{14}$/.test(compact)) return null;
  return `${compact.slice(0, 5)}-${compact.slice(5, 10)}-${compact.slice(10)}`;
}

/** An in-car booking a BDE rule refuses: the rule, and the day it names (when it frees up, or what has passed). */
export interface InCarRefusal {
  rule: Exclude<BdeRuleCode, 'daily_limit' | 'full_class_day'>;
  date?: string;
}

type InCarCourse = Pick<BdeCourse, 'course_start' | 'g1_number' | 'g1_expiry'>;

/**
 * Why Toronto day `day` lies outside the days a student of `course` may drive with the school, if it
 * does: before the course's first day, past the G1 licence's expiry (when one is recorded), past the
 * in-car part's last day (`inCarMonths` after the start).
 */
export function outsideInCarPart(course: InCarCourse, day: string, inCarMonths: number): InCarRefusal | null {
  if (day < course.course_start) return { rule: 'before_course_start', date: course.course_start };
  if (course.g1_expiry && course.g1_expiry < day) return { rule: 'g1_expired', date: course.g1_expiry };
  const end = inCarDeadline(course.course_start, inCarMonths);
  if (end < day) return { rule: 'past_in_car_end', date: end };
  return null;
}

/**
 * Why the Ministry's rules refuse an in-car lesson on Toronto day `day` to a student of `course`, if
 * they do: a G1 licence recorded (what the student can act on, so said first), and the day inside
 * the days they may drive.
 */
export function inCarRefusal(course: InCarCourse, day: string, inCarMonths: number): InCarRefusal | null {
  if (!course.g1_number || !course.g1_expiry) return { rule: 'g1_missing' };
  return outsideInCarPart(course, day, inCarMonths);
}
