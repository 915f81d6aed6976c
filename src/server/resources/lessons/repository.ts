import { sql, type Insertable, type Updateable } from 'kysely';
import { isPostgres } from '../../db/connect';
import type { Lesson, LessonsTable, User } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { readSettings } from '../settings/repository';
import { heldByOthers } from '../cancellationList/repository';
import { torontoDayOf, unitsOf, type Taken } from './slots';

/** Lessons that hold their time and hours (a cancelled one holds neither). */
const HOLDING = ['booked', 'completed', 'no_show'] as const;

export const findLesson = (db: Executor, id: number) => db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Serialises one student's lesson writes: on PostgreSQL their users row FOR UPDATE, so the hours
 * and daily-limit checks see every committed lesson of theirs; SQLite runs one write transaction
 * at a time already.
 */
export async function lockStudent(trx: Executor, studentId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
}

/**
 * Serialises the writes that depend on one instructor's hours: on PostgreSQL their instructors row
 * FOR UPDATE, taken by a booking or move (after the student's lock) and by a change of the hours,
 * so a lesson is never booked into hours being withdrawn; SQLite runs one write transaction at a
 * time already.
 */
export async function lockInstructor(trx: Executor, instructorId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('instructors').select('id').where('id', '=', instructorId).forUpdate().execute();
}

export const findAcceptedInstructor = (db: Executor, id: number) =>
  db.selectFrom('instructors').select(['id', 'f_name', 'l_name']).where('id', '=', id).where('status', '=', 'accepted').executeTakeFirst();

export async function instructorsById(db: Executor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.selectFrom('instructors').select(['id', 'f_name', 'l_name']).where('id', 'in', unique).execute() : [];
  return new Map(rows.map((r) => [r.id, r]));
}

export async function studentsById(db: Executor, ids: readonly number[]): Promise<Map<number, LessonStudent>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.selectFrom('users').select(['id', 'name', 'email', 'phone_number', 'email_locale']).where('id', 'in', unique).execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/** What lessons show and mail of a student. */
export type LessonStudent = Pick<User, 'id' | 'name' | 'email' | 'phone_number' | 'email_locale'>;

export const findStudentByEmail = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone_number', 'email_locale'])
    .where('email', '=', email)
    .where('role', '=', 'student')
    .executeTakeFirst();

/** In-car hours of the student's paid bookings. */
export async function boughtHours(db: Executor, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('in_car_hours'), sql<number>`0`).as('hours'))
    .where('user_id', '=', studentId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(row?.hours ?? 0);
}

/** Hours of the student's lessons whose hours are used, but `exceptLessonId`'s. */
export async function countedHours(db: Executor, studentId: number, exceptLessonId?: number): Promise<number> {
  let query = db
    .selectFrom('lessons')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('duration_minutes'), sql<number>`0`).as('minutes'))
    .where('student_id', '=', studentId)
    .where('counted', '=', 1);
  if (exceptLessonId !== undefined) query = query.where('id', '!=', exceptLessonId);
  const row = await query.executeTakeFirst();
  return Number(row?.minutes ?? 0) / 60;
}

/** The student's lesson `id` while it is booked (not yet taught, cancelled or missed). */
export function findBookedLesson(db: Executor, studentId: number, id: number) {
  return db.selectFrom('lessons').select('id').where('id', '=', id).where('student_id', '=', studentId).where('status', '=', 'booked').executeTakeFirst();
}

/**
 * What the student cannot book between two instants: the instructors' and the student's held
 * half-hours, the slots held at `now` for other students of the cancellation list, and the
 * student's hours per Toronto day; `exceptLessonId`'s own time counts as free (a lesson being moved).
 */
export async function takenBetween(db: Executor, studentId: number, range: { from: string; to: string }, now: string, exceptLessonId?: number): Promise<Taken> {
  const dayMargin = 86_400_000;
  const wideFrom = new Date(Date.parse(range.from) - dayMargin).toISOString();
  const wideTo = new Date(Date.parse(range.to) + dayMargin).toISOString();
  let units = db
    .selectFrom('lesson_units')
    .select(['instructor_id', 'student_id', 'starts_at'])
    .where('starts_at', '>=', range.from)
    .where('starts_at', '<', range.to)
    .where((eb) =>
      eb.or([eb('student_id', '=', studentId), eb('instructor_id', 'in', eb.selectFrom('instructors').select('id').where('status', '=', 'accepted'))]),
    );
  let lessons = db
    .selectFrom('lessons')
    .select(['starts_at', 'duration_minutes'])
    .where('student_id', '=', studentId)
    .where('status', 'in', HOLDING)
    .where('starts_at', '>=', wideFrom)
    .where('starts_at', '<', wideTo);
  if (exceptLessonId !== undefined) {
    units = units.where('lesson_id', '!=', exceptLessonId);
    lessons = lessons.where('id', '!=', exceptLessonId);
  }
  const [unitRows, lessonRows, held, settings] = await Promise.all([
    units.execute(),
    lessons.execute(),
    heldByOthers(db, studentId, range, now),
    readSettings(db),
  ]);
  const taken: Taken = { instructorUnits: new Set(), studentUnits: new Set(), studentDayHours: new Map(), dailyLimitHours: settings.bde_in_car_hours_per_day };
  for (const u of unitRows) {
    taken.instructorUnits.add(`${u.instructor_id}|${u.starts_at}`);
    if (u.student_id === studentId) taken.studentUnits.add(u.starts_at);
  }
  for (const offer of held)
    for (const unit of unitsOf(Date.parse(offer.starts_at), offer.duration_minutes)) taken.instructorUnits.add(`${offer.instructor_id}|${unit}`);
  for (const l of lessonRows) {
    const day = torontoDayOf(l.starts_at);
    taken.studentDayHours.set(day, (taken.studentDayHours.get(day) ?? 0) + l.duration_minutes / 60);
  }
  return taken;
}

/** A new lesson's row: booked and counted, `minutes` long from `start` (ms), stamped `now`. */
export function bookedLessonRow(
  lesson: { studentId: number; instructorId: number; start: number; minutes: 60 | 120; bookedBy: 'student' | 'office' },
  now: string,
): Insertable<LessonsTable> {
  return {
    student_id: lesson.studentId,
    instructor_id: lesson.instructorId,
    starts_at: new Date(lesson.start).toISOString(),
    ends_at: new Date(lesson.start + lesson.minutes * 60_000).toISOString(),
    duration_minutes: lesson.minutes,
    status: 'booked',
    counted: 1,
    booked_by: lesson.bookedBy,
    cancel_reason: null,
    cancelled_at: null,
    sequence: 0,
    reminder_queued_at: null,
    created_at: now,
    updated_at: now,
  };
}

export const insertLesson = (db: Executor, values: Insertable<LessonsTable>): Promise<Lesson> =>
  db.insertInto('lessons').values(values).returningAll().executeTakeFirstOrThrow();

export async function updateLesson(db: Executor, id: number, changes: Updateable<LessonsTable>): Promise<Lesson> {
  return db.updateTable('lessons').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export const unitStartsOf = async (db: Executor, lessonId: number) =>
  (await db.selectFrom('lesson_units').select('starts_at').where('lesson_id', '=', lessonId).execute()).map((u) => u.starts_at);

/** Claims half-hours for a lesson: a unique violation when the instructor or the student holds one already. */
export async function insertUnits(db: Executor, lesson: Pick<Lesson, 'id' | 'instructor_id' | 'student_id'>, starts: readonly string[]): Promise<void> {
  if (starts.length === 0) return;
  await db
    .insertInto('lesson_units')
    .values(starts.map((s) => ({ lesson_id: lesson.id, instructor_id: lesson.instructor_id, student_id: lesson.student_id, starts_at: s })))
    .execute();
}

/** Hands a lesson's kept half-hours to another instructor (a unique violation when that one holds one). */
export async function reassignUnits(db: Executor, lessonId: number, instructorId: number, starts: readonly string[]): Promise<void> {
  if (starts.length === 0) return;
  await db
    .updateTable('lesson_units')
    .set({ instructor_id: instructorId })
    .where('lesson_id', '=', lessonId)
    .where('starts_at', 'in', [...starts])
    .execute();
}

export async function deleteUnits(db: Executor, lessonId: number, starts?: readonly string[]): Promise<void> {
  if (starts?.length === 0) return;
  let query = db.deleteFrom('lesson_units').where('lesson_id', '=', lessonId);
  if (starts) query = query.where('starts_at', 'in', [...starts]);
  await query.execute();
}

/** The student's lessons, the `limit` latest-starting. */
export const lessonsOfStudent = (db: Executor, studentId: number, limit: number) =>
  db.selectFrom('lessons').selectAll().where('student_id', '=', studentId).orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

/** Lessons starting within [from, to), by start then instructor. */
export function lessonsBetween(db: Executor, range: { from: string; to: string }, instructorId: number | undefined, limit: number) {
  let query = db.selectFrom('lessons').selectAll().where('starts_at', '>=', range.from).where('starts_at', '<', range.to);
  if (instructorId !== undefined) query = query.where('instructor_id', '=', instructorId);
  return query.orderBy('starts_at').orderBy('instructor_id').orderBy('id').limit(limit).execute();
}

/** Paid bookings of a package with classroom hours: the BDE courses bought. */
const paidBdeBookings = (db: Executor) =>
  db
    .selectFrom('bookings')
    .innerJoin('packages', 'packages.id', 'bookings.package_id')
    .where('bookings.status', '=', 'paid')
    .where('packages.course_hour_count', '>', 0);

/** The student's first paid booking of a package with classroom hours (a BDE course), with its first class day. */
export function firstBdeBooking(db: Executor, studentId: number) {
  return paidBdeBookings(db)
    .leftJoin('package_dates', 'package_dates.id', 'bookings.package_date_id')
    .select(['bookings.id', 'bookings.paid_at', 'bookings.created_at', 'package_dates.first_date'])
    .where('bookings.user_id', '=', studentId)
    .orderBy('bookings.paid_at')
    .orderBy('bookings.id')
    .executeTakeFirst();
}

/** Which of the students bought a BDE course. */
export async function bdeStudents(db: Executor, studentIds: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(studentIds)];
  if (unique.length === 0) return new Set();
  const rows = await paidBdeBookings(db).select('bookings.user_id').distinct().where('bookings.user_id', 'in', unique).execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The accepted instructors' names: the office's week shows each of them, booked or not. */
export const acceptedInstructors = (db: Executor) => db.selectFrom('instructors').select(['id', 'f_name', 'l_name']).where('status', '=', 'accepted').execute();
