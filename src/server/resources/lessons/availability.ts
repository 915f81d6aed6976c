import type { Executor } from '../../domain/errors';
import { addDays, torontoInstant, weekdayOf } from '../../../contract/torontoTime';

/** A stretch of time an instructor can teach, as UTC instants (ms). */
export interface AvailabilityWindow {
  instructorId: number;
  start: number;
  end: number;
}

/** Toronto wall-clock hours on a weekday (0 is Sunday), `HH:MM`, `24:00` ending the day. */
export interface WeeklyHours {
  weekday: number;
  from_time: string;
  to_time: string;
}

/** A Toronto date off (no times) or with extra hours. */
export interface AvailabilityException {
  date: string;
  kind: 'off' | 'extra';
  from_time: string | null;
  to_time: string | null;
}

/** One instructor's weekly hours and exceptions, as kept. */
export interface InstructorHours {
  weekly: WeeklyHours[];
  exceptions: AvailabilityException[];
}

/** The Toronto dates whose windows may overlap [from, to) (ms): Toronto is never more than a day from UTC. */
function datesAround(range: { from: number; to: number }): string[] {
  const last = addDays(new Date(range.to).toISOString().slice(0, 10), 1);
  const dates: string[] = [];
  for (let date = addDays(new Date(range.from).toISOString().slice(0, 10), -1); date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The windows hours give on `dates` (weekday hours unless the date is off, plus its extra hours),
 * each converted at its own date's offset so a daylight-saving change day starts and ends at the
 * right instants; windows that touch or overlap are joined (an evening ending at 24:00 runs on
 * into the next morning's hours). `validOn` says on which dates the instructor may teach at all.
 */
export function windowsOfHours(
  instructorId: number,
  hours: InstructorHours,
  dates: readonly string[],
  validOn: (date: string) => boolean = () => true,
): AvailabilityWindow[] {
  const off = new Set(hours.exceptions.filter((e) => e.kind === 'off').map((e) => e.date));
  const windows: AvailabilityWindow[] = [];
  const add = (date: string, from: string, to: string) => {
    const start = torontoInstant(date, from).getTime();
    // `24:00` is the next date's midnight, whatever that day's offset.
    const end = to === '24:00' ? torontoInstant(addDays(date, 1), '00:00').getTime() : torontoInstant(date, to).getTime();
    if (end > start) windows.push({ instructorId, start, end });
  };
  for (const date of dates) {
    if (!validOn(date)) continue;
    if (!off.has(date)) for (const w of hours.weekly) if (w.weekday === weekdayOf(date)) add(date, w.from_time, w.to_time);
    for (const e of hours.exceptions) if (e.kind === 'extra' && e.date === date && e.from_time && e.to_time) add(date, e.from_time, e.to_time);
  }
  windows.sort((a, b) => a.start - b.start);
  const joined: AvailabilityWindow[] = [];
  for (const w of windows) {
    const last = joined[joined.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else joined.push({ ...w });
  }
  return joined;
}

/** Windows of `hours` overlapping [from, to) (ms). */
export const hoursWindows = (instructorId: number, hours: InstructorHours, range: { from: number; to: number }) =>
  windowsOfHours(instructorId, hours, datesAround(range)).filter((w) => w.end > range.from && w.start < range.to);

/** One instructor's weekly hours and the exceptions on `fromDate` or later (all when absent). */
export async function readHours(db: Executor, instructorId: number, fromDate?: string): Promise<InstructorHours> {
  let exceptions = db
    .selectFrom('instructor_exceptions')
    .select(['date', 'kind', 'from_time', 'to_time'])
    .where('instructor_id', '=', instructorId)
    .orderBy('date')
    .orderBy('kind', 'desc')
    .orderBy('from_time');
  if (fromDate !== undefined) exceptions = exceptions.where('date', '>=', fromDate);
  const [weekly, rows] = await Promise.all([
    db
      .selectFrom('instructor_weekly_hours')
      .select(['weekday', 'from_time', 'to_time'])
      .where('instructor_id', '=', instructorId)
      .orderBy('weekday')
      .orderBy('from_time')
      .execute(),
    exceptions.execute(),
  ]);
  return { weekly, exceptions: rows };
}

/**
 * The availability of accepted instructors (one, or all) overlapping [from, to) (ms), as instants:
 * their weekly hours and exceptions on the Toronto dates their licence is valid. This module alone
 * reads availability, so a different way of keeping it changes nothing else.
 */
export async function availabilityWindows(db: Executor, range: { from: number; to: number }, instructorId?: number): Promise<AvailabilityWindow[]> {
  const dates = datesAround(range);
  let instructors = db
    .selectFrom('instructors')
    .select(['id', 'licence_expires_on'])
    .where('status', '=', 'accepted')
    .where('licence_expires_on', 'is not', null)
    .where('licence_expires_on', '>=', dates[0]);
  if (instructorId !== undefined) instructors = instructors.where('id', '=', instructorId);
  const licensed = await instructors.execute();
  if (licensed.length === 0) return [];
  const ids = licensed.map((i) => i.id);
  const [weekly, exceptions] = await Promise.all([
    db.selectFrom('instructor_weekly_hours').select(['instructor_id', 'weekday', 'from_time', 'to_time']).where('instructor_id', 'in', ids).execute(),
    db
      .selectFrom('instructor_exceptions')
      .select(['instructor_id', 'date', 'kind', 'from_time', 'to_time'])
      .where('instructor_id', 'in', ids)
      .where('date', '>=', dates[0])
      .where('date', '<=', dates[dates.length - 1])
      .execute(),
  ]);
  return licensed
    .flatMap((i) =>
      windowsOfHours(
        i.id,
        { weekly: weekly.filter((w) => w.instructor_id === i.id), exceptions: exceptions.filter((e) => e.instructor_id === i.id) },
        dates,
        (date) => date <= i.licence_expires_on!,
      ),
    )
    .filter((w) => w.end > range.from && w.start < range.to);
}
