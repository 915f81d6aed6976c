import type { AddressInfo } from 'node:net';
import { createStripePayments } from '../../payments/stripe';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../../test/fakeStripe';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { startPayment } from './domain';
import { addDate, addPackage, addPartner } from './fixtures';

/*
 * A card payment from the student's choice to the refund, through the API only: the official
 * Stripe SDK talks to the local fake of Stripe, which plays the student paying and sends the
 * signed webhook events.
 */

// Card flows talk HTTP to the fake and to the app: seconds on a loaded machine.
jest.setTimeout(30_000);

describe.each(engines())('card payments through Stripe Checkout (%s)', (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: Account;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, { cardPayments: createStripePayments(fake.options) });
    admin = await createAdmin(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/api/v1/payments/stripe/webhook`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    for (const operation of ['createSession', 'retrieveSession', 'expireSession', 'refund'] as const) fake.fail(operation, null);
    fake.refundEventBeforeAnswer = false;
  });

  const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/pay/')[1];
  const deliver = (event: SignedEvent) =>
    call(t.app, 'handleStripeWebhook', {
      body: event.payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    });
  const documents = (bookingId: number) => t.db.selectFrom('receipts').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
  const bookingRow = (id: number) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const choose = (student: Account, id: number, method: 'card' | 'at_school') =>
    call(t.app, 'startBookingPayment', { token: student.token, params: { id }, body: { method } });

  /** A student's held booking of a new package (649.99 $ + HST unless told otherwise). */
  async function held(options: { capacity?: number; priceCents?: number; discountCode?: string } = {}) {
    const pkg = await addPackage(t.db, { priceCents: options.priceCents ?? 64_999 });
    const date = await addDate(t.db, pkg, { capacity: options.capacity ?? 20 });
    const student = await createStudent(t);
    const body = { package_id: pkg, package_date_id: date, ...(options.discountCode ? { discount_code: options.discountCode } : {}) };
    const booked = await call(t.app, 'createBooking', { token: student.token, body });
    expect(booked.status).toBe(201);
    return { pkg, date, student, booking: booked.body.data };
  }

  /** A student's booking of a new package (649.99 $ + HST), paid by card up to Stripe's page. */
  async function cardCheckout(options: { capacity?: number } = {}) {
    const { pkg, date, student, booking } = await held(options);
    const id: number = booking.id;
    const started = await choose(student, id, 'card');
    expect(started.status).toBe(200);
    return { id, pkg, date, student, checkoutUrl: started.body.data.checkout_url as string, sessionId: sessionIdOf(started.body.data.checkout_url) };
  }

  async function paidByCard() {
    const checkout = await cardCheckout();
    expect((await deliver(fake.complete(checkout.sessionId))).status).toBe(200);
    return checkout;
  }

  test('the signed webhook pays the booking with its receipt; Stripe was asked for the receipt’s amounts to the cent, once', async () => {
    const { id, student, checkoutUrl, sessionId } = await cardCheckout();
    expect(checkoutUrl).toBe(`${fake.url}/pay/${sessionId}`);
    const again = await call(t.app, 'startBookingPayment', { token: student.token, params: { id }, body: { method: 'card' } });
    expect(again.body.data.checkout_url).toBe(checkoutUrl);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === String(id))).toHaveLength(1);
    expect((await call(t.app, 'getMyBooking', { token: student.token, params: { id } })).body.data.status).toBe('held');

    const completed = fake.complete(sessionId);
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);

    const booking = (await call(t.app, 'getMyBooking', { token: student.token, params: { id } })).body.data;
    expect(booking.status).toBe('paid');
    expect((await call(t.app, 'getAdminBooking', { token: admin.token, params: { id } })).body.data).toMatchObject({ status: 'paid', received_by: 'stripe' });
    const receipt = (await call(t.app, 'getMyReceipt', { token: student.token, params: { id: booking.receipt.id } })).body.data;
    expect(fake.lines(sessionId).map((line) => line.unitAmount)).toEqual([receipt.subtotal_cents, receipt.hst_cents]);
    expect(fake.session(sessionId).amount_total).toBe(receipt.total_cents);
    expect(receipt.total_cents).toBe(73_449);
    expect(await documents(id)).toHaveLength(1);
  });

  test('paying on Stripe’s page: the webhook has paid the booking before the browser is back on the booking’s page', async () => {
    const { id, student, checkoutUrl } = await cardCheckout();
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('734.49 CAD');

    const back = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location')!).pathname).toBe(`/bookings/${id}`);
    expect((await call(t.app, 'getMyBooking', { token: student.token, params: { id } })).body.data.status).toBe('paid');
  });

  test('the session’s lines are the package net of its discount and the HST, adding up to the total; the hold ends with the session, 30 minutes ahead or more', async () => {
    await addPartner(t.db, 'CARD25', 25);
    const { student, booking } = await held({ priceCents: 19_900, discountCode: 'card25' });
    expect(booking.payment_methods).toEqual(['card', 'at_school']);
    const before = Date.now();
    const started = await choose(student, booking.id, 'card');
    expect(started.status).toBe(200);

    const session = fake.session(sessionIdOf(started.body.data.checkout_url));
    expect(fake.lines(session.id).map((line) => line.unitAmount)).toEqual([17_400, 2_262]);
    expect(session.amount_total).toBe(booking.total_cents);
    expect(session.expires_at * 1000).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(new URL(session.success_url).pathname).toBe(`/bookings/${booking.id}`);
    expect(started.body.data.booking).toMatchObject({
      status: 'held',
      payment_method: 'card',
      hold_expires_at: new Date(session.expires_at * 1000).toISOString(),
    });
  });

  test('a session asked for late still reaches Stripe more than 30 minutes before its end', async () => {
    const { student, booking } = await held();
    // The time the request was read, well before the call reaches Stripe.
    const readAt = new Date(Date.now() - 40_000).toISOString();
    const env = { mail: t.app.mail, siteOrigin: 'http://localhost', officeEmail: t.config.adminEmail };
    const started = await startPayment(t.db, env, t.app.cardPayments, student.user.id, booking.id, 'card', readAt);
    const session = fake.session(sessionIdOf(started.checkoutUrl!));
    expect(session.status).toBe('open');
    expect(started.booking.hold_expires_at).toBe(new Date(session.expires_at * 1000).toISOString());
  });

  test('a card session that ended unpaid is never replaced: the hold ended with it, 409 hold_expired, no second session', async () => {
    const { id, student, sessionId } = await cardCheckout();
    // Stripe ended the session (its end, or expired from the dashboard); its webhook has not arrived yet.
    fake.expire(sessionId);
    const again = await choose(student, id, 'card');
    expect(again).toMatchObject({ status: 409, body: { code: 'hold_expired' } });
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === String(id))).toHaveLength(1);
    expect(await bookingRow(id)).toMatchObject({ stripe_checkout_session_id: sessionId });
  });

  test('Stripe failing to make the session is a 502 and the booking is unchanged', async () => {
    const { student, booking } = await held();
    fake.fail('createSession', { status: 500, type: 'api_error', message: 'Stripe is down' });
    expect((await choose(student, booking.id, 'card')).status).toBe(502);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'held',
      payment_method: null,
      stripe_checkout_session_id: null,
      updated_at: booking.updated_at,
    });
  });

  test('choosing the school ends the card session; once Stripe has the money, the school, a cancel and the office’s payment are 409 already_paid', async () => {
    const open = await cardCheckout();
    expect((await choose(open.student, open.id, 'at_school')).body.data.booking.status).toBe('confirmed_unpaid');
    expect(fake.session(open.sessionId).status).toBe('expired');

    // Paid on Stripe's page, its webhook not yet arrived.
    const { id, student, sessionId } = await cardCheckout();
    const completed = fake.complete(sessionId);
    expect((await choose(student, id, 'at_school')).body.code).toBe('already_paid');
    expect((await call(t.app, 'cancelMyBooking', { token: student.token, params: { id } })).body.code).toBe('already_paid');
    expect((await call(t.app, 'markBookingPaid', { token: admin.token, params: { id }, body: { method: 'cash' } })).body.code).toBe('already_paid');
    expect((await deliver(completed)).status).toBe(200);
    expect((await call(t.app, 'getAdminBooking', { token: admin.token, params: { id } })).body.data).toMatchObject({ status: 'paid', received_by: 'stripe' });
  });

  test('a card hold keeps its seat past its end until its session is known expired, then frees it', async () => {
    const { id, pkg, date, student, sessionId } = await cardCheckout({ capacity: 1 });
    await t.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const next = await createStudent(t);
    const book = () => call(t.app, 'createBooking', { token: next.token, body: { package_id: pkg, package_date_id: date } });
    expect((await book()).body.code).toBe('sold_out');
    expect((await call(t.app, 'getMyBooking', { token: student.token, params: { id } })).body.data.status).toBe('held');

    expect((await deliver(fake.expire(sessionId))).status).toBe(200);
    expect((await call(t.app, 'getMyBooking', { token: student.token, params: { id } })).body.data.status).toBe('expired');
    expect((await book()).status).toBe(201);
    // The same end reported again (another event) changes nothing.
    expect((await deliver(fake.sign('checkout.session.expired', fake.session(sessionId)))).status).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'expired' });
  });

  test('the office refunds a card payment through Stripe, once; Stripe’s refund event afterwards changes nothing', async () => {
    const { id, sessionId } = await paidByCard();
    const paymentIntent = fake.session(sessionId).payment_intent!;

    const refunded = await call(t.app, 'cancelBooking', { token: admin.token, params: { id }, body: { refund: true, reason: 'moved away' } });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_method: 'stripe', credit_notes: [expect.anything()] });
    expect(fake.refunds).toEqual(expect.arrayContaining([expect.objectContaining({ payment_intent: paymentIntent, amount: 73_449 })]));

    expect((await deliver(fake.chargeRefunded(paymentIntent))).status).toBe(200);
    expect(await documents(id)).toHaveLength(2);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
  });

  test('Stripe’s refund event applied before the office’s refund is written: the office is answered the refunded booking, with its reason', async () => {
    const { id, sessionId } = await paidByCard();
    const paymentIntent = fake.session(sessionId).payment_intent!;
    const refundEvents = () => t.db.selectFrom('stripe_events').select('id').where('type', '=', 'charge.refunded').execute();
    const eventsBefore = (await refundEvents()).length;
    fake.refundEventBeforeAnswer = true;

    const refunded = await call(t.app, 'cancelBooking', { token: admin.token, params: { id }, body: { refund: true, reason: 'Moved to Ottawa' } });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refund_method: 'stripe',
      cancel_reason: 'Moved to Ottawa',
      credit_notes: [expect.anything()],
    });
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await refundEvents()).toHaveLength(eventsBefore + 1);
    expect(await documents(id)).toHaveLength(2);
  });

  test('a card payment kept at cancellation is refunded later through Stripe', async () => {
    const { id, sessionId } = await paidByCard();
    expect((await call(t.app, 'cancelBooking', { token: admin.token, params: { id }, body: { refund: false } })).body.data.status).toBe('cancelled');
    const refunded = await call(t.app, 'refundBooking', { token: admin.token, params: { id }, body: {} });
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_method: 'stripe' });
    expect(fake.refunds.filter((r) => r.payment_intent === fake.session(sessionId).payment_intent)).toEqual([expect.objectContaining({ amount: 73_449 })]);
  });

  test('a refund Stripe refuses is a 502 and changes nothing', async () => {
    const { id, sessionId } = await paidByCard();
    fake.fail('refund', { status: 402, type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge has been disputed.' });

    expect((await call(t.app, 'cancelBooking', { token: admin.token, params: { id }, body: { refund: true } })).status).toBe(502);
    expect((await call(t.app, 'refundBooking', { token: admin.token, params: { id }, body: {} })).status).toBe(502);
    const booking = await call(t.app, 'getAdminBooking', { token: admin.token, params: { id } });
    expect(booking.body.data).toMatchObject({ status: 'paid', credit_notes: [] });
    expect(fake.refunds.filter((r) => r.payment_intent === fake.session(sessionId).payment_intent)).toEqual([]);
  });

  test('a refund made in Stripe’s dashboard is recorded with its credit note', async () => {
    const { id, sessionId } = await paidByCard();
    expect((await deliver(fake.refundInDashboard(fake.session(sessionId).payment_intent!))).status).toBe(200);
    const booking = (await call(t.app, 'getAdminBooking', { token: admin.token, params: { id } })).body.data;
    expect(booking).toMatchObject({ status: 'refunded', refund_method: 'stripe', credit_notes: [expect.anything()] });
  });
});
