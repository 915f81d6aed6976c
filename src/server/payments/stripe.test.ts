import { startFakeStripe, type FakeStripe } from '../test/fakeStripe';
import { PaymentProviderError, WebhookSignatureError, type CardPayments, type CheckoutRequest } from './provider';
import { createStripePayments } from './stripe';

let fake: FakeStripe;
let payments: CardPayments;

beforeEach(async () => {
  fake = await startFakeStripe();
  payments = createStripePayments(fake.options);
});
afterEach(() => fake.close());

const inAnHour = () => new Date(Date.now() + 60 * 60_000);

function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    bookingId: 42,
    customerEmail: 'student@example.com',
    locale: 'en',
    lines: [
      { name: 'BDE course — May 4', amountCents: 64_999 },
      { name: 'HST 13%', amountCents: 8_450 },
    ],
    expiresAt: inAnHour(),
    successUrl: 'https://school.example/bookings/42?paid=1',
    cancelUrl: 'https://school.example/bookings/42',
    ...overrides,
  };
}

describe('Checkout Sessions through the SDK', () => {
  test('a session carries exactly the lines, to the cent, in CAD, for the booking and the student', async () => {
    const request = checkout();
    const session = await payments.createCheckoutSession(request);

    expect(fake.lines(session.id)).toEqual([
      { name: 'BDE course — May 4', unitAmount: 64_999, quantity: 1, currency: 'cad' },
      { name: 'HST 13%', unitAmount: 8_450, quantity: 1, currency: 'cad' },
    ]);
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.body;
    expect(sent).toMatchObject({
      mode: 'payment',
      currency: 'cad',
      customer_email: 'student@example.com',
      client_reference_id: '42',
      metadata: { booking_id: '42' },
      locale: 'en',
      expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_/),
      url: `${fake.url}/pay/${session.id}`,
      status: 'open',
      paid: false,
      paymentIntentId: null,
      amountTotalCents: 73_449,
      currency: 'cad',
      bookingId: 42,
      expiresAt: new Date(Math.floor(request.expiresAt.getTime() / 1000) * 1000),
    });
  });

  test("French is Stripe's French; Arabic, which Stripe Checkout lacks, follows the browser", async () => {
    await payments.createCheckoutSession(checkout({ locale: 'fr' }));
    await payments.createCheckoutSession(checkout({ locale: 'ar' }));
    expect(fake.requests.map((r) => r.body.locale)).toEqual(['fr', 'auto']);
  });

  test('a session is read back as Stripe has it: paid once the student paid', async () => {
    const { id } = await payments.createCheckoutSession(checkout());
    expect(await payments.retrieveCheckoutSession(id)).toMatchObject({ id, status: 'open', paid: false });

    fake.complete(id);
    const paid = await payments.retrieveCheckoutSession(id);
    expect(paid).toMatchObject({ id, status: 'complete', paid: true, amountTotalCents: 73_449, bookingId: 42 });
    expect(paid.paymentIntentId).toBe(fake.session(id).payment_intent);
  });

  test('expiring an open session ends it, without its page; one paid meanwhile is answered as it is, not as an error', async () => {
    const open = await payments.createCheckoutSession(checkout());
    expect(await payments.expireCheckoutSession(open.id)).toMatchObject({ id: open.id, status: 'expired', paid: false, url: null });

    const paid = await payments.createCheckoutSession(checkout());
    fake.complete(paid.id);
    expect(await payments.expireCheckoutSession(paid.id)).toMatchObject({ id: paid.id, status: 'complete', paid: true });
  });

  test('what Stripe refuses, or a key it does not know, is a PaymentProviderError', async () => {
    fake.fail('createSession', { status: 400, type: 'invalid_request_error', message: 'Amount must convert to at least 50 cents.' });
    await expect(payments.createCheckoutSession(checkout())).rejects.toThrow(PaymentProviderError);
    await expect(payments.retrieveCheckoutSession('cs_test_unknown')).rejects.toThrow(PaymentProviderError);
    await expect(payments.expireCheckoutSession('cs_test_unknown')).rejects.toThrow(PaymentProviderError);

    const wrongKey = createStripePayments({ ...fake.options, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.retrieveCheckoutSession('cs_test_unknown')).rejects.toThrow(/Invalid API Key/);
  });
});

describe('refunds', () => {
  async function paidSession() {
    const session = await payments.createCheckoutSession(checkout());
    fake.complete(session.id);
    return fake.session(session.id).payment_intent!;
  }

  test('a refund retried with its idempotency key refunds once', async () => {
    const paymentIntent = await paidSession();
    const first = await payments.refund(paymentIntent, 73_449, 'refund-booking-42');
    const again = await payments.refund(paymentIntent, 73_449, 'refund-booking-42');

    expect(again.refundId).toBe(first.refundId);
    expect(fake.refunds).toEqual([expect.objectContaining({ id: first.refundId, amount: 73_449, payment_intent: paymentIntent })]);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual(['refund-booking-42', 'refund-booking-42']);
    // Another key is another refund, which Stripe refuses for a payment refunded in full.
    await expect(payments.refund(paymentIntent, 73_449, 'another-key')).rejects.toThrow(/already been refunded/);
  });

  test('a refused refund is a PaymentProviderError and refunds nothing', async () => {
    const paymentIntent = await paidSession();
    fake.fail('refund', { status: 402, type: 'card_error', code: 'refund_failed', message: 'The refund could not be processed.' });
    await expect(payments.refund(paymentIntent, 73_449, 'refund-booking-42')).rejects.toThrow(PaymentProviderError);
    expect(fake.refunds).toEqual([]);
  });

  test('Stripe out of reach is a PaymentProviderError', async () => {
    const paymentIntent = await paidSession();
    const gone = createStripePayments({ ...fake.options, port: 9 });
    await expect(gone.refund(paymentIntent, 73_449, 'refund-booking-42')).rejects.toThrow(PaymentProviderError);
  }, 20_000);
});

describe('webhook events', () => {
  test('a completed or asynchronously paid session is checkout.completed, with its booking and amount', async () => {
    const { id } = await payments.createCheckoutSession(checkout());
    const completed = fake.complete(id);
    const event = payments.verifyWebhook(Buffer.from(completed.payload), completed.signature);
    expect(event).toEqual({
      id: completed.id,
      type: 'checkout.completed',
      session: expect.objectContaining({ id, status: 'complete', paid: true, amountTotalCents: 73_449, bookingId: 42 }),
    });

    const late = fake.sign('checkout.session.async_payment_succeeded', fake.session(id));
    expect(payments.verifyWebhook(Buffer.from(late.payload), late.signature)).toMatchObject({ type: 'checkout.completed', session: { id, paid: true } });
  });

  test('an expired session, a refunded charge, and any other event', async () => {
    const open = await payments.createCheckoutSession(checkout());
    const expired = fake.expire(open.id);
    expect(payments.verifyWebhook(Buffer.from(expired.payload), expired.signature)).toMatchObject({
      id: expired.id,
      type: 'checkout.expired',
      session: { id: open.id, status: 'expired', bookingId: 42 },
    });

    const paid = await payments.createCheckoutSession(checkout());
    fake.complete(paid.id);
    const paymentIntentId = fake.session(paid.id).payment_intent!;
    const refunded = fake.refundInDashboard(paymentIntentId);
    expect(payments.verifyWebhook(Buffer.from(refunded.payload), refunded.signature)).toEqual({
      id: refunded.id,
      type: 'charge.refunded',
      paymentIntentId,
      amountRefundedCents: 73_449,
    });

    const other = fake.sign('customer.created', { id: 'cus_1', object: 'customer' });
    expect(payments.verifyWebhook(Buffer.from(other.payload), other.signature)).toEqual({ id: other.id, type: 'ignored', providerType: 'customer.created' });
  });

  test('the signature is checked on the raw bytes: a missing, wrong, outdated or tampered one is a WebhookSignatureError', () => {
    const event = fake.sign('checkout.session.expired', { id: 'cs_test_1', object: 'checkout.session', customer_details: { name: 'Zoé Ḥaddād' } });
    const raw = Buffer.from(event.payload);
    expect(payments.verifyWebhook(raw, event.signature)).toMatchObject({ id: event.id });

    expect(() => payments.verifyWebhook(raw, undefined)).toThrow(WebhookSignatureError);
    expect(() => payments.verifyWebhook(raw, fake.sign('x', {}, { secret: 'whsec_other' }).signature)).toThrow(WebhookSignatureError);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const outdated = fake.sign('checkout.session.expired', {}, { timestamp: tenMinutesAgo });
    expect(() => payments.verifyWebhook(Buffer.from(outdated.payload), outdated.signature)).toThrow(WebhookSignatureError);
    // Re-serialized JSON (what a parsed-then-stringified body would be) no longer matches.
    expect(() => payments.verifyWebhook(Buffer.from(JSON.stringify(JSON.parse(event.payload))), event.signature)).toThrow(WebhookSignatureError);
  });
});
