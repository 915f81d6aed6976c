import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/connect';
import type { Executor } from '../../domain/errors';
import type { Bucket, Period } from './period';

/*
 * The figures' aggregate queries: each answers a few rows per group (month, week, instructor,
 * centre, package, class date), never the rows behind them. Toronto months and weeks are ranges of
 * UTC instants computed once (period.ts) and joined as a VALUES list, so each bucket is an index
 * range scan and daylight-saving changes fall where Toronto's clocks put them. Dates stored as
 * Toronto days (`YYYY-MM-DD`) are grouped by their text. Counts and sums come back as numbers on
 * SQLite and as text (bigint, numeric) on PostgreSQL: `n()` reads both.
 */

export const n = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The buckets as a common table `b(k, s, e)`: key, first instant, end instant (exclusive). */
function bucketTable(buckets: readonly Bucket[]): RawBuilder<unknown> {
  const rows = buckets.map((b) => sql`(cast(${b.key} as text), cast(${b.start} as text), cast(${b.end} as text))`);
  return sql`b(k, s, e) as (values ${sql.join(rows)})`;
}

/** Minutes of a `HH:MM` column (`24:00` ends a day). */
const minutesOf = (column: string) => sql`(cast(substr(${sql.ref(column)}, 1, 2) as integer) * 60 + cast(substr(${sql.ref(column)}, 4, 2) as integer))`;

async function rows<R>(db: Executor, query: RawBuilder<R>): Promise<R[]> {
  return (await query.execute(db)).rows;
}

// ---- Road tests ----

export interface PassRow {
  k: string | number | null;
  passed: unknown;
  taken: unknown;
}

/** First attempts taken (passed or failed) on the period's days, passed and taken, grouped by `by`. */
export function firstAttempts(db: Executor, period: Period, by: 'month' | 'instructor' | 'centre'): Promise<PassRow[]> {
  const key = by === 'month' ? sql`substr(taken_on, 1, 7)` : by === 'instructor' ? sql`instructor_id` : sql`centre_id`;
  return rows(
    db,
    sql<PassRow>`select ${key} as k, sum(case when result = 'pass' then 1 else 0 end) as passed, count(*) as taken
      from road_tests
      where attempt = 1 and result in ('pass', 'fail') and taken_on >= ${period.from} and taken_on <= ${period.to}
      group by ${key}`,
  );
}

// ---- Utilisation ----

/** Each accepted instructor's weekly published minutes per weekday (0 is Sunday). */
export function weeklyMinutes(db: Executor): Promise<{ instructor_id: number; weekday: number; minutes: unknown }[]> {
  return rows(
    db,
    sql<{
      instructor_id: number;
      weekday: number;
      minutes: unknown;
    }>`select h.instructor_id, h.weekday, sum(${minutesOf('h.to_time')} - ${minutesOf('h.from_time')}) as minutes
      from instructor_weekly_hours h join instructors i on i.id = h.instructor_id
      where i.status = 'accepted'
      group by h.instructor_id, h.weekday`,
  );
}

/** The period's exceptions per instructor, day and kind: days off, and extra minutes. */
export function exceptionMinutes(db: Executor, period: Period): Promise<{ instructor_id: number; date: string; kind: 'off' | 'extra'; minutes: unknown }[]> {
  return rows(
    db,
    sql<{ instructor_id: number; date: string; kind: 'off' | 'extra'; minutes: unknown }>`select x.instructor_id, x.date, x.kind,
        sum(case when x.kind = 'extra' then ${minutesOf('x.to_time')} - ${minutesOf('x.from_time')} else 0 end) as minutes
      from instructor_exceptions x join instructors i on i.id = x.instructor_id
      where i.status = 'accepted' and x.date >= ${period.from} and x.date <= ${period.to}
      group by x.instructor_id, x.date, x.kind`,
  );
}

/** Minutes of lessons whose hours are used (`counted`), and how many, per week and instructor. */
export function bookedMinutes(db: Executor, weeks: readonly Bucket[]): Promise<{ k: string; instructor_id: number; minutes: unknown; lessons: unknown }[]> {
  return rows(
    db,
    sql<{ k: string; instructor_id: number; minutes: unknown; lessons: unknown }>`with ${bucketTable(weeks)}
      select b.k, l.instructor_id, sum(l.duration_minutes) as minutes, count(*) as lessons
      from b join lessons l on l.starts_at >= b.s and l.starts_at < b.e
      where l.counted = 1
      group by b.k, l.instructor_id`,
  );
}

// ---- No-shows and late cancellations ----

export interface AttendanceRow {
  instructor_id: number;
  channel: 'mail' | 'text';
  lessons: unknown;
  held: unknown;
  no_shows: unknown;
  late: unknown;
}

/**
 * Lessons that started from `start` to before `until`, per instructor and reminder channel: all,
 * those not cancelled, the no-shows, and those cancelled less than `cutoffHours` before their start.
 */
export function attendance(db: Executor, start: string, until: string, cutoffHours: number): Promise<AttendanceRow[]> {
  const late = isPostgres(db)
    ? sql`cast(cancelled_at as timestamptz) > cast(starts_at as timestamptz) - cast(${cutoffHours} as integer) * interval '1 hour'`
    : sql`julianday(cancelled_at) > julianday(starts_at) - cast(${cutoffHours} as real) / 24.0`;
  const channel = sql`case when reminder_texted_at is null then 'mail' else 'text' end`;
  return rows(
    db,
    sql<AttendanceRow>`select instructor_id, ${channel} as channel, count(*) as lessons,
        sum(case when status <> 'cancelled' then 1 else 0 end) as held,
        sum(case when status = 'no_show' then 1 else 0 end) as no_shows,
        sum(case when status = 'cancelled' and cancelled_at is not null and ${late} then 1 else 0 end) as late
      from lessons
      where starts_at >= ${start} and starts_at < ${until}
      group by instructor_id, ${channel}`,
  );
}

// ---- Revenue ----

export interface MoneyRow {
  k: string;
  package_id: number;
  subtotal: unknown;
  hst: unknown;
  bookings: unknown;
}

/** Per month and package: what paid bookings brought in (by the day paid), or what refunds took back (by the day refunded). */
export function money(db: Executor, months: readonly Bucket[], side: 'paid' | 'refunded'): Promise<MoneyRow[]> {
  const on = side === 'paid' ? sql.ref('bk.paid_at') : sql.ref('bk.refunded_at');
  const which = side === 'paid' ? sql`bk.paid_at is not null` : sql`bk.status = 'refunded'`;
  return rows(
    db,
    sql<MoneyRow>`with ${bucketTable(months)}
      select b.k, bk.package_id, sum(bk.subtotal_cents) as subtotal, sum(bk.hst_cents) as hst, count(*) as bookings
      from b join bookings bk on ${on} >= b.s and ${on} < b.e
      where ${which}
      group by b.k, bk.package_id`,
  );
}

/** Minutes taught in completed lessons, and how many, per month. */
export function taughtMinutes(db: Executor, months: readonly Bucket[]): Promise<{ k: string; minutes: unknown; lessons: unknown }[]> {
  return rows(
    db,
    sql<{ k: string; minutes: unknown; lessons: unknown }>`with ${bucketTable(months)}
      select b.k, sum(coalesce(l.taught_minutes, l.duration_minutes)) as minutes, count(*) as lessons
      from b join lessons l on l.starts_at >= b.s and l.starts_at < b.e
      where l.status = 'completed'
      group by b.k`,
  );
}

export function packageNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('packages').select(['id', 'en_name', 'fr_name', 'ar_name']).where('id', 'in', ids).execute();
}

export function instructorNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('instructors').select(['id', 'f_name', 'l_name']).where('id', 'in', ids).execute();
}

// ---- Seats ----

export interface SeatRow {
  id: number;
  first_date: string;
  package_id: number;
  capacity: unknown;
  sold: unknown;
  refilled: unknown;
}

/**
 * Class dates whose first day is in the period: capacity, seats sold (paid or confirmed to pay at
 * the school) and seats taken from the waiting list.
 */
export function seats(db: Executor, period: Period): Promise<SeatRow[]> {
  return rows(
    db,
    sql<SeatRow>`select pd.id, pd.first_date, pd.package_id, pd.capacity,
        (select count(*) from bookings bk where bk.package_date_id = pd.id and bk.status in ('paid', 'confirmed_unpaid')) as sold,
        (select count(*) from waitlist_entries w where w.package_date_id = pd.id and w.status = 'booked') as refilled
      from package_dates pd
      where pd.first_date >= ${period.from} and pd.first_date <= ${period.to}
      order by pd.first_date, pd.id
      limit 2000`,
  );
}

// ---- BDE courses ----

/** Courses started, or certified, per month of the period. */
export function coursesByMonth(db: Executor, period: Period, on: 'course_start' | 'certified_on'): Promise<{ k: string; courses: unknown }[]> {
  const day = sql.ref(on);
  return rows(
    db,
    sql<{ k: string; courses: unknown }>`select substr(${day}, 1, 7) as k, count(*) as courses
      from bde_courses
      where ${day} >= ${period.from} and ${day} <= ${period.to}
      group by substr(${day}, 1, 7)`,
  );
}

/**
 * The median of the days from start to certificate of the courses certified in the period, per
 * month of the certificate (`k`) and over the whole period (`k` null): the middle row, or the mean
 * of the two middle rows, picked by window functions, so no row leaves the database.
 */
export function medianDaysToCertificate(db: Executor, period: Period, perMonth: boolean): Promise<{ k: string | null; median: unknown; courses: unknown }[]> {
  const days = isPostgres(db)
    ? sql`(cast(certified_on as date) - cast(course_start as date))`
    : sql`cast(julianday(certified_on) - julianday(course_start) as integer)`;
  const group = perMonth ? sql`substr(certified_on, 1, 7)` : sql`cast(null as text)`;
  return rows(
    db,
    sql<{ k: string | null; median: unknown; courses: unknown }>`select k, avg(days * 1.0) as median, max(total) as courses from (
        select ${group} as k, ${days} as days,
          row_number() over (partition by ${group} order by ${days}) as rn,
          count(*) over (partition by ${group}) as total
        from bde_courses
        where certified_on is not null and certified_on >= ${period.from} and certified_on <= ${period.to}
      ) ranked
      where rn in ((total + 1) / 2, (total + 2) / 2)
      group by k`,
  );
}

/** Open courses (enrolled or in progress) per start day, for starts from `fromStart` to `toStart`. */
export function openCoursesByStart(db: Executor, fromStart: string, toStart: string): Promise<{ course_start: string; courses: unknown }[]> {
  return rows(
    db,
    sql<{ course_start: string; courses: unknown }>`select course_start, count(*) as courses
      from bde_courses
      where status in ('enrolled', 'in_progress') and course_start >= ${fromStart} and course_start <= ${toStart}
      group by course_start`,
  );
}
