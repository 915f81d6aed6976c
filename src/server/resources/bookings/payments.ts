import type { Transaction } from 'kysely';
import type { Booking, Database, MoneyChannel, Package } from '../../db/schema';
import { openCourse, withdrawCourse } from '../courses/repository';
import { readSettings } from '../settings/repository';
import { seatFreed } from '../waitlist/domain';
import { documentBody, issueDocument, type DocumentSubject } from './documents';
import { bookingUrl, documentUrl, type BookingEnv } from './links';
import { confirmationMail, refundMail, type MailSubject } from './mails';
import { packageName } from './pricing';
import { findBooking, findBookingBySession, findPackage, findPackageDate, findUser, updateBooking } from './repository';

/*
 * The money events of a booking, shared by the office's operations and the payment provider's
 * webhook. Each runs inside the caller's transaction, which has already decided the booking may
 * change this way; it writes the booking, its document and its mail together.
 */

export interface PaymentRecord {
  receivedBy: MoneyChannel;
  reference?: string | null;
  paymentIntentId?: string | null;
  paidAt: string;
}

export interface RefundRecord {
  refundMethod: MoneyChannel;
  reason?: string | null;
  refundedAt: string;
}

async function subjectOf(trx: Transaction<Database>, booking: Booking, env: BookingEnv): Promise<DocumentSubject & { pkg: Package; mail: MailSubject }> {
  const [student, pkg, date, settings] = await Promise.all([
    findUser(trx, booking.user_id),
    findPackage(trx, booking.package_id),
    booking.package_date_id === null ? null : findPackageDate(trx, booking.package_date_id),
    readSettings(trx),
  ]);
  if (!student || !pkg) throw new Error(`booking ${booking.id}: its student or package is missing`);
  return {
    booking,
    student,
    pkg,
    date: date ?? null,
    settings,
    mail: { booking, packageName: packageName(pkg), date: date ?? null, student, bookingUrl: bookingUrl(env.siteOrigin, booking.id, booking.locale) },
  };
}

async function reread(trx: Transaction<Database>, id: number): Promise<Booking> {
  const booking = await findBooking(trx, id);
  if (!booking) throw new Error(`booking ${id} vanished`);
  return booking;
}

/**
 * The booking is paid: status `paid`, a receipt with the year's next number, the partner's link
 * to the student when a discount code was used, the course record of a BDE package (one with
 * classroom hours), and the student's confirmation mail.
 */
export async function recordPayment(trx: Transaction<Database>, bookingId: number, payment: PaymentRecord, env: BookingEnv): Promise<Booking> {
  await updateBooking(trx, bookingId, {
    status: 'paid',
    paid_at: payment.paidAt,
    received_by: payment.receivedBy,
    payment_reference: payment.reference ?? null,
    ...(payment.paymentIntentId ? { stripe_payment_intent_id: payment.paymentIntentId } : {}),
    hold_expires_at: null,
    updated_at: new Date().toISOString(),
  });
  const booking = await reread(trx, bookingId);
  const subject = await subjectOf(trx, booking, env);
  const receipt = await issueDocument(trx, 'receipt', documentBody(subject, payment.receivedBy, payment.paidAt), payment.paidAt, null);
  if (booking.partner_id !== null) {
    await trx
      .insertInto('partner_students')
      .values({ partner_id: booking.partner_id, name: subject.student.name, user_id: booking.user_id, booking_id: booking.id, created_at: payment.paidAt })
      .onConflict((oc) => oc.columns(['partner_id', 'user_id']).doUpdateSet({ booking_id: booking.id, name: subject.student.name }))
      .execute();
  }
  if (subject.pkg.course_hour_count > 0) await openCourse(trx, booking, subject.date, payment.paidAt);
  await env.mail.queue(trx, confirmationMail(subject.mail, { receiptNumber: receipt.number }));
  return booking;
}

/** The payment is returned in full: status `refunded`, a credit note referring to the receipt, a BDE course withdrawn, the student's mail. */
export async function recordRefund(trx: Transaction<Database>, bookingId: number, refund: RefundRecord, env: BookingEnv): Promise<Booking> {
  const before = await reread(trx, bookingId);
  await updateBooking(trx, bookingId, {
    status: 'refunded',
    refunded_at: refund.refundedAt,
    refund_method: refund.refundMethod,
    cancelled_at: before.cancelled_at ?? refund.refundedAt,
    ...(refund.reason ? { cancel_reason: refund.reason } : {}),
    hold_expires_at: null,
    updated_at: new Date().toISOString(),
  });
  const booking = await reread(trx, bookingId);
  const receipt = await trx
    .selectFrom('receipts')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'receipt')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const subject = await subjectOf(trx, booking, env);
  await withdrawCourse(trx, bookingId, refund.refundedAt);
  const note = await issueDocument(trx, 'credit_note', documentBody(subject, refund.refundMethod, refund.refundedAt), refund.refundedAt, receipt?.id ?? null);
  await env.mail.queue(
    trx,
    refundMail(subject.mail, { number: note.number, url: documentUrl(env.siteOrigin, note.id, booking.locale) }, refund.reason ?? null),
  );
  // A booking cancelled before its refund gave its seat back then.
  if (before.status !== 'cancelled') await seatFreed(trx, env, booking.package_date_id, refund.refundedAt);
  return booking;
}

/** A card hold whose Checkout Session expired unpaid: `held` → `expired` (its seat is free). Null when no held booking has that session. */
export async function expireCardHold(trx: Transaction<Database>, sessionId: string): Promise<Booking | null> {
  const booking = await findBookingBySession(trx, sessionId);
  if (!booking || booking.status !== 'held') return null;
  await updateBooking(trx, booking.id, { status: 'expired', updated_at: new Date().toISOString() });
  return reread(trx, booking.id);
}
