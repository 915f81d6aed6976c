import type { Availability, AvailabilityException, AvailabilityInput, WeeklyHours } from '../../../api/signedInApi';

export interface TimeRange {
  /** A row's own key, stable while rows are added and removed. */
  key: number;
  from: string;
  to: string;
}

export interface ExceptionRow extends TimeRange {
  date: string;
  kind: AvailabilityException['kind'];
}

export interface AvailabilityDraft {
  /** Index 0 is Sunday, as the contract numbers weekdays. */
  weekly: TimeRange[][];
  exceptions: ExceptionRow[];
}

let lastKey = 0;
export const nextKey = () => ++lastKey;

/** The half hours of a day as the contract writes them: `00:00`…`23:30`, and `24:00` as an end. */
export const HALF_HOURS: readonly string[] = Array.from({ length: 49 }, (_, index) => {
  const minutes = index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
});
export const STARTS = HALF_HOURS.slice(0, -1);
export const ENDS = HALF_HOURS.slice(1);

export const DEFAULT_RANGE = { from: '09:00', to: '17:00' } as const;

export function draftOf(availability: Availability): AvailabilityDraft {
  const weekly: TimeRange[][] = Array.from({ length: 7 }, () => []);
  for (const hours of availability.weekly) weekly[hours.weekday]?.push({ key: nextKey(), from: hours.from_time, to: hours.to_time });
  const exceptions = availability.exceptions.map((exception) => ({
    key: nextKey(),
    date: exception.date,
    kind: exception.kind,
    from: exception.from_time ?? DEFAULT_RANGE.from,
    to: exception.to_time ?? DEFAULT_RANGE.to,
  }));
  return { weekly, exceptions };
}

/**
 * The draft as the contract takes it, and for each sent row its key: a 422 names rows by their
 * index in the sent lists (`weekly.3.to_time`), which the screen shows at the row it came from.
 */
export function inputOf(draft: AvailabilityDraft, updatedAt: string | null): { input: AvailabilityInput; weeklyKeys: number[]; exceptionKeys: number[] } {
  const weekly: WeeklyHours[] = [];
  const weeklyKeys: number[] = [];
  draft.weekly.forEach((ranges, weekday) => {
    for (const range of ranges) {
      weekly.push({ weekday, from_time: range.from, to_time: range.to });
      weeklyKeys.push(range.key);
    }
  });
  const exceptions: AvailabilityException[] = draft.exceptions.map((row) =>
    row.kind === 'off' ? { date: row.date, kind: 'off' } : { date: row.date, kind: 'extra', from_time: row.from, to_time: row.to },
  );
  return { input: { weekly, exceptions, updated_at: updatedAt }, weeklyKeys, exceptionKeys: draft.exceptions.map((row) => row.key) };
}

/** A 422's field messages by the key of the row they name; messages about a whole list or none under `general`. */
export function rowErrors(
  errors: Record<string, string[]>,
  weeklyKeys: readonly number[],
  exceptionKeys: readonly number[],
): { rows: Map<number, string[]>; general: string[] } {
  const rows = new Map<number, string[]>();
  const general: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^(weekly|exceptions)\.(\d+)/.exec(field);
    const key = match ? (match[1] === 'weekly' ? weeklyKeys : exceptionKeys)[Number(match[2])] : undefined;
    if (key === undefined) general.push(...messages);
    else rows.set(key, [...(rows.get(key) ?? []), ...messages]);
  }
  return { rows, general };
}

/** The Toronto day `days` after `day` (both `YYYY-MM-DD`), and its weekday (0 is Sunday). */
function dayAfter(day: string, days: number): { date: string; weekday: number } {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return { date: date.toISOString().slice(0, 10), weekday: date.getUTCDay() };
}

/**
 * The hours of each of the `count` days from `today` as the draft would publish them: the
 * weekday's hours unless an exception takes the day off, plus the exceptions' extra hours.
 */
export function upcomingHours(draft: AvailabilityDraft, today: string, count = 14): { date: string; off: boolean; ranges: { from: string; to: string }[] }[] {
  return Array.from({ length: count }, (_, index) => {
    const { date, weekday } = dayAfter(today, index);
    const ofDay = draft.exceptions.filter((row) => row.date === date);
    const off = ofDay.some((row) => row.kind === 'off');
    const ranges = [...(off ? [] : (draft.weekly[weekday] ?? [])), ...ofDay.filter((row) => row.kind === 'extra')]
      .map(({ from, to }) => ({ from, to }))
      .sort((a, b) => a.from.localeCompare(b.from));
    return { date, off, ranges };
  });
}
