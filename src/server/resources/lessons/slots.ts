import { torontoMoment } from '../../../contract/torontoTime';
import type { AvailabilityWindow } from './availability';

export const HALF_HOUR_MS = 30 * 60_000;

export type Duration = 60 | 120;

/** The half-hours (UTC instants) a lesson starting at `start` (ms) holds. */
export const unitsOf = (start: number, minutes: number): string[] =>
  Array.from({ length: minutes / 30 }, (_, i) => new Date(start + i * HALF_HOUR_MS).toISOString());

/** The Toronto day (YYYY-MM-DD) a lesson starting at `start` (ms or ISO) belongs to. */
export const torontoDayOf = (start: number | string) => torontoMoment(new Date(start)).date;

/** What a student cannot book: taken half-hours of instructors and of the student, and the student's hours per Toronto day. */
export interface Taken {
  /** `instructorId|instant` of every half-hour an instructor's lessons hold. */
  instructorUnits: Set<string>;
  /** Instants of the half-hours the student's lessons hold. */
  studentUnits: Set<string>;
  /** The student's in-car hours per Toronto day. */
  studentDayHours: Map<string, number>;
  /** The in-car hours a student may have on one Toronto day (the school's BDE rule, the Ministry's 2 by default). */
  dailyLimitHours: number;
}

export interface Slot {
  instructorId: number;
  start: number;
  duration: Duration;
}

/**
 * Whether a lesson starting at `start` (ms) can be offered at all: on a whole or half hour (Toronto's
 * offsets are whole hours, so UTC's half-hours are Toronto's), not started, inside one of the
 * instructor's windows.
 */
export function withinAvailability(windows: readonly AvailabilityWindow[], slot: Slot, now: number): boolean {
  const end = slot.start + slot.duration * 60_000;
  return (
    slot.start % HALF_HOUR_MS === 0 && slot.start > now && windows.some((w) => w.instructorId === slot.instructorId && w.start <= slot.start && end <= w.end)
  );
}

/** Why a slot of the availability cannot be taken by the student now, if it cannot. */
export function refusal(slot: Slot, taken: Taken): 'slot_taken' | 'student_busy' | 'daily_limit' | null {
  const units = unitsOf(slot.start, slot.duration);
  if (units.some((u) => taken.studentUnits.has(u))) return 'student_busy';
  if ((taken.studentDayHours.get(torontoDayOf(slot.start)) ?? 0) + slot.duration / 60 > taken.dailyLimitHours) return 'daily_limit';
  if (units.some((u) => taken.instructorUnits.has(`${slot.instructorId}|${u}`))) return 'slot_taken';
  return null;
}

/**
 * Cuts the windows into lessons of `duration` starting every half-hour, starting within
 * [from, to) (ms), not started, minus the ones `taken` refuses; earliest first, then by instructor.
 */
export function cutSlots(windows: readonly AvailabilityWindow[], duration: Duration, taken: Taken, range: { from: number; to: number }, now: number): Slot[] {
  const seen = new Set<string>();
  const slots: Slot[] = [];
  const length = duration * 60_000;
  for (const w of windows) {
    const first = Math.ceil(Math.max(w.start, range.from) / HALF_HOUR_MS) * HALF_HOUR_MS;
    for (let start = first; start + length <= w.end && start < range.to; start += HALF_HOUR_MS) {
      const key = `${w.instructorId}|${start}`;
      if (start <= now || seen.has(key)) continue;
      seen.add(key);
      const slot: Slot = { instructorId: w.instructorId, start, duration };
      if (refusal(slot, taken) === null) slots.push(slot);
    }
  }
  return slots.sort((a, b) => a.start - b.start || a.instructorId - b.instructorId);
}
