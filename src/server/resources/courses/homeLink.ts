import type { Kysely } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import type { Database } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { instructorOfUser } from '../teaching/repository';
import type { Key } from './messages';
import { markInProgress, settleCourses } from './progress';
import { courseWithContext, OPEN_STATUSES, type CourseRow } from './repository';

type Schemas = components['schemas'];

/*
 * Home-link, the flexible part of a BDE course: assignments the school sets, which a student marks
 * done with the parent or guardian who did it with them, and the office accepts; accepted work
 * credits the assignment's minutes.
 */

/** The school's assignments, each with the number of courses that recorded it. */
const withUse = (db: Executor) =>
  db
    .selectFrom('bde_home_link_assignments')
    .leftJoin('bde_home_link_work', 'bde_home_link_work.assignment_id', 'bde_home_link_assignments.id')
    .selectAll('bde_home_link_assignments')
    .select((eb) => eb.fn.count<number>('bde_home_link_work.course_id').as('recorded_by_courses'))
    .groupBy('bde_home_link_assignments.id');

/** The school's assignments in the order they were added, with the number of courses that recorded each. */
export const assignments = (db: Executor) => withUse(db).orderBy('bde_home_link_assignments.id').limit(200).execute();

export type AssignmentRow = Awaited<ReturnType<typeof assignments>>[number];

const titles = (title: Schemas['NameInput']) => ({ en_title: title.en.trim(), fr_title: title.fr?.trim() ?? '', ar_title: title.ar?.trim() ?? '' });

async function assignment(db: Executor, id: number): Promise<AssignmentRow> {
  const found = await withUse(db).where('bde_home_link_assignments.id', '=', id).executeTakeFirst();
  if (!found) throw new NotFoundError<Key>('assignmentNotFound');
  return found;
}

export async function addAssignment(db: Executor, input: Schemas['HomeLinkAssignmentInput'], now = new Date().toISOString()): Promise<AssignmentRow> {
  const { id } = await db
    .insertInto('bde_home_link_assignments')
    .values({ ...titles(input.title), minutes: input.minutes, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return assignment(db, id);
}

/** Changes an assignment; accepted work credits its new minutes, so the courses that recorded it are settled again. */
export async function changeAssignment(
  db: Kysely<Database>,
  id: number,
  input: Schemas['HomeLinkAssignmentInput'],
  now = new Date().toISOString(),
): Promise<AssignmentRow> {
  return inTransaction(db, async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('bde_home_link_assignments')
      .set({ ...titles(input.title), minutes: input.minutes, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new NotFoundError<Key>('assignmentNotFound');
    const courses = await trx
      .selectFrom('bde_home_link_work')
      .select('course_id')
      .where('assignment_id', '=', id)
      .where('accepted_at', 'is not', null)
      .execute();
    await settleCourses(
      trx,
      courses.map((c) => c.course_id),
      now,
    );
    return assignment(trx, id);
  });
}

/** Removes an assignment no student has recorded: the course records keep what was done. */
export async function removeAssignment(db: Kysely<Database>, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const found = await assignment(trx, id);
    if (Number(found.recorded_by_courses) > 0) throw new ConflictError<Key>('assignmentHasWork', 'has_work');
    await trx.deleteFrom('bde_home_link_assignments').where('id', '=', id).execute();
  });
}

/** The open course `id` (404 when absent or, for a student, another's; 409 when closed). */
async function openCourse(db: Executor, id: number, studentId?: number) {
  const course = await db.selectFrom('bde_courses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!course || (studentId !== undefined && course.user_id !== studentId)) throw new NotFoundError<Key>('notFound');
  if (!OPEN_STATUSES.includes(course.status)) throw new ConflictError<Key>('courseClosed', 'course_closed');
  return course;
}

/** The student marks an assignment done with their parent or guardian; again before it is accepted, it replaces the name and time. */
export async function markDone(
  db: Kysely<Database>,
  studentId: number,
  courseId: number,
  assignmentId: number,
  guardianName: string,
  now = new Date().toISOString(),
): Promise<CourseRow> {
  if (!guardianName.trim()) throw new InvalidError<Key>({ guardian_name: 'guardianNamed' });
  await inTransaction(db, async (trx) => {
    await openCourse(trx, courseId, studentId);
    await assignment(trx, assignmentId);
    const work = await trx
      .selectFrom('bde_home_link_work')
      .select('accepted_at')
      .where('course_id', '=', courseId)
      .where('assignment_id', '=', assignmentId)
      .executeTakeFirst();
    if (work?.accepted_at) throw new ConflictError<Key>('homeLinkAlreadyAccepted', 'already_accepted');
    const row = { guardian_name: guardianName.trim(), done_at: now };
    await trx
      .insertInto('bde_home_link_work')
      .values({ course_id: courseId, assignment_id: assignmentId, ...row })
      .onConflict((oc) => oc.columns(['course_id', 'assignment_id']).doUpdateSet(row))
      .execute();
  });
  return (await courseWithContext(db, courseId))!;
}

/**
 * The open courses of the students instructor `instructorId` teaches: on the roster of one of
 * their class sessions, or with an in-car lesson booked with them.
 */
const taughtCourses = (db: Executor, instructorId: number) =>
  db
    .selectFrom('bde_courses')
    .where('bde_courses.status', 'in', OPEN_STATUSES)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('lessons')
            .select('lessons.id')
            .whereRef('lessons.student_id', '=', 'bde_courses.user_id')
            .where('lessons.instructor_id', '=', instructorId)
            .where('lessons.status', '!=', 'cancelled'),
        ),
        eb.exists(
          eb
            .selectFrom('bde_class_sessions')
            .innerJoin('bookings', 'bookings.package_date_id', 'bde_class_sessions.package_date_id')
            .select('bde_class_sessions.id')
            .whereRef('bookings.id', '=', 'bde_courses.booking_id')
            .where('bde_class_sessions.instructor_id', '=', instructorId),
        ),
      ]),
    );

/** Work marked done and not yet accepted on the courses of the students account `userId` teaches, the longest waiting first. */
export async function workToCheckBy(db: Executor, userId: number) {
  const instructor = await instructorOfUser(db, userId);
  if (!instructor) return [];
  return taughtCourses(db, instructor.id)
    .innerJoin('bde_home_link_work', 'bde_home_link_work.course_id', 'bde_courses.id')
    .innerJoin('bde_home_link_assignments', 'bde_home_link_assignments.id', 'bde_home_link_work.assignment_id')
    .innerJoin('users', 'users.id', 'bde_courses.user_id')
    .select([
      'bde_courses.id as course_id',
      'users.name as student_name',
      'bde_home_link_work.assignment_id',
      'bde_home_link_assignments.en_title',
      'bde_home_link_assignments.fr_title',
      'bde_home_link_assignments.ar_title',
      'bde_home_link_assignments.minutes',
      'bde_home_link_work.guardian_name',
      'bde_home_link_work.done_at',
    ])
    .where('bde_home_link_work.accepted_at', 'is', null)
    .orderBy('bde_home_link_work.done_at')
    .orderBy('bde_courses.id')
    .orderBy('bde_home_link_work.assignment_id')
    .limit(500)
    .execute();
}

export type WorkToCheck = Awaited<ReturnType<typeof workToCheckBy>>[number];

/** The student's instructor (account `userId`) accepts their work: a course of a student they do not teach is not found for them. */
export async function acceptWorkAsInstructor(db: Kysely<Database>, userId: number, courseId: number, assignmentId: number): Promise<void> {
  const instructor = await instructorOfUser(db, userId);
  const taught = instructor && (await taughtCourses(db, instructor.id).select('bde_courses.id').where('bde_courses.id', '=', courseId).executeTakeFirst());
  if (!taught) throw new NotFoundError<Key>('notFound');
  await acceptWork(db, courseId, assignmentId, userId);
}

/** The office (or the student's instructor) accepts work marked done, crediting its minutes; the course may become ready in the same transaction. */
export async function acceptWork(
  db: Kysely<Database>,
  courseId: number,
  assignmentId: number,
  acceptedBy: number,
  now = new Date().toISOString(),
): Promise<CourseRow> {
  await inTransaction(db, async (trx) => {
    await openCourse(trx, courseId);
    await assignment(trx, assignmentId);
    const { numUpdatedRows } = await trx
      .updateTable('bde_home_link_work')
      .set({ accepted_by: acceptedBy, accepted_at: now })
      .where('course_id', '=', courseId)
      .where('assignment_id', '=', assignmentId)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) {
      const done = await trx
        .selectFrom('bde_home_link_work')
        .select('course_id')
        .where('course_id', '=', courseId)
        .where('assignment_id', '=', assignmentId)
        .executeTakeFirst();
      if (!done) throw new ConflictError<Key>('homeLinkNotDone', 'not_done');
      return;
    }
    await markInProgress(trx, [courseId], now);
    await settleCourses(trx, [courseId], now);
  });
  return (await courseWithContext(db, courseId))!;
}
