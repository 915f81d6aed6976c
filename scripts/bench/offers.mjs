// The cancellation list's passes over a busy school: 20 instructors whose evenings (16:00–20:00)
// of the next four weeks are fully booked, and 300 students waiting for an earlier lesson (any
// instructor, three to five weekdays each, one in seven with a road test booked). Timed:
// the sweep when nothing is free (what every server process runs each minute), and the pass
// right after 20 lessons are cancelled at once (20 offers made, one per student). SQLite, the
// embedded default, through the domain functions the server runs (no HTTP: the pass is the cost).
// Usage: node scripts/bench/offers.mjs [--waiting 300] [--sweeps 10]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { waiting: { type: 'string', default: '300' }, sweeps: { type: 'string', default: '10' } } });
const WAITING = Number(args.waiting);
const SWEEPS = Number(args.sweeps);
const INSTRUCTORS = 20;
const DAYS = 28;
const HOURS = ['16:00', '17:00', '18:00', '19:00'];
const CANCELLED = 20;
const root = path.resolve(import.meta.dirname, '../..');

const require = createRequire(import.meta.url);
require('esbuild-register/dist/node').register();
const { openDatabase } = require('../../src/server/db/connect.ts');
const { migrateToLatest } = require('../../src/server/db/migrate.ts');
const { offerFreeSlots, sweepCancellationList } = require('../../src/server/resources/cancellationList/domain.ts');
const { torontoInstant, torontoDay } = require('../../src/contract/torontoTime.ts');
const { giveHours } = require('../../src/server/resources/lessons/fixtures.ts');
const { bookedLessonRow } = require('../../src/server/resources/lessons/repository.ts');

const dir = mkdtempSync(path.join(tmpdir(), 'bench-offers-'));
const handle = openDatabase({ sqliteFile: path.join(dir, 'app.db') });
const db = handle.db;
const now = new Date().toISOString();
const addDays = (day, n) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// Mail is queued as the server queues it (a row of the outbox), never sent here.
const env = {
  mail: {
    queue: (trx, mail) =>
      trx
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body: mail.text,
          code: null,
          next_attempt_at: now,
          locked_until: null,
          sent_at: null,
          last_error: null,
          created_at: now,
          attachments: null,
        })
        .execute(),
    wake() {},
  },
  siteOrigin: 'https://driveontario.test',
  officeEmail: 'office@driveontario.test',
};

async function seed() {
  await migrateToLatest(db);
  const today = torontoDay(new Date());
  const instructors = [];
  for (let i = 0; i < INSTRUCTORS; i += 1) {
    const { id } = await db
      .insertInto('instructors')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    instructors.push(id);
    await db
      .insertInto('instructor_exceptions')
      .values(Array.from({ length: DAYS }, (_, d) => ({ instructor_id: id, date: addDays(today, d + 1), kind: 'extra', from_time: '16:00', to_time: '20:00' })))
      .execute();
  }
  const student = async (trx, name) =>
    (
      await trx
        .insertInto('users')
        .values({ name, email: `${name}@bench.test`, password_hash: '!', role: 'student', email_verified_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Every evening hour booked, two lessons per filler student on different days.
  const lessons = [];
  let filler;
  let n = 0;
  await db.transaction().execute(async (trx) => {
    for (let d = 0; d < DAYS; d += 1)
      for (const instructor of instructors)
        for (const hour of HOURS) {
          if (n % 2 === 0) filler = await student(trx, `f${n}`);
          n += 1;
          const start = torontoInstant(addDays(today, d + 1), hour).getTime();
          const lesson = await trx
            .insertInto('lessons')
            .values(bookedLessonRow({ studentId: filler, instructorId: instructor, start, minutes: 60, bookedBy: 'student' }, now))
            .returning(['id', 'student_id', 'instructor_id', 'starts_at'])
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('lesson_units')
            .values(
              [0, 1].map((half) => ({
                lesson_id: lesson.id,
                instructor_id: instructor,
                student_id: filler,
                starts_at: new Date(start + half * 1_800_000).toISOString(),
              })),
            )
            .execute();
          lessons.push(lesson);
        }
  });
  await db.transaction().execute(async (trx) => {
    for (let s = 0; s < WAITING; s += 1) {
      const id = await student(trx, `w${s}`);
      await giveHours(trx, id, 10, { paidAt: now });
      const weekdays = [1, 2, 3, 4, 5, 6, 0].filter((_, i) => (s + i) % 3 !== 0).slice(0, 3 + (s % 3));
      await trx
        .insertInto('lesson_requests')
        .values({
          student_id: id,
          status: 'waiting',
          duration_minutes: 60,
          instructor_ids: '[]',
          weekdays: JSON.stringify(weekdays.sort()),
          from_time: '16:00',
          to_time: '20:00',
          before_date: null,
          road_test_date: s % 7 === 0 ? addDays(today, 20 + (s % 30)) : null,
          created_at: new Date(Date.now() - (WAITING - s) * 60_000).toISOString(),
          updated_at: now,
          closed_at: null,
        })
        .execute();
    }
  });
  return lessons;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms);

let result;
try {
  console.log(`[bench] cancellation list: seeding ${INSTRUCTORS} instructors, ${DAYS} booked evenings each, ${WAITING} students waiting…`);
  const lessons = await seed();
  const times = [];
  for (let i = 0; i < SWEEPS; i += 1) {
    const started = performance.now();
    const offered = await sweepCancellationList(db, env);
    times.push(performance.now() - started);
    if (offered !== 0) throw new Error(`a full schedule offered ${offered} slots`);
  }
  times.sort((a, b) => a - b);
  // 20 lessons across the four weeks cancelled at once: their half-hours freed in one transaction.
  const freed = lessons.filter((_, i) => i % Math.floor(lessons.length / CANCELLED) === 0).slice(0, CANCELLED);
  await db.transaction().execute(async (trx) => {
    for (const lesson of freed) {
      await trx.deleteFrom('lesson_units').where('lesson_id', '=', lesson.id).execute();
      await trx.updateTable('lessons').set({ status: 'cancelled', counted: 0, cancelled_at: now }).where('id', '=', lesson.id).execute();
    }
  });
  const started = performance.now();
  const offered = await offerFreeSlots(db, env);
  const refill = performance.now() - started;
  result = {
    waiting: WAITING,
    instructors: INSTRUCTORS,
    'booked lessons': lessons.length,
    'sweep p50 ms': round(percentile(times, 50)),
    'sweep p99 ms': round(percentile(times, 99)),
    'refill ms': round(refill),
    'offers made': offered,
    cancelled: CANCELLED,
  };
  console.table([result]);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
mkdirSync(path.join(root, '.tmp', 'bench'), { recursive: true });
writeFileSync(path.join(root, '.tmp', 'bench', 'offers.json'), JSON.stringify({ row: result }, null, 2));
