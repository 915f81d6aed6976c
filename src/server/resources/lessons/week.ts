import type { Lesson } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { addDays, mondayOf, torontoMoment } from '../../../contract/torontoTime';
import { heldBetween } from '../cancellationList/repository';
import { readSettings } from '../settings/repository';
import { availabilityWindows, type AvailabilityWindow } from './availability';
import { dayStart, instructorName } from './domain';
import { acceptedInstructors, instructorsById, lessonsBetween, studentsById } from './repository';
import type { LessonContext } from './responses';
import { HALF_HOUR_MS, unitsOf } from './slots';

/** A held slot of the week, with its student. */
export type HeldSlot = Awaited<ReturnType<typeof heldBetween>>[number];

/** A stretch of time, as UTC instants (ms). */
export interface Span {
  start: number;
  end: number;
}

/**
 * The whole half-hours of `windows` inside `range` that start after `now` and that no lesson or
 * held slot takes (`taken`: their half-hours' instants, ms), joined into spans in start order.
 */
export function freeSpans(windows: readonly AvailabilityWindow[], taken: ReadonlySet<number>, range: Span, now: number): Span[] {
  const spans: Span[] = [];
  for (const w of windows) {
    const end = Math.min(w.end, range.end);
    for (let unit = Math.ceil(Math.max(w.start, range.start, now) / HALF_HOUR_MS) * HALF_HOUR_MS; unit + HALF_HOUR_MS <= end; unit += HALF_HOUR_MS) {
      if (taken.has(unit)) continue;
      const last = spans[spans.length - 1];
      if (last && last.end === unit) last.end = unit + HALF_HOUR_MS;
      else spans.push({ start: unit, end: unit + HALF_HOUR_MS });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

export interface OfficeWeek {
  from: string;
  to: string;
  instructors: { id: number; lessons: Lesson[]; free: Span[]; held: HeldSlot[] }[];
  context: LessonContext;
}

/**
 * The office's Toronto week (Monday to Sunday) holding `day` (today's by default), by instructor
 * (by name): every accepted instructor and any other with a lesson that week. The lessons that hold
 * time, the slots held for the cancellation list, and the published hours neither takes from `now`
 * on. A constant number of queries (the week's lessons, holds and availability of all instructors
 * at once), whatever the number of instructors.
 */
export async function officeWeek(db: Executor, day?: string, now = new Date().toISOString()): Promise<OfficeWeek> {
  const from = mondayOf(day ?? torontoMoment(new Date(now)).date);
  const range: Span = { start: dayStart(from), end: dayStart(addDays(from, 7)) };
  const iso = { from: new Date(range.start).toISOString(), to: new Date(range.end).toISOString() };
  const [accepted, rows, held, windows, settings] = await Promise.all([
    acceptedInstructors(db),
    lessonsBetween(db, iso, undefined, 5000),
    heldBetween(db, iso, now),
    availabilityWindows(db, { from: range.start, to: range.end }),
    readSettings(db),
  ]);
  const lessons = rows.filter((l) => l.status !== 'cancelled');
  const names = new Map(accepted.map((i) => [i.id, i]));
  const others = lessons.map((l) => l.instructor_id).filter((id) => !names.has(id));
  const [otherNames, students] = await Promise.all([
    others.length ? instructorsById(db, others) : Promise.resolve(new Map<number, (typeof accepted)[number]>()),
    studentsById(
      db,
      lessons.map((l) => l.student_id),
    ),
  ]);
  for (const [id, row] of otherNames) names.set(id, row);

  const nowMs = Date.parse(now);
  const instructors = [...names.values()]
    .map((i) => ({ id: i.id, name: instructorName(i) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map(({ id }) => {
      const own = lessons.filter((l) => l.instructor_id === id);
      const holds = held.filter((h) => h.instructor_id === id);
      const taken = new Set(
        [...own.map((l) => unitsOf(Date.parse(l.starts_at), l.duration_minutes)), ...holds.map((h) => unitsOf(Date.parse(h.starts_at), h.duration_minutes))]
          .flat()
          .map(Date.parse),
      );
      return {
        id,
        lessons: own,
        held: holds,
        free: freeSpans(
          windows.filter((w) => w.instructorId === id),
          taken,
          range,
          nowMs,
        ),
      };
    });
  return { from, to: addDays(from, 6), instructors, context: { instructors: names, students, cutoffHours: settings.lesson_cancel_cutoff_hours } };
}
