import type { Executor } from '../../domain/errors';
import { torontoInstant } from '../../domain/torontoTime';

/** A stretch of time an instructor can teach, as UTC instants (ms). */
export interface AvailabilityWindow {
  instructorId: number;
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

/** The date `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The availability of accepted instructors (one, or all) overlapping [from, to) (ms), as instants.
 * Availability is kept as Toronto dates with wall-clock hours; this module alone reads it, so a
 * different way of keeping it changes nothing else. A window is converted at its own date's
 * offset, so one on a daylight-saving change day starts at the right instant.
 */
export async function availabilityWindows(db: Executor, range: { from: number; to: number }, instructorId?: number): Promise<AvailabilityWindow[]> {
  // Toronto dates are never more than a day away from UTC dates.
  const firstDay = addDays(new Date(range.from).toISOString().slice(0, 10), -1);
  const lastDay = addDays(new Date(range.to).toISOString().slice(0, 10), 1);
  let query = db
    .selectFrom('instructor_exceptions')
    .innerJoin('instructors', 'instructors.id', 'instructor_exceptions.instructor_id')
    .select(['instructor_exceptions.instructor_id', 'instructor_exceptions.date', 'instructor_exceptions.from_time', 'instructor_exceptions.to_time'])
    .where('instructors.status', '=', 'accepted')
    .where('instructor_exceptions.kind', '=', 'extra')
    .where('instructor_exceptions.date', '>=', firstDay)
    .where('instructor_exceptions.date', '<=', lastDay);
  if (instructorId !== undefined) query = query.where('instructor_exceptions.instructor_id', '=', instructorId);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      instructorId: row.instructor_id,
      start: torontoInstant(row.date, row.from_time!).getTime(),
      end: torontoInstant(row.date, row.to_time!).getTime(),
    }))
    .filter((w) => w.end > w.start && w.end > range.from && w.start < range.to);
}
