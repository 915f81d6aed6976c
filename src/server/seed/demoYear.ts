import type { Insertable, Transaction } from 'kysely';
import { addDays, torontoDay, torontoInstant, torontoMoment, weekdayOf } from '../../contract/torontoTime';
import type { Booking, Database, LessonsTable, MoneyChannel, Package, RoadTestsTable } from '../db/schema';
import { insertInChunks } from '../db/insertInChunks';
import { documentBody, issueDocument } from '../resources/bookings/documents';
import { findUser } from '../resources/bookings/repository';
import { readSettings } from '../resources/settings/repository';
import { bookedLessonRow } from '../resources/lessons/repository';
import { unitsOf } from '../resources/lessons/slots';
import { paidAtSchool } from './lessons';
import { mulberry32, pick, type Random } from './random';

/*
 * A year of the demo school's past and its coming week, so that a newcomer sees the office's figures
 * and schedule filled: students who bought packages month after month (more in spring and summer, as
 * schools see), paid at the school and now and then refunded; BDE classes every three weeks with their
 * seats, attendance and certificates; in-car lessons inside the instructors' published hours, most
 * taught, some missed or cancelled, reminders confirmed by text for those who chose texts; and lessons
 * booked over the next seven days, leaving free times in every instructor's week.
 *
 * Generated from a fixed seed and dated from today: every start of a new demo database gives the same
 * school, and it never looks stale. Written once: nothing is added while its first student exists.
 */

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 365;
/** The students of the past year (a busy school's: its published hours half full). */
export const DEMO_YEAR_STUDENTS = 420;
/** Roughly how full an instructor's published hours were in the past, by month (January first). */
const SEASON = [0.3, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.75, 0.55, 0.45, 0.4, 0.35];
/** The coming week is busier than most, yet leaves free times for students who book now. */
const COMING_WEEK_FILL = 0.65;
/** Packages the history's students bought, with how often. */
const SALES: [string, number][] = [
  ['BDE Beginner', 34],
  ['BDE Plus Road Test', 14],
  ['Summer Intensive', 6],
  ['BDE Online Theory', 4],
  ['10-Lesson Package', 12],
  ['5-Lesson Package', 10],
  ['Single Lesson', 6],
  ['Refresher', 5],
  ['Road Test Prep', 4],
  ['G2 Road Test Package', 3],
  ['Warm-up Lesson', 2],
];
/** The DriveTest centres near the school's cities. */
const CENTRES = ['kingston', 'kingston', 'belleville', 'brockville', 'ottawa-walkley', 'ottawa-canotek', 'toronto-metro-east'];
const CHANNELS: MoneyChannel[] = ['interac', 'card_at_office', 'cash', 'interac', 'card_at_office'];

const FIRST = [
  'Olivia',
  'Noah',
  'Emma',
  'Liam',
  'Chloé',
  'Mohammed',
  'Sofia',
  'Ethan',
  'Layla',
  'Lucas',
  'Ava',
  'Youssef',
  'Mia',
  'Benjamin',
  'Zara',
  'Gabriel',
  'Amelia',
  'Hamza',
  'Charlotte',
  'Félix',
  'Isla',
  'Omar',
  'Harper',
  'Jacob',
  'Léa',
  'Ali',
  'Priya',
  'William',
  'Hana',
  'Samuel',
  'Maryam',
  'Owen',
  'Nora',
  'Raj',
  'Camille',
  'Daniel',
  'Fatima',
  'Nathan',
  'Ella',
  'Karim',
];
const LAST = [
  'Smith',
  'Tremblay',
  'Nguyen',
  'Patel',
  'Gagnon',
  'Haddad',
  'Wilson',
  'Roy',
  'Chen',
  'Martin',
  'Singh',
  'Côté',
  'Brown',
  'Khan',
  'Bouchard',
  'Lee',
  'Morin',
  'Ahmed',
  'Taylor',
  'Lavoie',
  'Campbell',
  'Kaur',
  'Pelletier',
  'Anderson',
  'Saleh',
  'Fortin',
  'Thompson',
  'Wong',
  'Gauthier',
  'Ibrahim',
];

interface HistoryStudent {
  id: number;
  email_locale: 'en' | 'fr' | 'ar';
  /** Toronto day they bought their package. */
  bought: string;
  pkg: Package;
  booking?: Booking;
  /** The day their class began, for a BDE package. */
  classStart?: string;
  hoursLeft: number;
  /** Those who chose texts: their reminders went by text too. */
  texts: boolean;
  refunded: boolean;
  lastLesson?: string;
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const iso = (ms: number) => new Date(ms).toISOString();

/** The email of the history's first student: its presence says the year was written. */
export const FIRST_HISTORY_EMAIL = `${ascii(FIRST[0])}.${ascii(LAST[0])}.1@example.com`;

/** A day of the past year (or the month before it, so its first weeks have students too), more likely in the busy months. */
function purchaseDay(rand: Random, today: string): string {
  for (;;) {
    const day = addDays(today, -1 - Math.floor(rand() * (HISTORY_DAYS + 30)));
    if (rand() < SEASON[Number(day.slice(5, 7)) - 1] / 0.75) return day;
  }
}

function weightedPackage(rand: Random, packages: Map<string, Package>): Package | undefined {
  const total = SALES.reduce((sum, [, weight]) => sum + weight, 0);
  let r = rand() * total;
  for (const [name, weight] of SALES) {
    r -= weight;
    if (r < 0) return packages.get(name);
  }
  return undefined;
}

export async function seedDemoYear(trx: Transaction<Database>, now: Date, passwordHash: string): Promise<string[]> {
  if (await trx.selectFrom('users').select('id').where('email', '=', FIRST_HISTORY_EMAIL).executeTakeFirst()) return [];
  const packages = new Map((await trx.selectFrom('packages').selectAll().execute()).map((p) => [p.en_name, p]));
  const instructors = await trx.selectFrom('instructors').select(['id']).where('status', '=', 'accepted').orderBy('id').execute();
  const hours = await trx.selectFrom('instructor_weekly_hours').selectAll().orderBy('instructor_id').orderBy('weekday').execute();
  const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
  const assignments = await trx.selectFrom('bde_home_link_assignments').select('id').execute();
  if (instructors.length === 0 || hours.length === 0 || packages.size === 0) return [];
  const rand = mulberry32(2026);
  const today = torontoDay(now.toISOString());
  const nowIso = now.toISOString();

  // Students, each with the package they bought.
  const people = Array.from({ length: DEMO_YEAR_STUDENTS }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length];
    const bought = purchaseDay(rand, today);
    const at = torontoInstant(addDays(bought, -2), '18:00').toISOString();
    const r = rand();
    return {
      row: {
        name: `${first} ${last}`,
        f_name: first,
        l_name: last,
        email: `${ascii(first)}.${ascii(last)}.${i + 1}@example.com`,
        password_hash: passwordHash,
        role: 'student' as const,
        phone_number: `613-555-${String(2000 + i).padStart(4, '0')}`,
        birthday: `${2006 + (i % 4)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        email_locale: r < 0.72 ? ('en' as const) : r < 0.9 ? ('fr' as const) : ('ar' as const),
        email_verified_at: at,
        created_at: at,
        updated_at: at,
      },
      bought,
      pkg: weightedPackage(rand, packages),
      texts: rand() < 0.4,
      refunded: rand() < 0.05,
    };
  });
  await insertInChunks(
    trx,
    'users',
    people.map((p) => p.row),
  );
  const ids = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['id', 'email'])
        .where(
          'email',
          'in',
          people.map((p) => p.row.email),
        )
        .execute()
    ).map((u) => [u.email, u.id]),
  );
  const students: HistoryStudent[] = people
    .filter((p) => p.pkg !== undefined)
    .map((p) => ({
      id: ids.get(p.row.email)!,
      email_locale: p.row.email_locale,
      bought: p.bought,
      pkg: p.pkg!,
      hoursLeft: p.pkg!.behind_the_wheel_hour_count,
      texts: p.texts,
      refunded: p.refunded,
    }))
    .sort((a, b) => a.bought.localeCompare(b.bought));

  // Payments, in the order they were made (receipt numbers follow the days).
  const settings = await readSettings(trx);
  for (const s of students) {
    const paidAt = torontoInstant(s.bought, '16:30').toISOString();
    s.booking = await paidAtSchool(trx, s, s.pkg, paidAt, pick(rand, CHANNELS));
    if (!s.refunded) continue;
    // Changed their mind within days: the whole payment returned, with its credit note.
    const refundedAt = torontoInstant(addDays(s.bought, 3), '11:00').toISOString();
    const booking = await trx
      .updateTable('bookings')
      .set({ status: 'refunded', refunded_at: refundedAt, cancelled_at: refundedAt, refund_method: s.booking.received_by, updated_at: refundedAt })
      .where('id', '=', s.booking.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const receipt = await trx.selectFrom('receipts').select('id').where('booking_id', '=', booking.id).executeTakeFirst();
    const student = await findUser(trx, s.id);
    if (student)
      await issueDocument(
        trx,
        'credit_note',
        documentBody({ booking, student, pkg: s.pkg, date: null, settings }, booking.refund_method ?? 'cash', refundedAt),
        refundedAt,
        receipt?.id ?? null,
      );
    s.hoursLeft = 0;
  }
  const sold = students.filter((s) => !s.refunded);

  // BDE classes every three weeks, each student in the first one after their purchase.
  const bde = sold.filter((s) => s.pkg.course_hour_count > 0);
  const classDays: string[] = [];
  for (let day = addDays(today, -HISTORY_DAYS); day < addDays(today, -14); day = addDays(day, 21)) {
    classDays.push(addDays(day, (6 - weekdayOf(day) + 7) % 7)); // a Saturday
  }
  const dateIds = new Map<string, number>();
  for (const s of bde) {
    const start = classDays.find((d) => d > s.bought);
    if (!start) continue;
    s.classStart = start;
    const key = `${s.pkg.id}/${start}`;
    if (!dateIds.has(key)) {
      const created = torontoInstant(addDays(start, -60), '09:00').toISOString();
      const date = await trx
        .insertInto('package_dates')
        .values({
          package_id: s.pkg.id,
          first_date: start,
          second_date: addDays(start, 8),
          from_time: '09:00',
          to_time: '14:30',
          capacity: 16,
          is_open: 0,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      dateIds.set(key, date.id);
    }
    await trx
      .updateTable('bookings')
      .set({ package_date_id: dateIds.get(key)! })
      .where('id', '=', s.booking!.id)
      .execute();
  }

  // Lessons inside the published hours, two hours at a time, to students with hours left: at most
  // one a day each, two days apart, BDE students from the second week of their class.
  const taken = new Set(
    (await trx.selectFrom('lesson_units').select(['instructor_id', 'starts_at']).execute()).map((u) => `${u.instructor_id}@${u.starts_at}`),
  );
  const lessons: Insertable<LessonsTable>[] = [];
  const nextDay = new Map<number, string>(sold.map((s) => [s.id, s.classStart ? addDays(s.classStart, 10) : addDays(s.bought, 4)]));
  const mainInstructor = (s: HistoryStudent) => instructors[s.id % instructors.length].id;
  for (let day = addDays(today, -HISTORY_DAYS); day <= addDays(today, 7); day = addDays(day, 1)) {
    const fill = day >= today ? COMING_WEEK_FILL : SEASON[Number(day.slice(5, 7)) - 1];
    const free = (s: HistoryStudent) => s.hoursLeft > 0 && nextDay.get(s.id)! <= day;
    for (const window of hours.filter((h) => h.weekday === weekdayOf(day))) {
      const closes = torontoInstant(day, window.to_time).getTime();
      for (let from = torontoInstant(day, window.from_time).getTime(); from + 3_600_000 <= closes; from += 2 * 3_600_000) {
        if (rand() >= fill) continue;
        const student = sold.find((s) => free(s) && mainInstructor(s) === window.instructor_id) ?? sold.find(free);
        if (!student) continue;
        const minutes = student.hoursLeft >= 2 && from + 2 * 3_600_000 <= closes ? 120 : 60;
        const units = unitsOf(from, minutes);
        if (units.some((u) => taken.has(`${window.instructor_id}@${u}`))) continue;
        const booked = iso(from - (3 + Math.floor(rand() * 10)) * DAY_MS);
        const row = bookedLessonRow(
          { studentId: student.id, instructorId: window.instructor_id, start: from, minutes, bookedBy: rand() < 0.8 ? 'student' : 'office' },
          booked,
        );
        nextDay.set(student.id, addDays(day, 2));
        lessons.push(row);
        const outcome = rand();
        if (from + minutes * 60_000 > now.getTime()) {
          // Coming or under way: booked, its reminder gone when it starts within a day.
          if (from <= now.getTime() + DAY_MS) row.reminder_queued_at = iso(from - DAY_MS);
        } else if (outcome < 0.07) {
          // Cancelled in time: the hours came back and the time was free again.
          Object.assign(row, { status: 'cancelled', counted: 0, cancelled_at: iso(from - 3 * DAY_MS), sequence: 1 });
          continue;
        } else if (outcome < 0.1) {
          Object.assign(row, { status: 'cancelled', counted: 1, cancelled_at: iso(from - 5 * 3_600_000), sequence: 1, reminder_queued_at: iso(from - DAY_MS) });
        } else {
          // Those reminded by text, who could answer C, miss fewer lessons.
          const missed = outcome < (student.texts ? 0.115 : 0.14);
          Object.assign(row, { status: missed ? 'no_show' : 'completed', taught_minutes: missed ? null : minutes, reminder_queued_at: iso(from - DAY_MS) });
          if (student.texts) {
            row.reminder_texted_at = iso(from - DAY_MS);
            if (!missed && rand() < 0.75) Object.assign(row, { confirmed_at: iso(from - DAY_MS + 40 * 60_000), confirmed_via: 'sms' });
          }
          student.lastLesson = day;
        }
        if (row.status !== 'cancelled') for (const u of units) taken.add(`${window.instructor_id}@${u}`);
        student.hoursLeft -= minutes / 60;
      }
    }
  }
  await insertInChunks(trx, 'lessons', lessons);
  const held = await trx
    .selectFrom('lessons')
    .select(['id', 'instructor_id', 'student_id', 'starts_at', 'ends_at', 'duration_minutes', 'status'])
    .where('student_id', 'in', [...ids.values()])
    .where('status', '!=', 'cancelled')
    .execute();
  await insertInChunks(
    trx,
    'lesson_units',
    held.flatMap((l) =>
      unitsOf(Date.parse(l.starts_at), l.duration_minutes).map((starts_at) => ({
        lesson_id: l.id,
        starts_at,
        instructor_id: l.instructor_id,
        student_id: l.student_id,
      })),
    ),
  );

  // Their road tests: a G2 some weeks after the last lesson, half of them on its day with that lesson as
  // the warm-up (its instructor linked); a failed first attempt is tried again a month later.
  const lastTaught = new Map<number, { id: number; instructor_id: number; ends_at: string }>();
  for (const l of held) if (l.status === 'completed' && (lastTaught.get(l.student_id)?.ends_at ?? '') < l.ends_at) lastTaught.set(l.student_id, l);
  const roadTests: Insertable<RoadTestsTable>[] = [];
  for (const s of sold) {
    const warmup = lastTaught.get(s.id);
    if (!warmup || s.hoursLeft > 0 || rand() < 0.25) continue;
    // DriveTest examines by day: a lesson ending after 15:00 is no warm-up.
    const withWarmup = rand() < 0.5 && torontoMoment(new Date(warmup.ends_at)).time <= '15:00';
    const day = withWarmup ? torontoDay(warmup.ends_at) : addDays(torontoDay(warmup.ends_at), 7 + Math.floor(rand() * 30));
    if (day >= today) continue;
    const centre = pick(rand, CENTRES);
    // Students warmed up by some instructors pass more often: the office's pass rates tell them apart.
    const passes = rand() < 0.55 + 0.06 * (warmup.instructor_id % 4);
    const at = torontoInstant(day, '17:00').toISOString();
    const test = {
      student_id: s.id,
      class: 'G2' as const,
      taken_on: day,
      test_time: withWarmup ? torontoMoment(new Date(Date.parse(warmup.ends_at) + 3_600_000)).time : null,
      centre_id: centre,
      attempt: 1,
      result: passes ? ('pass' as const) : ('fail' as const),
      warmup_lesson_id: withWarmup ? warmup.id : null,
      instructor_id: withWarmup ? warmup.instructor_id : null,
      recorded_by: rand() < 0.6 ? ('student' as const) : ('office' as const),
      created_at: at,
      updated_at: at,
    };
    roadTests.push(test);
    const again = addDays(day, 28 + Math.floor(rand() * 14));
    if (!passes && again < today) {
      const retakenAt = torontoInstant(again, '17:00').toISOString();
      roadTests.push({
        ...test,
        taken_on: again,
        test_time: null,
        attempt: 2,
        result: rand() < 0.8 ? 'pass' : 'fail',
        warmup_lesson_id: null,
        instructor_id: null,
        created_at: retakenAt,
        updated_at: retakenAt,
      });
    }
  }
  await insertInChunks(trx, 'road_tests', roadTests);

  // Their BDE courses: certified a few weeks after the last lesson once it is long enough ago, else under way.
  const courses = bde.filter((s) => s.classStart !== undefined);
  const certifiedOn = (s: HistoryStudent) => {
    const finished = s.pkg.behind_the_wheel_hour_count === 0 ? addDays(s.classStart!, 20) : s.hoursLeft === 0 ? s.lastLesson : undefined;
    return finished === undefined ? undefined : addDays(finished, 10 + (s.id % 20));
  };
  await insertInChunks(
    trx,
    'bde_courses',
    courses.map((s, i) => {
      const started = torontoInstant(s.classStart!, '09:00').toISOString();
      const on = certifiedOn(s);
      const certified = on !== undefined && on < today;
      const certifiedAt = certified ? torontoInstant(on, '15:00').toISOString() : null;
      return {
        booking_id: s.booking!.id,
        user_id: s.id,
        status: certified ? ('certified' as const) : ('in_progress' as const),
        course_start: s.classStart!,
        g1_number: `H${String(2000 + i)}-40917-${String(10000 + s.id).slice(-5)}`,
        g1_expiry: addDays(s.classStart!, 1500),
        consent_text:
          'I agree that the records of my driver education course (attendance, hours, test results and certificate) are sent to the Ontario Ministry of Transportation, given to my insurer on request, and shown to the Ministry’s inspectors.',
        consent_at: started,
        ready_at: certifiedAt,
        certified_on: certified ? on : null,
        mto_reference: certified ? `BDE-${on.slice(0, 4)}-${String(100000 + i * 37).slice(-6)}` : null,
        certified_by: certified ? (admin?.id ?? null) : null,
        certified_at: certifiedAt,
        closed_at: certifiedAt,
        // Told when their class began, when they were ready and, for those nearing the one-year end, that too.
        welcome_mailed_at: started,
        ready_mailed_at: certifiedAt,
        at_risk_mailed_at: !certified && addDays(s.classStart!, 300) <= today ? torontoInstant(addDays(s.classStart!, 300), '09:00').toISOString() : null,
        created_at: started,
        updated_at: certifiedAt ?? started,
      };
    }),
  );
  const courseIds = new Map(
    (
      await trx
        .selectFrom('bde_courses')
        .select(['id', 'user_id'])
        .where(
          'user_id',
          'in',
          courses.map((s) => s.id),
        )
        .execute()
    ).map((c) => [c.user_id, c.id]),
  );

  // Each class met on two weekends (four days of five hours); everyone was there.
  const attendance = [];
  const work = [];
  const tests = [];
  for (const [key, dateId] of dateIds) {
    const start = key.split('/')[1];
    const members = courses.filter((s) => `${s.pkg.id}/${s.classStart}` === key);
    // Live online for an online course, as its coming classes are.
    const online = members.length > 0 && /online/i.test(members[0].pkg.en_name);
    for (const day of [start, addDays(start, 1), addDays(start, 7), addDays(start, 8)]) {
      const created = torontoInstant(addDays(start, -14), '09:00').toISOString();
      const session = await trx
        .insertInto('bde_class_sessions')
        .values({
          package_date_id: dateId,
          day,
          starts_at: torontoInstant(day, '09:00').toISOString(),
          ends_at: torontoInstant(day, '14:00').toISOString(),
          mode: online ? 'online' : 'classroom',
          room: online ? null : 'Room 1',
          instructor_id: instructors[0].id,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const recorded = torontoInstant(day, '14:15').toISOString();
      for (const s of members)
        attendance.push({
          session_id: session.id,
          course_id: courseIds.get(s.id)!,
          status: 'present' as const,
          minutes: 300,
          recorded_by: admin?.id ?? null,
          recorded_at: recorded,
        });
    }
    for (const s of members) {
      const on = certifiedOn(s);
      if (on === undefined || on >= today) continue;
      const done = torontoInstant(addDays(start, 20), '19:00').toISOString();
      for (const a of assignments)
        work.push({
          course_id: courseIds.get(s.id)!,
          assignment_id: a.id,
          guardian_name: 'Parent',
          done_at: done,
          accepted_by: admin?.id ?? null,
          accepted_at: done,
        });
      tests.push({
        course_id: courseIds.get(s.id)!,
        taken_on: addDays(on, -3),
        theory_percent: 75 + (s.id % 23),
        in_car_percent: 72 + (s.id % 25),
        passed: 1,
        recorded_by: admin?.id ?? null,
        recorded_at: nowIso,
      });
    }
  }
  await insertInChunks(trx, 'bde_attendance', attendance);
  await insertInChunks(trx, 'bde_home_link_work', work);
  await insertInChunks(trx, 'bde_final_tests', tests);
  return [`a year of the school's past: ${students.length} students, ${lessons.length} lessons, ${dateIds.size} BDE classes, ${roadTests.length} road tests`];
}
