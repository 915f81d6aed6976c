import type { Kysely } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import { torontoDay } from '../../../contract/torontoTime';
import type { BdeCourseStatus, Database } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, type Executor } from '../../domain/errors';
import { inTransaction } from '../../domain/transaction';
import { readSettings } from '../settings/repository';
import { foldForSearch } from '../inquiries/searchText';
import type { Key } from './messages';
import { markInProgress, settleCourses } from './progress';
import { courseWithContext, coursesWithContext, OPEN_STATUSES, studentCourse, type CourseRow } from './repository';
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
 * Records a sitting of the final test: passed when both parts reach the pass mark in force. Every
 * sitting is kept (a failed one is retaken as a new one); none is recorded after a pass. The
 * course becomes ready in the same transaction when every other part is done.
 */
export async function recordFinalTest(
  db: Kysely<Database>,
  id: number,
  input: Schemas['BdeFinalTestInput'],
  recordedBy: number,
  now = new Date().toISOString(),
): Promise<CourseRow> {
  await inTransaction(db, async (trx) => {
    const course = await trx.selectFrom('bde_courses').selectAll().where('id', '=', id).executeTakeFirst();
    if (!course) throw new NotFoundError<Key>('notFound');
    if (!OPEN_STATUSES.includes(course.status)) throw new ConflictError<Key>('courseClosed', 'course_closed');
    const today = torontoDay(new Date(now));
    if (input.taken_on > today || input.taken_on < course.course_start) throw new InvalidError<Key>({ taken_on: 'testDay' });
    const passedBefore = await trx.selectFrom('bde_final_tests').select('id').where('course_id', '=', id).where('passed', '=', 1).executeTakeFirst();
    if (passedBefore) throw new ConflictError<Key>('alreadyPassed', 'already_passed');
    const { bde_pass_percent: mark } = await readSettings(trx);
    await trx
      .insertInto('bde_final_tests')
      .values({
        course_id: id,
        taken_on: input.taken_on,
        theory_percent: input.theory_percent,
        in_car_percent: input.in_car_percent,
        passed: input.theory_percent >= mark && input.in_car_percent >= mark ? 1 : 0,
        recorded_by: recordedBy,
        recorded_at: now,
      })
      .execute();
    await markInProgress(trx, [id], now);
    await settleCourses(trx, [id], now);
  });
  return (await courseWithContext(db, id))!;
}
