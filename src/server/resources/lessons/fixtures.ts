import type { Kysely } from 'kysely';
import type { BdeCourseStatus, Database } from '../../db/schema';
import { addDate, addPackage } from '../bookings/fixtures';
import type { LessonEnv } from './domain';
import type { TestApp } from '../../test/helpers';

/*
 * Rows the lessons tests start from, written straight into the database (instructors, their
 * availability and paid bookings are other resources' operations).
 */

let instructorCount = 0;

export async function addInstructor(
  db: Kysely<Database>,
  values: { status?: 'pending' | 'accepted' | 'rejected'; fName?: string; lName?: string; licenceExpiresOn?: string | null; userId?: number } = {},
) {
  const row = await db
    .insertInto('instructors')
    .values({
      f_name: values.fName ?? 'Omar',
      l_name: values.lName ?? 'Haddad',
      email: `instructor${++instructorCount}.${Date.now()}@example.com`,
      birthday: '1980-01-01',
      phone_number: '613-555-0100',
      car_image_url: null,
      status: values.status ?? 'accepted',
      licence_expires_on: values.licenceExpiresOn === undefined ? '2100-12-31' : values.licenceExpiresOn,
      user_id: values.userId ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Extra hours of the instructor on a Toronto day, wall-clock. */
export async function addAvailability(db: Kysely<Database>, instructorId: number, date: string, from: string, to: string) {
  await db.insertInto('instructor_exceptions').values({ instructor_id: instructorId, date, kind: 'extra', from_time: from, to_time: to }).execute();
}

/** Weekly hours of the instructor, wall-clock (0 is Sunday). */
export async function addWeeklyHours(db: Kysely<Database>, instructorId: number, weekday: number, from: string, to: string) {
  await db.insertInto('instructor_weekly_hours').values({ instructor_id: instructorId, weekday, from_time: from, to_time: to }).execute();
}

/**
 * A paid booking giving the student `hours` in-car hours; `bde` makes it a course with classroom
 * hours on a class date starting `firstDate`.
 */
export async function giveHours(
  db: Kysely<Database>,
  studentId: number,
  hours: number,
  options: { bde?: boolean; firstDate?: string; paidAt?: string } = {},
): Promise<number> {
  const packageId = await addPackage(db, { name: options.bde ? 'BDE' : 'Lessons' });
  await db
    .updateTable('packages')
    .set({ behind_the_wheel_hour_count: hours, course_hour_count: options.bde ? 20 : 0 })
    .where('id', '=', packageId)
    .execute();
  const dateId = options.firstDate ? await addDate(db, packageId, { firstDate: options.firstDate }) : null;
  const now = options.paidAt ?? new Date().toISOString();
  const booking = await db
    .insertInto('bookings')
    .values({
      user_id: studentId,
      package_id: packageId,
      package_date_id: dateId,
      status: 'paid',
      hold_expires_at: null,
      payment_method: 'at_school',
      discount_code: null,
      partner_id: null,
      partner_name: null,
      lines: '[]',
      subtotal_cents: 0,
      hst_rate_bp: 0,
      hst_cents: 0,
      total_cents: 0,
      stripe_checkout_session_id: null,
      stripe_session_expires_at: null,
      stripe_payment_intent_id: null,
      received_by: 'cash',
      payment_reference: null,
      refund_method: null,
      cancel_reason: null,
      paid_at: now,
      cancelled_at: null,
      refunded_at: null,
      in_car_hours: hours,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return booking.id;
}

/**
 * A student's BDE course in progress, starting `courseStart`, with `hours` in-car hours bought and
 * the G1 licence given (none by default): the rules of in-car bookings apply to the student.
 */
export async function openBdeCourse(
  db: Kysely<Database>,
  studentId: number,
  courseStart: string,
  options: { hours?: number; g1Expiry?: string; status?: BdeCourseStatus } = {},
): Promise<number> {
  const booking = await giveHours(db, studentId, options.hours ?? 10, { bde: true, firstDate: courseStart });
  const now = new Date().toISOString();
  const course = await db
    .insertInto('bde_courses')
    .values({
      booking_id: booking,
      user_id: studentId,
      status: options.status ?? 'in_progress',
      course_start: courseStart,
      g1_number: options.g1Expiry ? 'A1234-56789-01234' : null,
      g1_expiry: options.g1Expiry ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return course.id;
}

/** What the domain functions need to queue mail, as the app gives it. */
export const envOfTest = (t: TestApp): LessonEnv => ({ mail: t.app.mail, siteOrigin: 'https://driveontario.test', officeEmail: 'office@driveontario.test' });

/** The UTC instant of a Toronto wall-clock time, as the slots answer it. */
export const at = (iso: string) => new Date(iso).toISOString();

/** The mails queued to `to`, oldest first, with their calendar file (if any). */
export async function mailsTo(db: Kysely<Database>, to: string) {
  const rows = await db.selectFrom('mail_outbox').select(['subject', 'body', 'attachments']).where('to_address', '=', to).orderBy('id').execute();
  return rows.map((r) => {
    const files = r.attachments ? (JSON.parse(r.attachments) as { filename: string; content: string; contentType: string }[]) : [];
    return { subject: r.subject, ics: files.find((f) => f.filename.endsWith('.ics'))?.content ?? null };
  });
}
