import type { Transaction } from 'kysely';
import type { BdeCourse, BdeCourseStatus, Booking, Database, PackageDate } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { torontoDay } from '../../../contract/torontoTime';

/** Courses that still change: a withdrawn, expired or certified one is a closed record. */
export const OPEN_STATUSES: readonly BdeCourseStatus[] = ['enrolled', 'in_progress', 'ready'];

/**
 * A paid booking of a BDE package opens its course, enrolled, starting on the booking's first class
 * day (else the day it was paid). A booking paid again (never twice in practice: the payment's
 * transaction decides once) keeps the course it has.
 */
export async function openCourse(trx: Transaction<Database>, booking: Booking, date: PackageDate | null, paidAt: string): Promise<void> {
  await trx
    .insertInto('bde_courses')
    .values({
      booking_id: booking.id,
      user_id: booking.user_id,
      status: 'enrolled',
      course_start: date?.first_date ?? torontoDay(paidAt),
      created_at: paidAt,
      updated_at: paidAt,
    })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
}

/** A refunded booking's course is withdrawn (its records stay, as the Ministry's retention asks). */
export async function withdrawCourse(trx: Transaction<Database>, bookingId: number, at: string): Promise<void> {
  await trx.updateTable('bde_courses').set({ status: 'withdrawn', closed_at: at, updated_at: at }).where('booking_id', '=', bookingId).execute();
}

/** A course with what its answers show: the package's names and the student. */
export function coursesWithContext(db: Executor) {
  return db
    .selectFrom('bde_courses')
    .innerJoin('bookings', 'bookings.id', 'bde_courses.booking_id')
    .innerJoin('packages', 'packages.id', 'bookings.package_id')
    .innerJoin('users', 'users.id', 'bde_courses.user_id')
    .leftJoin('users as certifier', 'certifier.id', 'bde_courses.certified_by')
    .selectAll('bde_courses')
    .select([
      'certifier.name as certified_by_name',
      'packages.id as package_id',
      'packages.en_name',
      'packages.fr_name',
      'packages.ar_name',
      'users.name as student_name',
      'users.email as student_email',
      'users.birthday as student_birthday',
      'users.email_locale as student_locale',
    ]);
}

export type CourseRow = Awaited<ReturnType<ReturnType<typeof coursesWithContext>['executeTakeFirstOrThrow']>>;

/** The course `id` with its context (else undefined). */
export const courseWithContext = (db: Executor, id: number) => coursesWithContext(db).where('bde_courses.id', '=', id).executeTakeFirst();

/** The course `id` if it is the student's (else undefined). */
export const studentCourse = (db: Executor, studentId: number, id: number) =>
  coursesWithContext(db).where('bde_courses.id', '=', id).where('bde_courses.user_id', '=', studentId).executeTakeFirst();

/** The student's course still under way (enrolled, in progress or ready), the latest if several: the one their in-car lessons belong to. */
export const openCourseOf = (db: Executor, studentId: number): Promise<BdeCourse | undefined> =>
  db
    .selectFrom('bde_courses')
    .selectAll()
    .where('user_id', '=', studentId)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('course_start', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
