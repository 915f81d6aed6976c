import { sql, type Kysely, type Transaction } from 'kysely';
import type { Booking, Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { BOOKING_CURRENCY, PaymentProviderError, type CardPayments, type CheckoutSession, type PaymentEvent } from '../../payments/provider';
import { bookingUrl, type BookingEnv } from './links';
import { lockDateOf } from '../waitlist/domain';
import { expireCardHold, recordPayment, recordRefund } from './payments';
import { findBookingBySession, updateBooking } from './repository';
import { paymentToCheckMail, type CardIssue } from './mails';
import { readSettings } from '../settings/repository';

/*
 * What the card provider tells us, applied to bookings: a paid session pays its booking, an
 * expired one releases its hold, a refund made in the provider's dashboard is recorded. The
 * webhook applies each event once (its id is stored in the transaction that applies it); the
 * sweeper asks the provider about card holds past their end, for a webhook that never came.
 */

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** The office is told in its own language (the school's settings). */
async function tellOffice(trx: Transaction<Database>, env: BookingEnv, booking: Booking, issue: CardIssue): Promise<OutgoingMail> {
  const { office_locale: lang } = await readSettings(trx);
  return paymentToCheckMail(env.officeEmail, lang, booking, issue, BOOKING_CURRENCY, bookingUrl(env.siteOrigin, booking.id));
}

/**
 * Claims the booking for this change: written only while it still has the version just read, so
 * of two deliveries (the webhook and the sweeper, or the webhook and the office) racing on one
 * booking only the first writes.
 */
const claim = (trx: Transaction<Database>, booking: Booking, now: string) => updateBooking(trx, booking.id, { updated_at: now }, booking.updated_at);

/**
 * A paid session the office has been told to check is marked beside the applied events, in the
 * transaction that queues the mail: the webhook, the sweeper's next pass and another process's
 * pass find the mark and tell the office nothing more, and the sweeper no longer asks about it.
 */
const TOLD = 'office-told:';

async function tellOfficeOnce(trx: Transaction<Database>, env: BookingEnv, session: CheckoutSession, mail: OutgoingMail, now: string): Promise<void> {
  const first = await trx
    .insertInto('stripe_events')
    .values({ id: `${TOLD}${session.id}`, type: 'office-told', received_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (first) await env.mail.queue(trx, mail);
}

/**
 * A paid session: its held booking becomes paid, if the amount is the booking's to the cent and
 * in the booking's currency; anything else goes to the office.
 */
async function settlePaidSession(trx: Transaction<Database>, env: BookingEnv, session: CheckoutSession, now: string): Promise<void> {
  const booking = await findBookingBySession(trx, session.id);
  // A session of another integration on the same Stripe account, or a payment already recorded (by the sweeper).
  if (!booking || booking.paid_at !== null) return;
  if (booking.status !== 'held' || session.amountTotalCents !== booking.total_cents || session.currency !== BOOKING_CURRENCY) {
    const taken: CardIssue = {
      kind: 'taken',
      cents: session.amountTotalCents,
      currency: session.currency,
      session: session.id,
      payment: session.paymentIntentId,
    };
    await tellOfficeOnce(trx, env, session, await tellOffice(trx, env, booking, taken), now);
    return;
  }
  if (!(await claim(trx, booking, now))) return;
  await recordPayment(trx, booking.id, { receivedBy: 'stripe', paymentIntentId: session.paymentIntentId, paidAt: now }, env);
}

/**
 * A refund seen by the provider: one made through this API is already recorded; one made in the
 * dashboard in full is recorded with its credit note. A partial one is the office's to settle.
 */
async function settleRefund(trx: Transaction<Database>, env: BookingEnv, paymentIntentId: string, refundedCents: number, now: string): Promise<void> {
  const booking = await trx.selectFrom('bookings').selectAll().where('stripe_payment_intent_id', '=', paymentIntentId).executeTakeFirst();
  if (!booking || booking.status === 'refunded' || booking.paid_at === null) return;
  if (refundedCents < booking.total_cents) {
    await env.mail.queue(trx, await tellOffice(trx, env, booking, { kind: 'partialRefund', cents: refundedCents, payment: paymentIntentId }));
    return;
  }
  await lockDateOf(trx, booking);
  if (!(await claim(trx, booking, now))) return;
  await recordRefund(trx, booking.id, { refundMethod: 'stripe', reason: null, refundedAt: now }, env);
}

/** Applies one verified provider event, once: a redelivered event id changes nothing. */
export async function applyPaymentEvent(db: Kysely<Database>, env: BookingEnv, event: PaymentEvent, now = new Date().toISOString()): Promise<EventOutcome> {
  // A completed session still waiting for its money is settled by the later success event.
  if (event.type === 'ignored' || (event.type === 'checkout.completed' && !event.session.paid)) return 'ignored';
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return 'duplicate';
    if (event.type === 'checkout.completed') await settlePaidSession(trx, env, event.session, now);
    else if (event.type === 'checkout.expired') await expireCardHold(trx, event.session.id);
    else await settleRefund(trx, env, event.paymentIntentId, event.amountRefundedCents, now);
    return 'applied';
  });
}

/**
 * Card holds past their end, settled by their session as the provider has it: paid → the booking
 * is paid; still open → ended now; ended unpaid → the hold expires and its seat is free. A hold
 * the provider cannot be asked about now is left for the next pass; one paid with another amount
 * is the office's, once told.
 */
export async function settleLapsedCardHolds(
  db: Kysely<Database>,
  env: BookingEnv,
  cards: CardPayments,
  now = new Date().toISOString(),
): Promise<{ settled: number; failed: number }> {
  const lapsed = await db
    .selectFrom('bookings')
    .select('stripe_checkout_session_id')
    .where('status', '=', 'held')
    .where('payment_method', '=', 'card')
    .where('hold_expires_at', '<=', now)
    .where('stripe_checkout_session_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('stripe_events')
            .select('id')
            .where('id', '=', sql<string>`${TOLD} || bookings.stripe_checkout_session_id`),
        ),
      ),
    )
    .orderBy('hold_expires_at')
    .limit(100)
    .execute();
  let settled = 0;
  let failed = 0;
  for (const { stripe_checkout_session_id: sessionId } of lapsed) {
    if (sessionId === null) continue;
    let session: CheckoutSession;
    try {
      session = await cards.retrieveCheckoutSession(sessionId);
      if (session.status === 'open') session = await cards.expireCheckoutSession(sessionId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      failed += 1;
      continue;
    }
    const ended = session;
    await db.transaction().execute(async (trx) => {
      if (ended.paid) await settlePaidSession(trx, env, ended, now);
      else if (ended.status === 'expired') await expireCardHold(trx, ended.id);
    });
    settled += 1;
  }
  return { settled, failed };
}
