import type { components } from '../../../contract/generated/openapi.gen';
import { addDays, torontoDay, weekdayOf } from '../../../contract/torontoTime';
import type { Executor } from '../../domain/errors';
import { instructorName } from '../lessons/domain';
import { inCarDeadline } from '../courses/rules';
import { readSettings } from '../settings/repository';
import { mondayOf, monthBuckets, monthsBefore, weekBuckets, type Bucket, type Period } from './period';
import * as q from './repository';

type Schemas = components['schemas'];
type Figure = Schemas['InsightFigure'];
type Value = Schemas['InsightValue'];
type Point = Schemas['InsightPoint'];
type Series = Schemas['InsightSeries'];

/** Below this many records a rate or a median is flagged `too_few`. */
export const TOO_FEW = 5;

/** The words a figure shows that are not names: the single series, no instructor, the reminder channels. */
export interface Labels {
  lang: 'en' | 'fr' | 'ar';
  all: string;
  none: string;
  mail: string;
  text: string;
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

function rate(numerator: number, denominator: number, count = denominator): Value {
  return { value: denominator > 0 ? round(numerator / denominator, 4) : null, numerator, denominator, count, too_few: count < TOO_FEW };
}

function amount(total: number, count: number): Value {
  return { value: total, numerator: total, count, too_few: false };
}

const point = (key: string, label: string, value: Value): Point => ({ key, label, ...value });

function figure(id: Figure['id'], unit: Figure['unit'], axis: Figure['axis'], total: Value, series: Series[]): Figure {
  return { id, unit, axis, total, series };
}

const oneSeries = (labels: Labels, total: Value, points: Point[]): Series[] => [{ key: 'all', label: labels.all, total, points }];

/** A map of rows by key, read with a default. */
function byKey<R>(rows: readonly R[], key: (row: R) => string): Map<string, R> {
  return new Map(rows.map((row) => [key(row), row]));
}

async function instructorLabels(db: Executor, ids: number[]): Promise<Map<number, string>> {
  return new Map((await q.instructorNames(db, ids)).map((i) => [i.id, instructorName(i)]));
}

// ---- Road tests ----

/** `pass_rate.first_attempt` by month, by the warm-up's instructor and by centre. */
export async function passRates(db: Executor, period: Period, labels: Labels, centreName: (id: string) => string): Promise<Figure[]> {
  const [byMonth, byInstructor, byCentre] = await Promise.all([
    q.firstAttempts(db, period, 'month'),
    q.firstAttempts(db, period, 'instructor'),
    q.firstAttempts(db, period, 'centre'),
  ]);
  const passRate = (row: q.PassRow | undefined) => rate(q.n(row?.passed), q.n(row?.taken));
  const total = rate(
    byMonth.reduce((s, r) => s + q.n(r.passed), 0),
    byMonth.reduce((s, r) => s + q.n(r.taken), 0),
  );
  const months = byKey(byMonth, (r) => String(r.k));
  const names = await instructorLabels(
    db,
    byInstructor.flatMap((r) => (r.k === null ? [] : [Number(r.k)])),
  );
  const ranked = (rows: q.PassRow[], label: (k: q.PassRow['k']) => string, key: (k: q.PassRow['k']) => string) =>
    [...rows].sort((a, b) => q.n(b.taken) - q.n(a.taken) || label(a.k).localeCompare(label(b.k))).map((r) => point(key(r.k), label(r.k), passRate(r)));
  return [
    figure(
      'pass_rate.first_attempt',
      'rate',
      'month',
      total,
      oneSeries(
        labels,
        total,
        monthBuckets(period).map((b) => point(b.key, b.key, passRate(months.get(b.key)))),
      ),
    ),
    figure(
      'pass_rate.first_attempt.by_instructor',
      'rate',
      'instructor',
      total,
      oneSeries(
        labels,
        total,
        ranked(
          byInstructor,
          (k) => (k === null ? labels.none : (names.get(Number(k)) ?? String(k))),
          (k) => (k === null ? 'none' : String(k)),
        ),
      ),
    ),
    figure(
      'pass_rate.first_attempt.by_centre',
      'rate',
      'centre',
      total,
      oneSeries(
        labels,
        total,
        ranked(byCentre, (k) => centreName(String(k)), String),
      ),
    ),
  ];
}

// ---- Utilisation ----

/**
 * `utilisation.by_instructor_week`: per instructor and week, the hours of lessons whose hours are
 * used over the hours published: each day's weekly hours unless it is a day off, plus extra hours.
 */
export async function utilisation(db: Executor, period: Period): Promise<Figure[]> {
  const weeks = weekBuckets(period);
  const [weekly, exceptions, booked] = await Promise.all([q.weeklyMinutes(db), q.exceptionMinutes(db, period), q.bookedMinutes(db, weeks)]);
  const perWeekday = new Map<number, number[]>();
  for (const row of weekly) {
    const days = perWeekday.get(row.instructor_id) ?? Array.from({ length: 7 }, () => 0);
    days[row.weekday] += q.n(row.minutes);
    perWeekday.set(row.instructor_id, days);
  }
  const published = new Map<string, number>();
  const add = (instructorId: number, week: string, minutes: number) =>
    published.set(`${instructorId}|${week}`, (published.get(`${instructorId}|${week}`) ?? 0) + minutes);
  for (const week of weeks) {
    for (let day = week.from; day <= week.to; day = addDays(day, 1)) {
      const weekday = weekdayOf(day);
      for (const [instructorId, days] of perWeekday) add(instructorId, week.key, days[weekday]);
    }
  }
  const instructorIds = new Set(perWeekday.keys());
  for (const x of exceptions) {
    instructorIds.add(x.instructor_id);
    const week = mondayOf(x.date);
    if (x.kind === 'extra') add(x.instructor_id, week, q.n(x.minutes));
    else add(x.instructor_id, week, -(perWeekday.get(x.instructor_id)?.[weekdayOf(x.date)] ?? 0));
  }
  const used = new Map<string, { minutes: number; lessons: number }>();
  for (const row of booked) {
    instructorIds.add(row.instructor_id);
    used.set(`${row.instructor_id}|${row.k}`, { minutes: q.n(row.minutes), lessons: q.n(row.lessons) });
  }
  const names = await instructorLabels(db, [...instructorIds]);
  const hours = (minutes: number) => round(minutes / 60, 2);
  const sums = { booked: 0, published: 0, lessons: 0 };
  const series: Series[] = [...instructorIds]
    .map((id) => {
      const mine = { booked: 0, published: 0, lessons: 0 };
      const points = weeks.map((week) => {
        const b = used.get(`${id}|${week.key}`) ?? { minutes: 0, lessons: 0 };
        const p = Math.max(0, published.get(`${id}|${week.key}`) ?? 0);
        mine.booked += b.minutes;
        mine.published += p;
        mine.lessons += b.lessons;
        return point(week.key, week.key, rate(hours(b.minutes), hours(p), b.lessons));
      });
      sums.booked += mine.booked;
      sums.published += mine.published;
      sums.lessons += mine.lessons;
      return { key: String(id), label: names.get(id) ?? String(id), total: rate(hours(mine.booked), hours(mine.published), mine.lessons), points };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  const total = rate(hours(sums.booked), hours(sums.published), sums.lessons);
  return [figure('utilisation.by_instructor_week', 'rate', 'week', total, series)];
}

// ---- No-shows and late cancellations ----

/**
 * `no_show_rate.*` (no-shows over lessons not cancelled) and `late_cancel_rate.*` (cancelled
 * inside the cut-off over all lessons), of the lessons that started in the period until now.
 */
export async function attendance(db: Executor, period: Period, labels: Labels, now = new Date().toISOString()): Promise<Figure[]> {
  const settings = await readSettings(db);
  const until = now < period.end ? now : period.end;
  const rows = await q.attendance(db, period.start, until, settings.lesson_cancel_cutoff_hours);
  const names = await instructorLabels(db, [...new Set(rows.map((r) => r.instructor_id))]);
  type Sums = { lessons: number; held: number; noShows: number; late: number };
  const group = (key: (r: q.AttendanceRow) => string) => {
    const out = new Map<string, Sums>();
    for (const r of rows) {
      const s = out.get(key(r)) ?? { lessons: 0, held: 0, noShows: 0, late: 0 };
      s.lessons += q.n(r.lessons);
      s.held += q.n(r.held);
      s.noShows += q.n(r.no_shows);
      s.late += q.n(r.late);
      out.set(key(r), s);
    }
    return out;
  };
  const all = group(() => 'all').get('all') ?? { lessons: 0, held: 0, noShows: 0, late: 0 };
  const instructors = [...group((r) => String(r.instructor_id))].sort(([a], [b]) => (names.get(Number(a)) ?? a).localeCompare(names.get(Number(b)) ?? b));
  const channelGroups = group((r) => r.channel);
  const channels = (['mail', 'text'] as const).map((c) => [c, channelGroups.get(c) ?? { lessons: 0, held: 0, noShows: 0, late: 0 }] as const);
  const noShow = (s: Sums) => rate(s.noShows, s.held);
  const lateCancel = (s: Sums) => rate(s.late, s.lessons);
  const instructorPoints = (value: (s: Sums) => Value) => instructors.map(([id, s]) => point(id, names.get(Number(id)) ?? id, value(s)));
  const channelPoints = (value: (s: Sums) => Value) => channels.map(([c, s]) => point(c, labels[c], value(s)));
  return [
    figure('no_show_rate.by_instructor', 'rate', 'instructor', noShow(all), oneSeries(labels, noShow(all), instructorPoints(noShow))),
    figure('no_show_rate.by_channel', 'rate', 'channel', noShow(all), oneSeries(labels, noShow(all), channelPoints(noShow))),
    figure('late_cancel_rate.by_instructor', 'rate', 'instructor', lateCancel(all), oneSeries(labels, lateCancel(all), instructorPoints(lateCancel))),
    figure('late_cancel_rate.by_channel', 'rate', 'channel', lateCancel(all), oneSeries(labels, lateCancel(all), channelPoints(lateCancel))),
  ];
}

// ---- Revenue ----

/**
 * `revenue.net.*`: subtotals (before tax) of bookings paid in the month less those refunded in it;
 * `hst.collected.by_month`: their HST likewise; `revenue.per_instructor_hour.by_month`: the net
 * revenue over the hours taught in completed lessons.
 */
export async function revenue(db: Executor, period: Period, labels: Labels): Promise<Figure[]> {
  const months = monthBuckets(period);
  const [paid, refunded, taught] = await Promise.all([q.money(db, months, 'paid'), q.money(db, months, 'refunded'), q.taughtMinutes(db, months)]);
  type Sums = { net: number; hst: number; bookings: number };
  const cells = new Map<string, Sums>();
  const cell = (k: string) => cells.get(k) ?? cells.set(k, { net: 0, hst: 0, bookings: 0 }).get(k)!;
  for (const [rows, sign] of [
    [paid, 1],
    [refunded, -1],
  ] as const) {
    for (const r of rows) {
      for (const k of [`${r.package_id}|${r.k}`, `all|${r.k}`, `${r.package_id}|all`, 'all|all']) {
        const c = cell(k);
        c.net += sign * q.n(r.subtotal);
        c.hst += sign * q.n(r.hst);
        c.bookings += q.n(r.bookings);
      }
    }
  }
  const at = (k: string): Sums => cells.get(k) ?? { net: 0, hst: 0, bookings: 0 };
  const packageIds = [...new Set([...paid, ...refunded].map((r) => r.package_id))];
  const packages = await q.packageNames(db, packageIds);
  const nameOf = (p: (typeof packages)[number]) => (labels.lang === 'fr' ? p.fr_name : labels.lang === 'ar' ? p.ar_name : '') || p.en_name;
  const net = (k: string) => amount(at(k).net, at(k).bookings);
  const hst = (k: string) => amount(at(k).hst, at(k).bookings);
  const monthPoints = (value: (month: Bucket) => Value) => months.map((b) => point(b.key, b.key, value(b)));
  const taughtByMonth = byKey(taught, (r) => r.k);
  const hoursOf = (k: string) => round(q.n(taughtByMonth.get(k)?.minutes) / 60, 2);
  const lessonsOf = (k: string) => q.n(taughtByMonth.get(k)?.lessons);
  const perHour = (cents: number, hours: number, lessons: number): Value => ({
    value: hours > 0 ? Math.round(cents / hours) : null,
    numerator: cents,
    denominator: hours,
    count: lessons,
    too_few: lessons < TOO_FEW,
  });
  const allHours = round(taught.reduce((s, r) => s + q.n(r.minutes), 0) / 60, 2);
  const allLessons = taught.reduce((s, r) => s + q.n(r.lessons), 0);
  const packageSeries: Series[] = packages
    .map((p) => ({ key: String(p.id), label: nameOf(p), total: net(`${p.id}|all`), points: monthPoints((b) => net(`${p.id}|${b.key}`)) }))
    .sort((a, b) => (b.total.value ?? 0) - (a.total.value ?? 0) || a.label.localeCompare(b.label));
  return [
    figure(
      'revenue.net.by_month',
      'cents',
      'month',
      net('all|all'),
      oneSeries(
        labels,
        net('all|all'),
        monthPoints((b) => net(`all|${b.key}`)),
      ),
    ),
    figure('revenue.net.by_package', 'cents', 'month', net('all|all'), packageSeries),
    figure(
      'hst.collected.by_month',
      'cents',
      'month',
      hst('all|all'),
      oneSeries(
        labels,
        hst('all|all'),
        monthPoints((b) => hst(`all|${b.key}`)),
      ),
    ),
    figure(
      'revenue.per_instructor_hour.by_month',
      'cents_per_hour',
      'month',
      perHour(at('all|all').net, allHours, allLessons),
      oneSeries(
        labels,
        perHour(at('all|all').net, allHours, allLessons),
        monthPoints((b) => perHour(at(`all|${b.key}`).net, hoursOf(b.key), lessonsOf(b.key))),
      ),
    ),
  ];
}

// ---- Seats ----

/** `seats.fill_rate.by_class_date` and `seats.refilled.by_class_date`, for class dates starting in the period. */
export async function seatFigures(db: Executor, period: Period, labels: Labels): Promise<Figure[]> {
  const rows = await q.seats(db, period);
  const packages = new Map((await q.packageNames(db, [...new Set(rows.map((r) => r.package_id))])).map((p) => [p.id, p]));
  const labelOf = (r: q.SeatRow) => {
    const p = packages.get(r.package_id);
    const name = p ? (labels.lang === 'fr' ? p.fr_name : labels.lang === 'ar' ? p.ar_name : '') || p.en_name : '';
    return name ? `${r.first_date} · ${name}` : r.first_date;
  };
  const sold = rows.reduce((s, r) => s + q.n(r.sold), 0);
  const capacity = rows.reduce((s, r) => s + q.n(r.capacity), 0);
  const refilled = rows.reduce((s, r) => s + q.n(r.refilled), 0);
  const fill = rate(sold, capacity, rows.length);
  const refill = amount(refilled, rows.length);
  const key = (r: q.SeatRow) => `${r.first_date}#${r.id}`;
  return [
    figure(
      'seats.fill_rate.by_class_date',
      'rate',
      'class_date',
      fill,
      oneSeries(
        labels,
        fill,
        rows.map((r) => point(key(r), labelOf(r), rate(q.n(r.sold), q.n(r.capacity), q.n(r.sold)))),
      ),
    ),
    figure(
      'seats.refilled.by_class_date',
      'count',
      'class_date',
      refill,
      oneSeries(
        labels,
        refill,
        rows.map((r) => point(key(r), labelOf(r), amount(q.n(r.refilled), q.n(r.sold)))),
      ),
    ),
  ];
}

// ---- BDE courses ----

/**
 * `bde.started.by_month`, `bde.certified.by_month`, `bde.days_to_certificate.by_month` (median)
 * and `bde.at_risk`: open courses whose in-car part (`bde_in_car_months` from the start) ends from
 * today to `bde_at_risk_weeks` weeks from now, by the week it ends.
 */
export async function bdeFigures(db: Executor, period: Period, labels: Labels, today = torontoDay()): Promise<Figure[]> {
  const settings = await readSettings(db);
  const months = monthBuckets(period);
  const soon = addDays(today, settings.bde_at_risk_weeks * 7);
  const [started, certified, medianByMonth, medianAll, atRisk] = await Promise.all([
    q.coursesByMonth(db, period, 'course_start'),
    q.coursesByMonth(db, period, 'certified_on'),
    q.medianDaysToCertificate(db, period, true),
    q.medianDaysToCertificate(db, period, false),
    q.openCoursesByStart(db, monthsBefore(today, settings.bde_in_car_months), monthsBefore(soon, settings.bde_in_car_months)),
  ]);
  const counts = (rows: { k: string; courses: unknown }[]) => {
    const map = byKey(rows, (r) => r.k);
    const total = rows.reduce((s, r) => s + q.n(r.courses), 0);
    return { total: amount(total, total), points: months.map((b) => point(b.key, b.key, amount(q.n(map.get(b.key)?.courses), q.n(map.get(b.key)?.courses)))) };
  };
  const median = (row: { median: unknown; courses: unknown } | undefined): Value => {
    const courses = q.n(row?.courses);
    return { value: courses > 0 ? round(q.n(row?.median), 1) : null, count: courses, too_few: courses < TOO_FEW };
  };
  const medians = byKey(medianByMonth, (r) => String(r.k));
  const s = counts(started);
  const c = counts(certified);
  const weeks = new Map<string, number>();
  for (const row of atRisk) {
    const end = inCarDeadline(row.course_start, settings.bde_in_car_months);
    if (end < today || end > soon) continue;
    weeks.set(mondayOf(end), (weeks.get(mondayOf(end)) ?? 0) + q.n(row.courses));
  }
  const riskWeeks: string[] = [];
  for (let monday = mondayOf(today); monday <= soon; monday = addDays(monday, 7)) riskWeeks.push(monday);
  const riskTotal = [...weeks.values()].reduce((sum, x) => sum + x, 0);
  return [
    figure('bde.started.by_month', 'count', 'month', s.total, oneSeries(labels, s.total, s.points)),
    figure('bde.certified.by_month', 'count', 'month', c.total, oneSeries(labels, c.total, c.points)),
    figure(
      'bde.days_to_certificate.by_month',
      'days',
      'month',
      median(medianAll[0]),
      oneSeries(
        labels,
        median(medianAll[0]),
        months.map((b) => point(b.key, b.key, median(medians.get(b.key)))),
      ),
    ),
    figure(
      'bde.at_risk',
      'count',
      'week',
      amount(riskTotal, riskTotal),
      oneSeries(
        labels,
        amount(riskTotal, riskTotal),
        riskWeeks.map((w) => point(w, w, amount(weeks.get(w) ?? 0, weeks.get(w) ?? 0))),
      ),
    ),
  ];
}
