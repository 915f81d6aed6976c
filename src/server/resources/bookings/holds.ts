import type { Booking, BookingStatus, SchoolSettings } from '../../db/schema';
import type { CardPayments } from '../../payments/provider';

type PaymentMethod = 'card' | 'at_school';

/** Whether a hold has run out: a hold without a card payment ends by time alone. */
export function holdLapsed(booking: Pick<Booking, 'status' | 'hold_expires_at' | 'payment_method'>, now: string): boolean {
  return booking.status === 'held' && booking.payment_method !== 'card' && booking.hold_expires_at !== null && booking.hold_expires_at <= now;
}

/**
 * The status people see: a lapsed hold is `expired` before any sweeper writes it. A card hold
 * stays `held` until the provider's session is known to have ended (the webhook or its sweeper
 * writes that), because Stripe may still take the payment until then.
 */
export function statusAt(booking: Pick<Booking, 'status' | 'hold_expires_at' | 'payment_method'>, now: string): BookingStatus {
  return holdLapsed(booking, now) ? 'expired' : booking.status;
}

/** Whether a payment may still start: held and within the hold's time (a card hold's too). */
export function payableHold(booking: Pick<Booking, 'status' | 'hold_expires_at'>, now: string): boolean {
  return booking.status === 'held' && (booking.hold_expires_at === null || booking.hold_expires_at > now);
}

/**
 * What a student may pay with: by card when card payments are configured and there is something
 * to charge (a provider takes no zero amount); at the school without card payments, or when the
 * school allows it beside them.
 */
export function paymentMethodsFor(settings: Pick<SchoolSettings, 'pay_at_school_enabled'>, cards: CardPayments | null, totalCents: number): PaymentMethod[] {
  const card = cards !== null && totalCents > 0;
  return [...(card ? (['card'] as const) : []), ...(!card || settings.pay_at_school_enabled ? (['at_school'] as const) : [])];
}
