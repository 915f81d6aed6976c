import { torontoDay } from '../../../contract/torontoTime';

/** The minimum age of an Ontario G1 licence (the server holds the same rule). */
export const MINIMUM_AGE = 16;

export type BirthdayProblem = 'invalid' | 'notPast' | 'tooYoung';

const utcDay = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, date);
  return new Date(time).toISOString().slice(0, 10) === day ? { year, month, date, time } : undefined;
};

/**
 * What is wrong with a birthday (`YYYY-MM-DD`) on Toronto's date `today`, or undefined when it is
 * at least 16 years back. Born on 29 February: 16 on 1 March of a common year (Date.UTC rolls over).
 */
export function birthdayProblem(day: string, today: string = torontoDay()): BirthdayProblem | undefined {
  const born = utcDay(day);
  const now = utcDay(today);
  if (!born || !now) return 'invalid';
  if (born.time >= now.time) return 'notPast';
  return Date.UTC(born.year + MINIMUM_AGE, born.month - 1, born.date) > now.time ? 'tooYoung' : undefined;
}
