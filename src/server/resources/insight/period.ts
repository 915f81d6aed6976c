import type { components } from '../../../contract/generated/openapi.gen';
import { addDays, torontoDay, torontoInstant, weekdayOf } from '../../../contract/torontoTime';
import { InvalidError } from '../../domain/errors';
import type { m } from './messages';

type Key = Parameters<typeof m>[1];
export type PeriodName = components['schemas']['InsightPeriodRange']['period'];

/** The longest custom period: three years and a leap day. */
export const MAX_PERIOD_DAYS = 1096;

/** The Toronto days a figure covers (inclusive) and the UTC instants they span, [start, end). */
export interface Period {
  period: PeriodName;
  from: string;
  to: string;
  start: string;
  end: string;
}

/** A slice of a period, keyed for the chart: a month `YYYY-MM` or a week by its Monday; its days and instants. */
export interface Bucket {
  key: string;
  from: string;
  to: string;
  start: string;
  end: string;
}

const midnight = (day: string) => torontoInstant(day, '00:00').toISOString();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The first of the month `back` months before the month of `day`. */
function monthStart(day: string, back: number): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/** `months` before `day`, on the same day of the month (running on into the next when the month lacks it). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - months, date)).toISOString().slice(0, 10);
}

/**
 * The period the query names: this month, the last 3 or 12 Toronto months (the current one with the
 * 2 or 11 before it), to today; or `custom` from `from` to `to`. InvalidError on the field at fault.
 */
export function resolvePeriod(query: { period?: PeriodName; from?: string; to?: string }, today = torontoDay()): Period {
  const period = query.period ?? 'this_month';
  let from: string;
  let to = today;
  if (period === 'custom') {
    const errors: Partial<Record<string, Key>> = {};
    if (!query.from) errors.from = 'fromRequired';
    if (!query.to) errors.to = 'toRequired';
    if (query.from && query.to && query.from > query.to) errors.to = 'toBeforeFrom';
    else if (query.from && query.to && daysBetween(query.from, query.to) >= MAX_PERIOD_DAYS) errors.to = 'periodTooLong';
    if (Object.keys(errors).length > 0 || !query.from || !query.to) throw new InvalidError<Key>(errors);
    from = query.from;
    to = query.to;
  } else {
    from = monthStart(today, period === 'this_month' ? 0 : period === 'last_3_months' ? 2 : 11);
  }
  return { period, from, to, start: midnight(from), end: midnight(addDays(to, 1)) };
}

function bucket(key: string, from: string, to: string): Bucket {
  return { key, from, to, start: midnight(from), end: midnight(addDays(to, 1)) };
}

/** Every Toronto month the period touches, oldest first, each cut to the period. */
export function monthBuckets(period: Period): Bucket[] {
  const out: Bucket[] = [];
  for (let first = monthStart(period.from, 0); first <= period.to; first = monthStart(addDays(first, 31), 0)) {
    const last = addDays(monthStart(addDays(first, 31), 0), -1);
    out.push(bucket(first.slice(0, 7), first > period.from ? first : period.from, last < period.to ? last : period.to));
  }
  return out;
}

/** The Monday of the week (Monday to Sunday) of a day. */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** Every week (Monday to Sunday) the period touches, keyed by its Monday, each cut to the period. */
export function weekBuckets(period: Period): Bucket[] {
  const out: Bucket[] = [];
  for (let monday = mondayOf(period.from); monday <= period.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    out.push(bucket(monday, monday > period.from ? monday : period.from, sunday < period.to ? sunday : period.to));
  }
  return out;
}
