import type { LocalDate } from '../../../contract/torontoTime';

/** The minimum age of an Ontario G1 licence, the first step of a driver's training. */
export const MINIMUM_AGE = 16;

export type BirthdayProblem = 'birthdayInvalid' | 'birthdayNotPast' | 'birthdayTooYoung';

/**
 * What is wrong with a birthday (`YYYY-MM-DD`) on the calendar day `today` (Toronto's), or
 * undefined when it is a real date at least 16 years back.
 */
export function birthdayProblem(day: string, today: LocalDate): BirthdayProblem | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return 'birthdayInvalid';
  const [year, month, date] = match.slice(1).map(Number);
  const born = Date.UTC(year, month - 1, date);
  if (new Date(born).toISOString().slice(0, 10) !== day) return 'birthdayInvalid';
  if (born >= Date.UTC(today.year, today.month - 1, today.day)) return 'birthdayNotPast';
  return hasReachedAge(day, MINIMUM_AGE, today) ? undefined : 'birthdayTooYoung';
}

/**
 * Whether someone born on `day` (a real `YYYY-MM-DD`) is `years` old on `today`. Born on 29
 * February, they reach it on 1 March of a common year (Date.UTC rolls the missing day over).
 */
export function hasReachedAge(day: string, years: number, today: LocalDate): boolean {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year + years, month - 1, date) <= Date.UTC(today.year, today.month - 1, today.day);
}
