import { torontoMoment } from '../../../contract/torontoTime';
import type { LessonRequest } from '../../db/schema';
import type { Slot } from '../lessons/slots';

/** What a request's stored lists hold, parsed. */
export interface Wishes {
  durationMinutes: 60 | 120;
  /** Empty: any instructor. */
  instructorIds: number[];
  /** 0 is Sunday. */
  weekdays: number[];
  fromTime: string;
  toTime: string;
  before: string | null;
}

export const wishesOf = (request: LessonRequest): Wishes => ({
  durationMinutes: request.duration_minutes,
  instructorIds: JSON.parse(request.instructor_ids) as number[],
  weekdays: JSON.parse(request.weekdays) as number[],
  fromTime: request.from_time,
  toTime: request.to_time,
  before: request.before_date,
});

/**
 * Whether a slot is one the student asked for: its length and instructor, on one of their
 * weekdays, starting at or after their first hour and ending by their last on the same Toronto
 * day, and on a day before theirs.
 */
export function matches(wishes: Wishes, slot: Slot): boolean {
  if (slot.duration !== wishes.durationMinutes) return false;
  if (wishes.instructorIds.length > 0 && !wishes.instructorIds.includes(slot.instructorId)) return false;
  const start = torontoMoment(new Date(slot.start));
  const end = torontoMoment(new Date(slot.start + slot.duration * 60_000));
  if (wishes.before !== null && start.date >= wishes.before) return false;
  const weekday = new Date(`${start.date}T00:00:00Z`).getUTCDay();
  if (!wishes.weekdays.includes(weekday)) return false;
  // A lesson ending at midnight ends at 24:00 of its day; one running past it never matches.
  const endTime = end.date === start.date ? end.time : end.time === '00:00' ? '24:00' : '99:99';
  return start.time >= wishes.fromTime && endTime <= wishes.toTime;
}
