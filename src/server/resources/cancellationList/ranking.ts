/*
 * The order in which the cancellation list is offered a free slot, chosen to serve the school:
 * the student whose BDE in-car part ends soonest first (missing it costs them the course), then
 * the soonest road test, then the one with the fewest in-car hours booked so far, then whoever
 * has waited longest. A value that is not known (no open BDE course, no road test booked) comes
 * after every known one.
 */

/** The values that set a student's place, kept with each offer so the office can see why. */
export interface Reasons {
  /** The last day of the student's BDE in-car part (Toronto), or null without an open course. */
  deadline: string | null;
  road_test_date: string | null;
  /** In-car hours booked or taught so far. */
  hours_booked: number;
  waiting_since: string;
}

const knownFirst = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);

export function compareReasons(a: Reasons, b: Reasons): number {
  return (
    knownFirst(a.deadline, b.deadline) ||
    knownFirst(a.road_test_date, b.road_test_date) ||
    a.hours_booked - b.hours_booked ||
    knownFirst(a.waiting_since, b.waiting_since)
  );
}

/** `items` in the school's order (ties by id: the earlier request). */
export const ranked = <T extends { id: number; reasons: Reasons }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => compareReasons(a.reasons, b.reasons) || a.id - b.id);
