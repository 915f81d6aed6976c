import type { Transaction } from 'kysely';
import { addDays, torontoInstant } from '../../contract/torontoTime';
import type { components } from '../../contract/generated/openapi.gen';
import type { BdeCourseStatus, Database } from '../db/schema';
import { bookedLessonRow } from '../resources/lessons/repository';
import { writeLog } from '../resources/teaching/repository';
import { unitsOf } from '../resources/lessons/slots';
import { openCourse } from '../resources/courses/repository';
import { paidAtSchool } from './lessons';

type LessonSkill = components['schemas']['LessonSkill'];

const DAY_MS = 86_400_000;
/** The BDE package the demo cohort bought. */
const COHORT_PACKAGE = 'BDE Beginner';

interface CohortStudent {
  name: string;
  email: string;
  /** Days before today the class started. */
  startedDaysAgo: number;
  status: BdeCourseStatus;
  /** In-car hours taught (two-hour lessons). */
  inCarHours: number;
  /** Home-link assignments accepted, in the school's order. */
  homeLinkDone: number;
  /** The next assignment marked done a few days ago, waiting to be accepted. */
  homeLinkWaiting?: boolean;
  /** The final test's scores (theory, in-car), or none. */
  test: [number, number] | null;
  /** The parent who consented with them (they were under 18) and did the home-link with them. */
  guardian: string;
  certificate?: string;
}

/**
 * A BDE class that finished its classroom part, one student in each state the office works with:
 * certified, ready to certify, at risk of the one-year end, and one still under way (and, apart, one
 * just enrolled on a coming class); so the certification, courses and classes screens start filled.
 */
const COHORT: CohortStudent[] = [
  {
    name: 'Aisha Rahman',
    guardian: 'Farah Rahman',
    email: 'aisha.rahman@example.com',
    startedDaysAgo: 150,
    status: 'certified',
    inCarHours: 10,
    homeLinkDone: 6,
    test: [88, 84],
    certificate: 'BDE-2026-004512',
  },
  {
    name: 'Lucas Tremblay',
    guardian: 'Julie Tremblay',
    email: 'lucas.tremblay@example.com',
    startedDaysAgo: 150,
    status: 'ready',
    inCarHours: 10,
    homeLinkDone: 6,
    test: [79, 74],
  },
  {
    name: 'Noah Haddad',
    guardian: 'Rami Haddad',
    email: 'noah.haddad@example.com',
    startedDaysAgo: 335,
    status: 'in_progress',
    inCarHours: 4,
    homeLinkDone: 3,
    test: null,
  },
  {
    name: 'Sofia Moreau',
    guardian: 'Claire Moreau',
    email: 'sofia.moreau@example.com',
    startedDaysAgo: 150,
    status: 'in_progress',
    inCarHours: 6,
    homeLinkDone: 4,
    homeLinkWaiting: true,
    test: [64, 81],
  },
];

/** What the instructor logged after each two-hour lesson, in the curriculum's order. */
const LESSON_LOGS: [LessonSkill[], string][] = [
  [['circle_check', 'cockpit_drill', 'starting_stopping', 'steering'], 'First drive in the school lot: smooth starts, steady hands.'],
  [['turns', 'lane_changes', 'intersections'], 'Shoulder checks before lane changes need to become a habit.'],
  [['right_of_way', 'pedestrians_cyclists', 'residential_urban'], 'Good scanning at crosswalks; yielded correctly at four-way stops.'],
  [['reversing', 'parking', 'three_point_turn', 'hill_parking'], 'Parallel parking in three tries; wheels turned right on the hill.'],
  [['rural_roads', 'defensive_driving', 'expressway_entry_exit', 'highway_driving'], 'Merged onto the 401 at speed; keeps a safe following distance.'],
];

/**
 * The demo BDE cohort (above), unless its first student exists: each with a paid course on a past
 * class date of four five-hour sessions they attended, G1 and consent on file, in-car lessons taught
 * by the first instructor, home-link accepted (or waiting) and final test as listed. What was added, for the log.
 */
export async function seedBdeCohort(trx: Transaction<Database>, now: Date, passwordHash: string): Promise<string[]> {
  if (await trx.selectFrom('users').select('id').where('email', '=', COHORT[0].email).executeTakeFirst()) return [];
  const pkg = await trx.selectFrom('packages').selectAll().where('en_name', '=', COHORT_PACKAGE).executeTakeFirst();
  const instructor = await trx
    .selectFrom('instructors')
    .select(['id', 'f_name', 'l_name', 'licence_number', 'user_id'])
    .where('status', '=', 'accepted')
    .orderBy('id')
    .executeTakeFirst();
  const assignments = await trx.selectFrom('bde_home_link_assignments').selectAll().orderBy('id').execute();
  const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
  if (!pkg || !instructor) return [];
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const added: string[] = [];
  for (const [index, s] of COHORT.entries()) {
    const start = addDays(today, -s.startedDaysAgo);
    const startedAt = `${start}T13:00:00.000Z`;
    const user = await trx
      .insertInto('users')
      .values({
        name: s.name,
        f_name: s.name.split(' ')[0],
        l_name: s.name.split(' ')[1],
        email: s.email,
        password_hash: passwordHash,
        role: 'student',
        birthday: '2009-03-14',
        email_verified_at: startedAt,
        created_at: startedAt,
        updated_at: startedAt,
      })
      .returning(['id', 'email_locale'])
      .executeTakeFirstOrThrow();
    // The class the cohort took: one past date, four days of five hours (the Ministry's daily most).
    const date = await trx
      .insertInto('package_dates')
      .values({
        package_id: pkg.id,
        first_date: start,
        second_date: addDays(start, 3),
        from_time: '09:00',
        to_time: '14:30',
        is_open: 0,
        created_at: startedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booking = await paidAtSchool(trx, user, pkg, `${addDays(start, -7)}T15:00:00.000Z`);
    await trx.updateTable('bookings').set({ package_date_id: date.id }).where('id', '=', booking.id).execute();
    const course = await trx
      .insertInto('bde_courses')
      .values({
        booking_id: booking.id,
        user_id: user.id,
        status: s.status,
        course_start: start,
        g1_number: `A${1000 + index}-56789-0123${index}`,
        g1_expiry: addDays(today, 700),
        consent_text:
          'I agree that the records of my driver education course (attendance, hours, test results and certificate) are sent to the Ontario Ministry of Transportation, given to my insurer on request, and shown to the Ministry’s inspectors.',
        consent_at: startedAt,
        guardian_name: s.guardian,
        guardian_consent_at: startedAt,
        ready_at: s.status === 'ready' || s.status === 'certified' ? addDaysIso(now, -(20 - index)) : null,
        certified_on: s.certificate ? addDays(today, -10) : null,
        mto_reference: s.certificate ?? null,
        certified_by: s.certificate ? (admin?.id ?? null) : null,
        certified_at: s.certificate ? addDaysIso(now, -10) : null,
        closed_at: s.certificate ? addDaysIso(now, -10) : null,
        // Told when the class started and, once done, that it was; the sweep warns those at risk.
        welcome_mailed_at: startedAt,
        ready_mailed_at: s.status === 'ready' || s.status === 'certified' ? addDaysIso(now, -(20 - index)) : null,
        created_at: startedAt,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let day = 0; day < 4; day++) {
      const session = await trx
        .insertInto('bde_class_sessions')
        .values({
          package_date_id: date.id,
          day: addDays(start, day),
          starts_at: torontoInstant(addDays(start, day), '09:00').toISOString(),
          ends_at: torontoInstant(addDays(start, day), '14:00').toISOString(),
          mode: 'classroom',
          room: 'Room 1',
          instructor_id: instructor.id,
          created_at: startedAt,
          updated_at: startedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('bde_attendance')
        .values({ session_id: session.id, course_id: course.id, status: 'present', minutes: 300, recorded_by: admin?.id ?? null, recorded_at: startedAt })
        .execute();
    }
    // Two-hour lessons a week apart from the second week, each student at their own hour.
    for (let lesson = 0; lesson < s.inCarHours / 2; lesson++) {
      const day = addDays(start, 14 + lesson * 7);
      const begins = torontoInstant(day, `${String(10 + 2 * index).padStart(2, '0')}:00`).getTime();
      const row = await trx
        .insertInto('lessons')
        .values({
          ...bookedLessonRow({ studentId: user.id, instructorId: instructor.id, start: begins, minutes: 120, bookedBy: 'office' }, startedAt),
          status: 'completed',
          taught_minutes: 120,
        })
        .returning(['id', 'instructor_id', 'student_id', 'ends_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('lesson_units')
        .values(unitsOf(begins, 120).map((starts_at) => ({ lesson_id: row.id, starts_at, instructor_id: row.instructor_id, student_id: row.student_id })))
        .execute();
      const [skills, notes] = LESSON_LOGS[lesson % LESSON_LOGS.length];
      await writeLog(
        trx,
        row.id,
        {
          skills,
          notes,
          licence_number: instructor.licence_number,
          changedBy: { id: instructor.user_id ?? admin?.id ?? user.id, name: `${instructor.f_name} ${instructor.l_name}`, role: 'instructor' },
        },
        row.ends_at,
      );
    }
    for (const assignment of assignments.slice(0, s.homeLinkDone)) {
      await trx
        .insertInto('bde_home_link_work')
        .values({
          course_id: course.id,
          assignment_id: assignment.id,
          guardian_name: s.guardian,
          done_at: startedAt,
          accepted_by: admin?.id ?? null,
          accepted_at: startedAt,
        })
        .execute();
    }
    const waiting = s.homeLinkWaiting ? assignments[s.homeLinkDone] : undefined;
    if (waiting)
      await trx
        .insertInto('bde_home_link_work')
        .values({
          course_id: course.id,
          assignment_id: waiting.id,
          guardian_name: s.guardian,
          done_at: new Date(now.getTime() - 3 * 86_400_000).toISOString(),
          accepted_by: null,
          accepted_at: null,
        })
        .execute();
    if (s.test) {
      const [theory, inCar] = s.test;
      await trx
        .insertInto('bde_final_tests')
        .values({
          course_id: course.id,
          taken_on: addDays(start, 120),
          theory_percent: theory,
          in_car_percent: inCar,
          passed: theory >= 70 && inCar >= 70 ? 1 : 0,
          recorded_by: admin?.id ?? null,
          recorded_at: `${addDays(start, 120)}T18:00:00.000Z`,
        })
        .execute();
    }
    added.push(`${s.name} (${s.status})`);
  }
  const newcomer = await enrolledStudent(trx, at, passwordHash);
  if (newcomer) added.push(newcomer);
  return added.length ? [`a BDE cohort: ${added.join(', ')}`] : [];
}

/** The student who has just enrolled, for the state every course starts in. */
const NEWCOMER = { name: 'Maya Singh', email: 'maya.singh@example.com', package: 'BDE Online Theory' };

/**
 * A student who just paid for the online class at the school: enrolled on its next class date, with
 * nothing recorded yet (no G1 licence, no consent), as the office sees a new course. The welcome mail
 * counts as sent.
 */
async function enrolledStudent(trx: Transaction<Database>, at: string, passwordHash: string): Promise<string | null> {
  const pkg = await trx.selectFrom('packages').selectAll().where('en_name', '=', NEWCOMER.package).executeTakeFirst();
  const date =
    pkg &&
    (await trx
      .selectFrom('package_dates')
      .selectAll()
      .where('package_id', '=', pkg.id)
      .where('first_date', '>', at.slice(0, 10))
      .orderBy('first_date')
      .executeTakeFirst());
  if (!pkg || !date) return null;
  const [first, last] = NEWCOMER.name.split(' ');
  const user = await trx
    .insertInto('users')
    .values({
      name: NEWCOMER.name,
      f_name: first,
      l_name: last,
      email: NEWCOMER.email,
      password_hash: passwordHash,
      role: 'student',
      birthday: '2008-09-02',
      email_verified_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'email_locale'])
    .executeTakeFirstOrThrow();
  const booking = await paidAtSchool(trx, user, pkg, at);
  await trx.updateTable('bookings').set({ package_date_id: date.id }).where('id', '=', booking.id).execute();
  await openCourse(trx, { ...booking, package_date_id: date.id }, date, at);
  await trx.updateTable('bde_courses').set({ welcome_mailed_at: at }).where('booking_id', '=', booking.id).execute();
  return `${NEWCOMER.name} (enrolled)`;
}

const addDaysIso = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
