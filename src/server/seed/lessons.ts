import type { Transaction } from 'kysely';
import type { Booking, Database, MoneyChannel, Package, PackageDate } from '../db/schema';
import type { Lang } from '../http/i18n';
import { documentBody, issueDocument } from '../resources/bookings/documents';
import { priceBooking } from '../resources/bookings/pricing';
import { findUser } from '../resources/bookings/repository';
import { openCourse } from '../resources/courses/repository';
import { readSettings } from '../resources/settings/repository';
import { bookedLessonRow } from '../resources/lessons/repository';
import { unitsOf } from '../resources/lessons/slots';
import { DEMO_STUDENT } from './data';

const DAY_MS = 86_400_000;

/** The seeded BDE course the demo student bought, so the lessons page shows hours to book with. */
const DEMO_COURSE = 'BDE Beginner';

/**
 * The demo student's in-car lessons: a BDE course paid at the school a month ago, with its receipt
 * and course record (without a class date, so no seeded class loses a seat) unless they have one; and, unless they
 * have lessons, one completed a few days ago and two cancelled (one in time, one late). What was
 * added, for the seed's log.
 */
export async function seedDemoLessons(trx: Transaction<Database>, now: Date): Promise<string[]> {
  const student = await trx.selectFrom('users').select(['id', 'email_locale']).where('email', '=', DEMO_STUDENT.email).executeTakeFirst();
  if (!student) return [];
  const added: string[] = [];
  const bde = await trx
    .selectFrom('bookings')
    .innerJoin('packages', 'packages.id', 'bookings.package_id')
    .select('bookings.id')
    .where('bookings.user_id', '=', student.id)
    .where('bookings.status', '=', 'paid')
    .where('packages.course_hour_count', '>', 0)
    .executeTakeFirst();
  const pkg = await trx.selectFrom('packages').selectAll().where('en_name', '=', DEMO_COURSE).executeTakeFirst();
  if (!bde && pkg) {
    const paidAt = new Date(now.getTime() - 30 * DAY_MS).toISOString();
    const booking = await paidAtSchool(trx, student, pkg, paidAt);
    // Its course record, under way (a lesson was taught), with the G1 licence in and the consent
    // still to give, so the account shows both the record and the form.
    await openCourse(trx, booking, null, paidAt);
    await trx
      .updateTable('bde_courses')
      .set({
        status: 'in_progress',
        g1_number: 'C4172-80913-60512',
        g1_expiry: new Date(now.getTime() + 400 * DAY_MS).toISOString().slice(0, 10),
        welcome_mailed_at: paidAt,
      })
      .where('booking_id', '=', booking.id)
      .execute();
    added.push(`a paid and receipted ${DEMO_COURSE} course of the demo student`);
  }
  const hasLessons = await trx.selectFrom('lessons').select('id').where('student_id', '=', student.id).limit(1).executeTakeFirst();
  const instructor = await trx.selectFrom('instructors').select('id').where('status', '=', 'accepted').orderBy('id').executeTakeFirst();
  if (!hasLessons && instructor && (bde || pkg)) {
    // 14:00 UTC is morning in Toronto all year.
    const day = new Date(now.getTime() - 3 * DAY_MS).toISOString().slice(0, 10);
    const start = Date.parse(`${day}T14:00:00.000Z`);
    const at = new Date(start + 2 * 3_600_000).toISOString();
    const lesson = await trx
      .insertInto('lessons')
      .values({ ...bookedLessonRow({ studentId: student.id, instructorId: instructor.id, start, minutes: 60, bookedBy: 'student' }, at), status: 'completed' })
      .returning(['id', 'instructor_id', 'student_id'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('lesson_units')
      .values(unitsOf(start, 60).map((starts_at) => ({ lesson_id: lesson.id, starts_at, instructor_id: lesson.instructor_id, student_id: lesson.student_id })))
      .execute();
    // Two cancellations, to show both endings: one in time (its hours came back), one late (counted).
    const cancelled = (daysFromNow: number, counted: boolean, cancelledDaysAgo: number) => {
      const begins = Date.parse(`${new Date(now.getTime() + daysFromNow * DAY_MS).toISOString().slice(0, 10)}T15:00:00.000Z`);
      const cancelledAt = new Date(now.getTime() - cancelledDaysAgo * DAY_MS).toISOString();
      return {
        ...bookedLessonRow({ studentId: student.id, instructorId: instructor.id, start: begins, minutes: 60, bookedBy: 'student' }, cancelledAt),
        status: 'cancelled' as const,
        counted: counted ? 1 : 0,
        cancelled_at: cancelledAt,
        sequence: 1,
      };
    };
    await trx
      .insertInto('lessons')
      .values([cancelled(-10, true, 10), cancelled(6, false, 1)])
      .execute();
    added.push('a completed lesson and two cancelled ones of the demo student');
  }
  return added;
}

/** A booking of `pkg` paid at the school at `paidAt` (in cash unless said), receipted as a payment recorded by the office would be. */
export function paidAtSchool(
  trx: Transaction<Database>,
  student: { id: number; email_locale: Lang },
  pkg: Package,
  paidAt: string,
  channel: MoneyChannel = 'cash',
): Promise<Booking> {
  return atSchool(trx, student, pkg, paidAt, null, channel);
}

/** A booking of `pkg` on `date` reserved at `at` to be paid at the school (confirmed, not yet paid). */
export function reservedAtSchool(
  trx: Transaction<Database>,
  student: { id: number; email_locale: Lang },
  pkg: Package,
  date: PackageDate,
  at: string,
): Promise<Booking> {
  return atSchool(trx, student, pkg, at, date, null);
}

async function atSchool(
  trx: Transaction<Database>,
  student: { id: number; email_locale: Lang },
  pkg: Package,
  at: string,
  date: PackageDate | null,
  paidBy: MoneyChannel | null,
): Promise<Booking> {
  const paid = paidBy !== null;
  const settings = await trx.selectFrom('school_settings').select('hst_rate_bp').where('id', '=', 1).executeTakeFirstOrThrow();
  const priced = priceBooking(pkg, settings.hst_rate_bp, null);
  const booking = await trx
    .insertInto('bookings')
    .values({
      user_id: student.id,
      package_id: pkg.id,
      package_date_id: date?.id ?? null,
      status: paid ? 'paid' : 'confirmed_unpaid',
      hold_expires_at: null,
      payment_method: 'at_school',
      discount_code: null,
      partner_id: null,
      partner_name: null,
      lines: JSON.stringify(priced.lines),
      subtotal_cents: priced.subtotal_cents,
      hst_rate_bp: priced.hst_rate_bp,
      hst_cents: priced.hst_cents,
      total_cents: priced.total_cents,
      locale: student.email_locale,
      stripe_checkout_session_id: null,
      stripe_session_expires_at: null,
      stripe_payment_intent_id: null,
      received_by: paidBy,
      payment_reference: null,
      refund_method: null,
      cancel_reason: null,
      paid_at: paid ? at : null,
      cancelled_at: null,
      refunded_at: null,
      in_car_hours: pkg.behind_the_wheel_hour_count,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!paid) return booking;
  // Paid, so receipted, as a payment recorded by the office would be.
  const [user, schoolSettings] = await Promise.all([findUser(trx, student.id), readSettings(trx)]);
  if (user) await issueDocument(trx, 'receipt', documentBody({ booking, student: user, pkg, date, settings: schoolSettings }, paidBy, at), at, null);
  return booking;
}
