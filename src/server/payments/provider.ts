/*
 * Card payments go through one interface; the product ships one implementation, Stripe Checkout
 * (stripe.ts), chosen when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. Without it the
 * school is paid at the office and card payments are not offered. Everything here speaks integer
 * cents (CAD) and booking ids; no provider type leaks into the bookings domain.
 */

/** The currency of every booking, as the provider writes it (ISO 4217, lower case). */
export const BOOKING_CURRENCY = 'cad';

export interface CheckoutLine {
  /** What the student reads on the provider's page, in their language. */
  name: string;
  /** Integer cents, more than 0. */
  amountCents: number;
}

export interface CheckoutRequest {
  bookingId: number;
  customerEmail: string;
  locale: 'en' | 'fr' | 'ar';
  /** Their sum is the booking's total to the cent (the provider receives no other amount). */
  lines: CheckoutLine[];
  /** When the provider stops accepting the payment; at least 30 minutes ahead. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** The provider's payment page; null once the session has ended. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  /** Whether the money was taken (a completed session may still wait for a delayed method). */
  paid: boolean;
  paymentIntentId: string | null;
  amountTotalCents: number | null;
  /** ISO 4217, lower case, as the provider has it: an amount in another currency than the booking's is another amount. */
  currency: string | null;
  bookingId: number | null;
  expiresAt: Date;
}

/** A verified webhook event, reduced to what the bookings domain reads. */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed'; session: CheckoutSession }
  | { id: string; type: 'checkout.expired'; session: CheckoutSession }
  | { id: string; type: 'charge.refunded'; paymentIntentId: string; amountRefundedCents: number }
  | { id: string; type: 'ignored'; providerType: string };

/** Thrown by `verifyWebhook` for a missing, wrong or outdated signature (the route answers 400). */
export class WebhookSignatureError extends Error {}

/** Thrown when the provider refuses or cannot be reached (the route answers 502; nothing is written). */
export class PaymentProviderError extends Error {}

/** A session just made: open, with its payment page. */
export interface NewCheckoutSession extends CheckoutSession {
  url: string;
}

export interface CardPayments {
  createCheckoutSession(request: CheckoutRequest): Promise<NewCheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
  /** Ends an open session so it can no longer be paid; answers the session as it ends (it may have completed meanwhile). */
  expireCheckoutSession(id: string): Promise<CheckoutSession>;
  /** Refunds a payment in full; the idempotency key makes a retried call refund once. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Checks the signature on the raw body bytes and parses the event. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
