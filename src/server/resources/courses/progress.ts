import type { BdeFinalTest, BdeHomeLinkAssignment, SchoolSettings } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { classMinutesOf } from '../classes/repository';
import { readSettings } from '../settings/repository';
import { OPEN_STATUSES } from './repository';

/** What a course has done of each part, as its records add up now. */
export interface CourseProgress {
  class_minutes: number;
  in_car_minutes: number;
  home_link_minutes: number;
  test_passed: boolean;
}

/** A school assignment with one course's work on it (none until the student marks it done). */
export interface HomeLinkEntry {
  assignment: BdeHomeLinkAssignment;
  work: { guardian_name: string; done_at: string; accepted_at: string | null } | undefined;
}

/** A course's records beyond its row: progress, home-link work and final test sittings. */
export interface CourseRecords {
  progress: CourseProgress;
  homeLink: HomeLinkEntry[];
  tests: BdeFinalTest[];
}

interface CourseKey {
  id: number;
  user_id: number;
}

/**
 * The records of each course, read together: class minutes attended, in-car minutes taught to its
 * student (their completed lessons, as the instructor recorded them), the school's home-link
 * assignments with the course's work (accepted work credits the assignment's minutes as they are
 * now), and its final test sittings, oldest first.
 */
export async function courseRecords(db: Executor, courses: readonly CourseKey[]): Promise<(course: CourseKey) => CourseRecords> {
  const ids = courses.map((c) => c.id);
  const students = [...new Set(courses.map((c) => c.user_id))];
  const [classes, taught, assignments, work, tests] = await Promise.all([
    classMinutesOf(db, ids),
    students.length
      ? db
          .selectFrom('lessons')
          .select(['student_id', (eb) => eb.fn.sum<number>(eb.fn.coalesce('taught_minutes', 'duration_minutes')).as('minutes')])
          .where('student_id', 'in', students)
          .where('status', '=', 'completed')
          .groupBy('student_id')
          .execute()
      : [],
    db.selectFrom('bde_home_link_assignments').selectAll().orderBy('id').limit(200).execute(),
    ids.length ? db.selectFrom('bde_home_link_work').selectAll().where('course_id', 'in', ids).execute() : [],
    ids.length ? db.selectFrom('bde_final_tests').selectAll().where('course_id', 'in', ids).orderBy('taken_on').orderBy('id').execute() : [],
  ]);
  const inCar = new Map(taught.map((row) => [row.student_id, Number(row.minutes)]));
  const workOf = new Map(work.map((w) => [`${w.course_id} ${w.assignment_id}`, w]));
  return (course) => {
    const homeLink = assignments.map((assignment) => ({ assignment, work: workOf.get(`${course.id} ${assignment.id}`) }));
    const sittings = tests.filter((t) => t.course_id === course.id);
    return {
      progress: {
        class_minutes: classes.get(course.id) ?? 0,
        in_car_minutes: inCar.get(course.user_id) ?? 0,
        home_link_minutes: homeLink.reduce((sum, h) => sum + (h.work?.accepted_at ? h.assignment.minutes : 0), 0),
        test_passed: sittings.some((t) => t.passed === 1),
      },
      homeLink,
      tests: sittings,
    };
  };
}

/** Whether every part is done: the hours each requires, and the final test passed. */
export const isComplete = (p: CourseProgress, settings: SchoolSettings): boolean =>
  p.class_minutes >= settings.bde_class_hours * 60 &&
  p.in_car_minutes >= settings.bde_in_car_hours * 60 &&
  p.home_link_minutes >= settings.bde_home_link_hours * 60 &&
  p.test_passed;

/**
 * Moves open courses to what their records now say, in the transaction that changed them: ready
 * to certify once every part is done (the office's queue orders by `ready_at`), back in progress if
 * a correction undid one. Withdrawn, expired and certified courses are closed records: unchanged.
 * The courses' records and the settings are read once for all of them.
 */
export async function settleCourses(trx: Executor, courseIds: readonly number[], now = new Date().toISOString()): Promise<void> {
  if (courseIds.length === 0) return;
  const open = await trx
    .selectFrom('bde_courses')
    .select(['id', 'user_id', 'status'])
    .where('id', 'in', courseIds)
    .where('status', 'in', OPEN_STATUSES)
    .execute();
  if (open.length === 0) return;
  const [records, settings] = await Promise.all([courseRecords(trx, open), readSettings(trx)]);
  for (const course of open) {
    const complete = isComplete(records(course).progress, settings);
    if (complete && course.status !== 'ready') {
      await trx.updateTable('bde_courses').set({ status: 'ready', ready_at: now, updated_at: now }).where('id', '=', course.id).execute();
    } else if (!complete && course.status === 'ready') {
      await trx.updateTable('bde_courses').set({ status: 'in_progress', ready_at: null, updated_at: now }).where('id', '=', course.id).execute();
    }
  }
}

/** Settles every open course: what completes one (the school's hours, its pass mark, an assignment's minutes) changed. */
export async function settleOpenCourses(trx: Executor, now = new Date().toISOString()): Promise<void> {
  const open = await trx.selectFrom('bde_courses').select('id').where('status', 'in', ['in_progress', 'ready']).execute();
  for (let i = 0; i < open.length; i += 500)
    await settleCourses(
      trx,
      open.slice(i, i + 500).map((c) => c.id),
      now,
    );
}

/** An enrolled course is in progress once something of it is done (attended, taught, handed in or tested). */
export async function markInProgress(trx: Executor, courseIds: readonly number[], now = new Date().toISOString()): Promise<void> {
  if (courseIds.length === 0) return;
  await trx.updateTable('bde_courses').set({ status: 'in_progress', updated_at: now }).where('id', 'in', courseIds).where('status', '=', 'enrolled').execute();
}

/** Settles the student's open courses (their in-car minutes changed). */
export async function settleStudentCourses(trx: Executor, studentId: number, now = new Date().toISOString()): Promise<void> {
  const open = await trx.selectFrom('bde_courses').select('id').where('user_id', '=', studentId).where('status', 'in', OPEN_STATUSES).execute();
  await settleCourses(
    trx,
    open.map((c) => c.id),
    now,
  );
}
