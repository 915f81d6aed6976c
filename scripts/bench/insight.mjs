// The office's figures over a busy school's year: 20 instructors (weekday hours, days off), 3,000
// students, 30,000 lessons, 3,000 bookings with payments and refunds, 104 class dates with waiting
// lists, 1,500 BDE courses and 2,000 road tests, seeded with bulk inserts. Timed: each of the six
// insight operations' domain functions (the queries the server runs; no HTTP, whose cost is the
// same as any read's) over the last 12 months, 30 times each after 3 warm-ups, on SQLite, then on
// PostgreSQL (TEST_DATABASE_URL's server, a database created for the run and dropped, else a
// throw-away cluster; skipped when neither).
// Usage: node scripts/bench/insight.mjs [--runs 30]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const RUNS = Number(args.runs);
const INSTRUCTORS = 20;
const STUDENTS = 3000;
const LESSONS = 30000;
const ROAD_TESTS = 2000;
const root = path.resolve(import.meta.dirname, '../..');

const require = createRequire(import.meta.url);
require('esbuild-register/dist/node').register();
const { sql } = require('kysely');
const { openDatabase } = require('../../src/server/db/connect.ts');
const { migrateToLatest } = require('../../src/server/db/migrate.ts');
const { addDays, torontoDay, torontoInstant, weekdayOf: weekday } = require('../../src/contract/torontoTime.ts');
const { insertInChunks: bulk } = require('../../src/server/db/insertInChunks.ts');
const { mulberry32 } = require('../../src/server/seed/random.ts');
const insight = require('../../src/server/resources/insight/domain.ts');
const { resolvePeriod } = require('../../src/server/resources/insight/period.ts');
const { canRunPostgres, freshDatabase, startPostgresCluster } = require('../../src/server/test/postgres.ts');

const now = new Date().toISOString();
const today = torontoDay();
// A fixed sequence, started again for each engine, so both get the same school.
let random = mulberry32(42);
const pick = (n) => Math.floor(random() * n);
async function ids(db, table) {
  return (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
}

async function seed(db) {
  random = mulberry32(42);
  await migrateToLatest(db);
  const yearAgo = addDays(today, -365);
  const days = Array.from({ length: 365 }, (_, i) => addDays(yearAgo, i + 1));
  const weekdays = days.filter((d) => weekday(d) >= 1 && weekday(d) <= 5);
  await bulk(
    db,
    'instructors',
    Array.from({ length: INSTRUCTORS }, (_, i) => ({
      f_name: `Instructor${i}`,
      l_name: 'Bench',
      email: `i${i}@bench.test`,
      birthday: '1980-01-01',
      phone_number: '613-555-0100',
      car_image_url: null,
      status: 'accepted',
      licence_expires_on: '2100-01-01',
      user_id: null,
      created_at: now,
    })),
  );
  const instructors = await ids(db, 'instructors');
  await bulk(
    db,
    'instructor_weekly_hours',
    instructors.flatMap((id) => [1, 2, 3, 4, 5].map((wd) => ({ instructor_id: id, weekday: wd, from_time: '09:00', to_time: '17:00' }))),
  );
  await bulk(
    db,
    'instructor_exceptions',
    instructors.flatMap((id) =>
      Array.from({ length: 10 }, () => ({ instructor_id: id, date: weekdays[pick(weekdays.length)], kind: 'off', from_time: null, to_time: null })),
    ),
  );
  await bulk(
    db,
    'users',
    Array.from({ length: STUDENTS }, (_, i) => ({
      name: `s${i}`,
      email: `s${i}@bench.test`,
      password_hash: '!',
      role: 'student',
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })),
  );
  const students = await ids(db, 'users');
  await bulk(
    db,
    'packages',
    ['BDE Course', 'BDE Plus', 'Refresher', 'Road test', 'Ten lessons'].map((name, i) => ({
      en_name: name,
      fr_name: name,
      en_description: '',
      fr_description: '',
      price: 100 * (i + 2),
      price_cents: 10000 * (i + 2),
      behind_the_wheel_hour_count: 10,
      course_hour_count: i < 2 ? 20 : 0,
      sort_order: i,
      created_at: now,
    })),
  );
  const packages = await ids(db, 'packages');
  await bulk(
    db,
    'package_dates',
    Array.from({ length: 104 }, (_, i) => ({
      package_id: packages[i % 2],
      first_date: addDays(yearAgo, 3 + i * 3.5),
      from_time: '09:00',
      to_time: '15:00',
      capacity: 20,
    })),
  );
  const dates = await db.selectFrom('package_dates').select(['id', 'first_date']).orderBy('id').execute();
  const bookings = students.map((student, i) => {
    const packageId = packages[i % packages.length];
    const paidDay = days[pick(days.length)];
    const refunded = i % 20 === 0;
    const subtotal = 10000 * ((i % packages.length) + 2);
    const paidAt = torontoInstant(paidDay, '12:00').toISOString();
    return {
      user_id: student,
      package_id: packageId,
      package_date_id: i % packages.length < 2 ? dates[pick(dates.length)].id : null,
      status: refunded ? 'refunded' : i % 30 === 1 ? 'confirmed_unpaid' : 'paid',
      payment_method: 'at_school',
      lines: '[]',
      subtotal_cents: subtotal,
      hst_rate_bp: 1300,
      hst_cents: Math.round(subtotal * 0.13),
      total_cents: subtotal + Math.round(subtotal * 0.13),
      paid_at: i % 30 === 1 ? null : paidAt,
      refunded_at: refunded ? new Date(Date.parse(paidAt) + 7 * 86_400_000).toISOString() : null,
      cancelled_at: refunded ? new Date(Date.parse(paidAt) + 7 * 86_400_000).toISOString() : null,
      created_at: paidAt,
      updated_at: paidAt,
    };
  });
  await bulk(db, 'bookings', bookings);
  const bookingRows = await db.selectFrom('bookings').select(['id', 'user_id', 'package_id', 'package_date_id', 'paid_at']).orderBy('id').execute();
  const bde = bookingRows.filter((b) => b.package_date_id !== null && b.paid_at);
  await bulk(
    db,
    'waitlist_entries',
    bde.slice(0, 300).map((b, i) => ({
      package_date_id: b.package_date_id,
      user_id: b.user_id,
      status: 'booked',
      position: i + 1,
      joined_at: now,
      booking_id: b.id,
      closed_at: now,
      updated_at: now,
    })),
  );
  await bulk(
    db,
    'bde_courses',
    bde.slice(0, 1500).map((b, i) => {
      const start = torontoDay(b.paid_at);
      const certified = i % 5 < 3 ? addDays(start, 30 + pick(170)) : null;
      return {
        booking_id: b.id,
        user_id: b.user_id,
        status: certified && certified <= today ? 'certified' : 'in_progress',
        course_start: start,
        certified_on: certified && certified <= today ? certified : null,
        created_at: now,
        updated_at: now,
      };
    }),
  );
  const lessons = Array.from({ length: LESSONS }, (_, i) => {
    const day = weekdays[pick(weekdays.length)];
    const start = torontoInstant(day, `${String(9 + pick(7)).padStart(2, '0')}:00`).getTime();
    const minutes = i % 3 === 0 ? 120 : 60;
    const roll = pick(100);
    const status = roll < 80 ? 'completed' : roll < 85 ? 'no_show' : roll < 95 ? 'cancelled' : 'booked';
    const late = status === 'cancelled' && roll % 2 === 0;
    return {
      student_id: students[pick(students.length)],
      instructor_id: instructors[pick(instructors.length)],
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + minutes * 60_000).toISOString(),
      duration_minutes: minutes,
      status,
      counted: status === 'cancelled' && !late ? 0 : 1,
      booked_by: 'student',
      cancelled_at: status === 'cancelled' ? new Date(start - (late ? 12 : 96) * 3_600_000).toISOString() : null,
      sequence: 0,
      reminder_texted_at: pick(10) < 4 ? new Date(start - 86_400_000).toISOString() : null,
      created_at: now,
      updated_at: now,
    };
  });
  await bulk(db, 'lessons', lessons);
  const centres = ['toronto-downsview', 'toronto-etobicoke', 'toronto-metro-east', 'kingston', 'ottawa-walkley', 'oshawa', 'brampton', 'hamilton'];
  await bulk(
    db,
    'road_tests',
    Array.from({ length: ROAD_TESTS }, (_, i) => {
      const result = pick(10);
      return {
        student_id: students[i % students.length],
        class: i % 4 === 0 ? 'G' : 'G2',
        taken_on: days[pick(days.length)],
        test_time: '10:00',
        centre_id: centres[pick(centres.length)],
        attempt: i < students.length ? 1 : 2,
        result: result < 6 ? 'pass' : result < 9 ? 'fail' : 'not_taken',
        warmup_lesson_id: null,
        instructor_id: pick(3) === 0 ? null : instructors[pick(instructors.length)],
        recorded_by: 'office',
        created_at: now,
        updated_at: now,
      };
    }),
  );
}

const labels = { lang: 'en', all: 'All', none: 'No lesson linked', mail: 'Mail only', text: 'Text' };
const CASES = {
  getInsightPassRates: (db, period) => insight.passRates(db, period, labels, (id) => id),
  getInsightUtilisation: (db, period) => insight.utilisation(db, period),
  getInsightAttendance: (db, period) => insight.attendance(db, period, labels),
  getInsightRevenue: (db, period) => insight.revenue(db, period, labels),
  getInsightSeats: (db, period) => insight.seatFigures(db, period, labels),
  getInsightBde: (db, period) => insight.bdeFigures(db, period, labels),
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function measure(engine, handle) {
  const started = performance.now();
  await seed(handle.db);
  // What autovacuum does on a live database after a year of writes: statistics, and the visibility map index-only scans need.
  if (engine === 'PostgreSQL') await sql`vacuum analyze`.execute(handle.db);
  console.log(`[bench] insight on ${engine}: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
  const period = resolvePeriod({ period: 'last_12_months' });
  const rows = [];
  for (const [operation, compute] of Object.entries(CASES)) {
    for (let i = 0; i < 3; i += 1) await compute(handle.db, period);
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await compute(handle.db, period);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    rows.push({ engine, operation, 'p50 ms': round(percentile(times, 50)), 'p99 ms': round(percentile(times, 99)) });
  }
  return rows;
}

const rows = [];
const dir = mkdtempSync(path.join(tmpdir(), 'bench-insight-'));
const sqlite = openDatabase({ sqliteFile: path.join(dir, 'app.db') });
try {
  rows.push(...(await measure('SQLite', sqlite)));
} finally {
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL || canRunPostgres()) {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startPostgresCluster();
  const database = await freshDatabase(process.env.TEST_DATABASE_URL ?? cluster.url);
  const pg = openDatabase({ databaseUrl: database.url });
  try {
    rows.push(...(await measure('PostgreSQL', pg)));
  } finally {
    await pg.close();
    await database.drop();
    cluster?.remove();
  }
} else {
  console.log('[bench] insight on PostgreSQL skipped: set TEST_DATABASE_URL, or run as root with Debian’s postgresql');
}
console.table(rows);
mkdirSync(path.join(root, '.tmp', 'bench'), { recursive: true });
writeFileSync(path.join(root, '.tmp', 'bench', 'insight.json'), JSON.stringify({ rows, counts: { INSTRUCTORS, STUDENTS, LESSONS, ROAD_TESTS } }, null, 2));
