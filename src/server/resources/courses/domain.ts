import type { Kysely } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import { torontoDay } from '../../../contract/torontoTime';
import type { BdeCourseStatus, Database } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { classMinutesOf } from '../classes/domain';
import { foldForSearch } from '../inquiries/searchText';
import type { Key } from './messages';
import { coursesWithContext, OPEN_STATUSES, studentCourse, type CourseRow } from './repository';
import type { CourseMinutes } from './responses';
import { isMinor, licenceNumber } from './rules';

type Schemas = components['schemas'];

/** The student's courses, newest first. */
export function studentCourses(db: Executor, studentId: number): Promise<CourseRow[]> {
  return coursesWithContext(db).where('bde_courses.user_id', '=', studentId).orderBy('bde_courses.id', 'desc').limit(200).execute();
}

/** The office's courses, newest start first: `status` and a search of the student's name and email (case and accents ignored). */
export async function officeCourses(db: Executor, query: { status?: BdeCourseStatus; search?: string }): Promise<CourseRow[]> {
  let rows = coursesWithContext(db).orderBy('bde_courses.course_start', 'desc').orderBy('bde_courses.id', 'desc');
  if (query.status) rows = rows.where('bde_courses.status', '=', query.status);
  const needle = query.search?.trim() ? foldForSearch(query.search.trim()) : undefined;
  // A school's courses are thousands at most: the search reads them folded, as the bookings search does.
  const found = await (needle ? rows : rows.limit(500)).execute();
  return needle ? found.filter((c) => foldForSearch(`${c.student_name} ${c.student_email}`).includes(needle)).slice(0, 500) : found;
}

async function ownOpenCourse(db: Executor, studentId: number, id: number): Promise<CourseRow> {
  const course = await studentCourse(db, studentId, id);
  if (!course) throw new NotFoundError<Key>('notFound');
  if (!OPEN_STATUSES.includes(course.status)) throw new ConflictError<Key>('courseClosed', 'course_closed');
  return course;
}

/**
 * The student consents to the records going to the Ministry, insurers and inspectors, in the
 * `wording` they were shown; under 18, with a parent's or guardian's name. Given once: asked
 * again, the course is answered as it is.
 */
export async function giveConsent(
  db: Kysely<Database>,
  studentId: number,
  id: number,
  input: Schemas['BdeConsentInput'],
  wording: string,
  now = new Date().toISOString(),
): Promise<CourseRow> {
  const course = await ownOpenCourse(db, studentId, id);
  if (course.consent_at) return course;
  const guardian = input.guardian_name?.trim() || null;
  const minor = isMinor(course.student_birthday, torontoDay(new Date(now)));
  if (minor && !guardian) throw new InvalidError<Key>({ guardian_name: 'guardianRequired' });
  await db
    .updateTable('bde_courses')
    .set({ consent_text: wording, consent_at: now, guardian_name: minor ? guardian : null, guardian_consent_at: minor ? now : null, updated_at: now })
    .where('id', '=', id)
    .where('consent_at', 'is', null)
    .execute();
  return (await studentCourse(db, studentId, id))!;
}

/** The student's G1 licence: an Ontario licence number and an expiry not yet past. */
export async function recordLicence(
  db: Kysely<Database>,
  studentId: number,
  id: number,
  input: Schemas['G1LicenceInput'],
  now = new Date().toISOString(),
): Promise<CourseRow> {
  const number = licenceNumber(input.g1_number);
  const expired = input.g1_expiry < torontoDay(new Date(now));
  if (!number || expired) throw new InvalidError<Key>({ g1_number: number ? undefined : 'licenceNumber', g1_expiry: expired ? 'licenceExpired' : undefined });
  await ownOpenCourse(db, studentId, id);
  await db.updateTable('bde_courses').set({ g1_number: number, g1_expiry: input.g1_expiry, updated_at: now }).where('id', '=', id).execute();
  return (await studentCourse(db, studentId, id))!;
}

/**
 * What each course has done: its class minutes attended, and the in-car minutes taught to its
 * student (their completed lessons, as the instructor recorded them).
 */
export async function courseMinutes(db: Executor, courses: readonly CourseRow[]): Promise<(course: CourseRow) => CourseMinutes> {
  const students = [...new Set(courses.map((c) => c.user_id))];
  const [classes, taught] = await Promise.all([
    classMinutesOf(
      db,
      courses.map((c) => c.id),
    ),
    students.length
      ? db
          .selectFrom('lessons')
          .select(['student_id', (eb) => eb.fn.sum<number>(eb.fn.coalesce('taught_minutes', 'duration_minutes')).as('minutes')])
          .where('student_id', 'in', students)
          .where('status', '=', 'completed')
          .groupBy('student_id')
          .execute()
      : [],
  ]);
  const inCar = new Map(taught.map((row) => [row.student_id, Number(row.minutes)]));
  return (course) => ({ class_minutes: classes.get(course.id) ?? 0, in_car_minutes: inCar.get(course.user_id) ?? 0 });
}
