import type { LocalDate } from '../../../contract/torontoTime';

/** The minimum age of an Ontario G1 licence, the first step of a driver's training. */
export const MINIMUM_AGE = 16;

export type BirthdayProblem = 'birthdayInvalid' | 'birthdayNotPast' | 'birthdayTooYoung';

/**
 * What is wrong with a birthday (`YYYY-MM-DD`) on the calendar day `today` (Toronto's), or
 * undefined when it is a real date at least 16 years back. Someone born on 29 February turns 16 on
 * 1 March of a common year (Date.UTC rolls the missing day over).
 */
export function birthdayProblem(day: string, today: LocalDate): BirthdayProblem | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return 'birthdayInvalid';
  const [year, month, date] = match.slice(1).map(Number);
  const born = Date.UTC(year, month - 1, date);
  if (new Date(born).toISOString().slice(0, 10) !== day) return 'birthdayInvalid';
  const now = Date.UTC(today.year, today.month - 1, today.day);
  if (born >= now) return 'birthdayNotPast';
  return Date.UTC(year + MINIMUM_AGE, month - 1, date) > now ? 'birthdayTooYoung' : undefined;
}
