import Stripe from 'stripe';
import {
  BOOKING_CURRENCY,
  PaymentProviderError,
  WebhookSignatureError,
  type CardPayments,
  type CheckoutRequest,
  type CheckoutSession,
  type NewCheckoutSession,
  type PaymentEvent,
} from './provider';

/*
 * CardPayments on Stripe Checkout, through the official SDK. `host`, `port` and `protocol` point
 * the SDK elsewhere than api.stripe.com: the local fake of the tests and demos
 * (src/server/test/fakeStripe.ts, STRIPE_API_URL).
 */

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/*
 * Stripe Checkout has no Arabic: 'auto' lets Stripe follow the student's browser, which shows
 * French to a student whose browser asks for French and English otherwise.
 */
const CHECKOUT_LOCALE: Record<CheckoutRequest['locale'], Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', fr: 'fr', ar: 'auto' };

// A request waiting on Stripe holds a student's page: long enough for a slow answer, short enough to fail usefully.
const TIMEOUT_MS = 20_000;

function bookingIdOf(session: Stripe.Checkout.Session): number | null {
  const text = session.metadata?.booking_id ?? session.client_reference_id ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

function sessionOf(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid',
    paymentIntentId: idOf(session.payment_intent),
    amountTotalCents: session.amount_total,
    currency: session.currency?.toLowerCase() ?? null,
    bookingId: bookingIdOf(session),
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** A session Stripe just made, which has its hosted page (one without could not be paid). */
function withPage(session: CheckoutSession): NewCheckoutSession {
  const { url } = session;
  if (url === null) throw new PaymentProviderError(`Stripe: the new Checkout Session ${session.id} has no payment page`);
  return { ...session, url };
}

function eventOf(event: Stripe.Event): PaymentEvent {
  // A signed body without an object is refused by the contract's schema afterwards; nothing to read here.
  const object: unknown = event.data?.object;
  if (typeof object !== 'object' || object === null) return { id: event.id, type: 'ignored', providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, type: 'checkout.completed', session: sessionOf(event.data.object) };
    case 'checkout.session.expired':
      return { id: event.id, type: 'checkout.expired', session: sessionOf(event.data.object) };
    case 'charge.refunded': {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      if (paymentIntentId) return { id: event.id, type: 'charge.refunded', paymentIntentId, amountRefundedCents: event.data.object.amount_refunded };
      return { id: event.id, type: 'ignored', providerType: event.type };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}

function providerError(what: string, error: unknown): PaymentProviderError {
  const reason = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe: ${what} failed: ${reason}`, { cause: error });
}

/** Runs one SDK call; whatever goes wrong on the way to Stripe or in its answer becomes a PaymentProviderError. */
async function provider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(what, error);
  }
}

export function createStripePayments(options: StripePaymentsOptions): CardPayments {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 2,
  });

  const retrieve = (id: string) => provider('reading a Checkout Session', () => stripe.checkout.sessions.retrieve(id)).then(sessionOf);

  return {
    async createCheckoutSession(request) {
      const bookingId = String(request.bookingId);
      const session = await provider('creating a Checkout Session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          currency: BOOKING_CURRENCY,
          // Cards only (wallets included): a delayed method would leave a completed session unpaid, holding its seat for days.
          allowed_payment_method_types: ['card'],
          line_items: request.lines.map((line) => ({
            quantity: 1,
            price_data: { currency: BOOKING_CURRENCY, unit_amount: line.amountCents, product_data: { name: line.name } },
          })),
          customer_email: request.customerEmail,
          locale: CHECKOUT_LOCALE[request.locale],
          client_reference_id: bookingId,
          metadata: { booking_id: bookingId },
          // The payment in Stripe's dashboard names its booking too.
          payment_intent_data: { metadata: { booking_id: bookingId } },
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      );
      return withPage(sessionOf(session));
    },

    retrieveCheckoutSession: retrieve,

    async expireCheckoutSession(id) {
      try {
        return sessionOf(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: it completed or expired meanwhile.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return retrieve(id);
        throw providerError('expiring a Checkout Session', error);
      }
    },

    async refund(paymentIntentId, amountCents, idempotencyKey) {
      const refund = await provider('refunding', () => stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }));
      return { refundId: refund.id };
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        // A wrong or outdated signature, or a signed body that is not JSON: either way nothing Stripe sent.
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error), { cause: error });
      }
      return eventOf(event);
    },
  };
}
