import type { Kysely } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import { addDays, torontoDay, torontoInstant } from '../../../contract/torontoTime';
import type { BdeClassSession, Database } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { markInProgress, settleCourses } from '../courses/progress';
import { OPEN_STATUSES } from '../courses/repository';
import { findAcceptedInstructor, instructorsById, lockStudent } from '../lessons/repository';
import { readSettings } from '../settings/repository';
import { instructorOfUser } from '../teaching/repository';
import type { Key } from './messages';
import {
  attendanceAt,
  classDates,
  coursesOnDates,
  findClassDate,
  findSession,
  insertSession,
  lockClassDate,
  sessionsOf,
  upsertAttendance,
  type ClassDate,
} from './repository';

type Schemas = components['schemas'];

/** How far back the office's list of classes reaches: classes of the last two months are still taught or recorded. */
const RECENT_DAYS = 60;

/** A session's length in minutes. */
export const minutesOf = (session: Pick<BdeClassSession, 'starts_at' | 'ends_at'>) => (Date.parse(session.ends_at) - Date.parse(session.starts_at)) / 60_000;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export interface ClassView extends ClassDate {
  students: number;
  scheduled_minutes: number;
}

/** The class dates starting at most two months ago, earliest first, with their open courses and scheduled minutes. */
export async function officeClasses(db: Executor, now = new Date().toISOString()): Promise<ClassView[]> {
  const since = addDays(torontoDay(now), -RECENT_DAYS);
  const dates = await classDates(db)
    .where('package_dates.first_date', '>=', since)
    .orderBy('package_dates.first_date')
    .orderBy('package_dates.id')
    .limit(500)
    .execute();
  const ids = dates.map((d) => d.id);
  const [sessions, courses] = await Promise.all([sessionsOf(db, ids), coursesOnDates(db, ids)]);
  return dates.map((d) => ({
    ...d,
    students: courses.filter((c) => c.package_date_id === d.id && OPEN_STATUSES.includes(c.status)).length,
    scheduled_minutes: sum(sessions.filter((s) => s.package_date_id === d.id).map(minutesOf)),
  }));
}

export interface SessionView {
  session: BdeClassSession;
  instructor: { id: number; f_name: string; l_name: string } | null;
  roster: Schemas['BdeClassSession']['roster'];
}

/**
 * The sessions with their rosters: the open courses booked on the session's class date, and any
 * other of its courses whose attendance there is recorded (a withdrawn student's hours stay on file).
 */
async function withRosters(db: Executor, sessions: readonly BdeClassSession[]): Promise<SessionView[]> {
  const [courses, attendance, instructors] = await Promise.all([
    coursesOnDates(db, [...new Set(sessions.map((s) => s.package_date_id))]),
    attendanceAt(
      db,
      sessions.map((s) => s.id),
    ),
    instructorsById(
      db,
      sessions.flatMap((s) => s.instructor_id ?? []),
    ),
  ]);
  return sessions.map((session) => {
    const recorded = new Map(attendance.filter((a) => a.session_id === session.id).map((a) => [a.course_id, a]));
    const roster = courses
      .filter((c) => c.package_date_id === session.package_date_id && (OPEN_STATUSES.includes(c.status) || recorded.has(c.id)))
      .map((c) => ({
        course_id: c.id,
        student: { id: c.user_id, name: c.name, email: c.email },
        status: recorded.get(c.id)?.status ?? null,
        minutes: recorded.get(c.id)?.minutes ?? null,
      }));
    return { session, instructor: (session.instructor_id && instructors.get(session.instructor_id)) || null, roster };
  });
}

/** The sessions of class date `id`, in time order, with their rosters: NotFoundError for a date that is not a class's. */
export async function classSessions(db: Executor, id: number): Promise<SessionView[]> {
  if (!(await findClassDate(db, id))) throw new NotFoundError<Key>('classNotFound');
  return withRosters(db, await sessionsOf(db, [id]));
}

/**
 * On a full day of class a BDE student may have fewer in-car hours (the Ministry's 1): a session
 * that makes `day` one for class date `id` is refused (409 full_class_day, with that limit) while a
 * student of the class has more in-car lessons booked that day. The students' locks are taken, in
 * id order, so that a lesson booked meanwhile waits for the session and sees it.
 */
async function refuseInCarOverFullDay(trx: Executor, id: number, day: string, inCarHours: number): Promise<void> {
  const students = [...new Set((await coursesOnDates(trx, [id])).filter((c) => OPEN_STATUSES.includes(c.status)).map((c) => c.user_id))].sort((a, b) => a - b);
  if (students.length === 0) return;
  for (const student of students) await lockStudent(trx, student);
  const lessons = await trx
    .selectFrom('lessons')
    .select(['student_id', (eb) => eb.fn.sum<number>('duration_minutes').as('minutes')])
    .where('student_id', 'in', students)
    .where('status', '!=', 'cancelled')
    .where('starts_at', '>=', torontoInstant(day, '00:00').toISOString())
    .where('starts_at', '<', torontoInstant(addDays(day, 1), '00:00').toISOString())
    .groupBy('student_id')
    .execute();
  if (lessons.some((l) => Number(l.minutes) > inCarHours * 60)) throw new ConflictError<Key>('inCarOverFullDay', 'full_class_day', inCarHours);
}

/**
 * Schedules a session of class date `id`, under the date's lock: the same day's sessions of the
 * class may not overlap it (409 session_overlap) nor hold, with it, more than the school's class
 * hours a day (409 class_day_limit, the Ministry's 5 by default), nor make a full class day of a
 * day a student already has more in-car hours booked than such a day allows (409 full_class_day).
 */
export async function scheduleSession(
  db: Kysely<Database>,
  id: number,
  input: Schemas['BdeClassSessionInput'],
  now = new Date().toISOString(),
): Promise<SessionView> {
  if (input.to <= input.from) throw new InvalidError<Key>({ to: 'toBeforeFrom' });
  const startsAt = torontoInstant(input.day, input.from).toISOString();
  const endsAt = torontoInstant(input.day, input.to).toISOString();
  const session = await inTransaction(db, async (trx) => {
    await lockClassDate(trx, id);
    if (!(await findClassDate(trx, id))) throw new NotFoundError<Key>('classNotFound');
    if (input.instructor_id && !(await findAcceptedInstructor(trx, input.instructor_id))) throw new InvalidError<Key>({ instructor_id: 'noInstructor' });
    const sameDay = (await sessionsOf(trx, [id])).filter((s) => s.day === input.day);
    if (sameDay.some((s) => s.starts_at < endsAt && startsAt < s.ends_at)) throw new ConflictError<Key>('sessionOverlap', 'session_overlap');
    const settings = await readSettings(trx);
    const limit = settings.bde_class_hours_per_day;
    const minutes = sum(sameDay.map(minutesOf)) + minutesOf({ starts_at: startsAt, ends_at: endsAt });
    if (minutes > limit * 60) throw new ConflictError<Key>('classDayLimit', 'class_day_limit', limit);
    if (minutes >= limit * 60) await refuseInCarOverFullDay(trx, id, input.day, settings.bde_in_car_hours_on_full_class_day);
    const room = input.room?.trim() || null;
    return insertSession(trx, {
      package_date_id: id,
      day: input.day,
      starts_at: startsAt,
      ends_at: endsAt,
      mode: input.mode,
      room,
      instructor_id: input.instructor_id ?? null,
      created_at: now,
      updated_at: now,
    });
  });
  return (await withRosters(db, [session]))[0];
}

/** Removes a session no attendance was taken at (409 has_attendance: the course records keep it). */
export async function removeSession(db: Kysely<Database>, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const session = await findSession(trx, id);
    if (!session) throw new NotFoundError<Key>('sessionNotFound');
    await lockClassDate(trx, session.package_date_id);
    if (await trx.selectFrom('bde_attendance').select('session_id').where('session_id', '=', id).limit(1).executeTakeFirst())
      throw new ConflictError<Key>('hasAttendance', 'has_attendance');
    await trx.deleteFrom('bde_class_sessions').where('id', '=', id).execute();
  });
}

/**
 * Takes (or corrects) a started session's attendance for students of its roster: present counts the
 * session's minutes, late the minutes given (fewer), absent none. A student's first attendance
 * moves their enrolled course to in progress. `recordedBy` is the user who took it.
 */
export async function recordAttendance(
  db: Kysely<Database>,
  id: number,
  input: Schemas['BdeAttendanceInput'],
  recordedBy: number,
  now = new Date().toISOString(),
): Promise<SessionView> {
  const session = await findSession(db, id);
  if (!session) throw new NotFoundError<Key>('sessionNotFound');
  if (session.starts_at > now) throw new ConflictError<Key>('sessionNotStarted', 'session_not_started');
  const length = minutesOf(session);
  const [{ roster }] = await withRosters(db, [session]);
  const open = new Map(roster.map((r) => [r.course_id, r]));
  const courses = await db
    .selectFrom('bde_courses')
    .select(['id', 'status'])
    .where('id', 'in', [...open.keys(), 0])
    .execute();
  const closed = new Set(courses.filter((c) => !OPEN_STATUSES.includes(c.status)).map((c) => c.id));
  const ids = input.entries.map((e) => e.course_id);
  if (ids.some((courseId) => !open.has(courseId)) || new Set(ids).size !== ids.length) throw new InvalidError<Key>({ entries: 'notOnRoster' });
  if (ids.some((courseId) => closed.has(courseId))) throw new InvalidError<Key>({ entries: 'courseClosed' });
  if (input.entries.some((e) => e.status === 'late' && (e.minutes === undefined || e.minutes >= length)))
    throw new InvalidError<Key>({ entries: { key: 'lateMinutes', values: { minutes: length } } });
  await inTransaction(db, async (trx) => {
    for (const entry of input.entries) {
      const minutes = entry.status === 'present' ? length : entry.status === 'late' ? entry.minutes! : 0;
      await upsertAttendance(trx, { session_id: id, course_id: entry.course_id, status: entry.status, minutes, recorded_by: recordedBy, recorded_at: now });
    }
    await markInProgress(
      trx,
      input.entries.filter((e) => e.status !== 'absent').map((e) => e.course_id),
      now,
    );
    // A correction may complete a course, or undo what made it ready.
    await settleCourses(
      trx,
      input.entries.map((e) => e.course_id),
      now,
    );
  });
  return (await withRosters(db, [session]))[0];
}

/**
 * The sessions the instructor of account `userId` teaches, from 30 days ago to 60 days ahead
 * (Toronto days), earliest first, with their rosters; none for an account that is no instructor.
 */
export async function mySessions(db: Executor, userId: number, now = new Date()): Promise<SessionView[]> {
  const instructor = await instructorOfUser(db, userId);
  if (!instructor) return [];
  const today = torontoDay(now);
  const sessions = await db
    .selectFrom('bde_class_sessions')
    .selectAll()
    .where('instructor_id', '=', instructor.id)
    .where('day', '>=', addDays(today, -30))
    .where('day', '<=', addDays(today, 60))
    .orderBy('starts_at')
    .orderBy('id')
    .limit(500)
    .execute();
  return withRosters(db, sessions);
}

/** Attendance taken by the session's own instructor (account `userId`): any other session is not found for them. */
export async function recordMyAttendance(db: Kysely<Database>, userId: number, id: number, input: Schemas['BdeAttendanceInput']): Promise<SessionView> {
  const [instructor, session] = await Promise.all([instructorOfUser(db, userId), findSession(db, id)]);
  if (!instructor || !session || session.instructor_id !== instructor.id) throw new NotFoundError<Key>('sessionNotFound');
  return recordAttendance(db, id, input, userId);
}

/**
 * The class minutes scheduled for the student per Toronto day from `from` to `to` (inclusive): the
 * sessions of the class date their open course is booked on. Days without a session are absent.
 */
export async function classMinutesByDay(db: Executor, studentId: number, from: string, to: string): Promise<Map<string, number>> {
  const sessions = await db
    .selectFrom('bde_class_sessions')
    .innerJoin('bookings', 'bookings.package_date_id', 'bde_class_sessions.package_date_id')
    .innerJoin('bde_courses', 'bde_courses.booking_id', 'bookings.id')
    .select(['bde_class_sessions.day', 'bde_class_sessions.starts_at', 'bde_class_sessions.ends_at'])
    .where('bde_courses.user_id', '=', studentId)
    .where('bde_courses.status', 'in', OPEN_STATUSES)
    .where('bde_class_sessions.day', '>=', from)
    .where('bde_class_sessions.day', '<=', to)
    .execute();
  const byDay = new Map<string, number>();
  for (const s of sessions) byDay.set(s.day, (byDay.get(s.day) ?? 0) + minutesOf(s));
  return byDay;
}
