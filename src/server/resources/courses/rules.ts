import { torontoDay } from '../../../contract/torontoTime';
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
