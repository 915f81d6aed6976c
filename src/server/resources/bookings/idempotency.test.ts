import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createStripePayments } from '../../payments/stripe';
import { startFakeStripe, type FakeStripe } from '../../test/fakeStripe';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addDate, addPackage } from './fixtures';

/*
 * Booking calls retried with their Idempotency-Key: the first answer again, the change (and its
 * receipt, mail, Stripe session or refund) once — also when the two copies race. The official
 * Stripe SDK talks to the local fake of Stripe.
 */

// Card flows talk HTTP to the fake and to the app: seconds on a loaded machine.
jest.setTimeout(30_000);

describe.each(engines())('idempotent booking calls (%s)', (engine) => {
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

  const keyed = (key: string) => ({ 'idempotency-key': key });
  const receipts = (bookingId: number) => t.db.selectFrom('receipts').selectAll().where('booking_id', '=', bookingId).execute();
  const bookingsOf = (who: Account) => t.db.selectFrom('bookings').selectAll().where('user_id', '=', who.user.id).execute();
  const sessionsMadeFor = (bookingId: number) =>
    fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === String(bookingId));

  async function bookable() {
    const pkg = await addPackage(t.db, { priceCents: 64_999 });
    return { package_id: pkg, package_date_id: await addDate(t.db, pkg) };
  }

  async function held() {
    const student = await createStudent(t);
    const booked = await call(t.app, 'createBooking', { token: student.token, body: await bookable() });
    expect(booked.status).toBe(201);
    return { student, id: booked.body.data.id as number };
  }

  test('a booking retried gets its first 201 again, not “already booked”; one hold', async () => {
    const student = await createStudent(t);
    const body = await bookable();
    const key = randomUUID();
    const first = await call(t.app, 'createBooking', { token: student.token, body, headers: keyed(key) });
    const retry = await call(t.app, 'createBooking', { token: student.token, body, headers: keyed(key) });

    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: first.body, headers: { 'idempotent-replayed': 'true' } });
    expect(await bookingsOf(student)).toHaveLength(1);
  });

  test('the office’s payment retried after it went through gets its first answer again, not a 409; one receipt', async () => {
    const { id } = await held();
    const key = randomUUID();
    const pay = () => call(t.app, 'markBookingPaid', { token: admin.token, params: { id }, body: { method: 'cash' }, headers: keyed(key) });
    const first = await pay();
    const retry = await pay();

    expect(first.status).toBe(200);
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(await receipts(id)).toHaveLength(1);
  });

  test('two identical payments racing with one key: one receipt, the same 200 twice', async () => {
    const { id } = await held();
    const key = randomUUID();
    const pay = () => call(t.app, 'markBookingPaid', { token: admin.token, params: { id }, body: { method: 'cash' }, headers: keyed(key) });
    const answers = await Promise.all([pay(), pay()]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(await receipts(id)).toHaveLength(1);
  });

  test('two identical card payments racing with one key: one Checkout Session left payable, the same answer twice', async () => {
    const { student, id } = await held();
    const key = randomUUID();
    const start = () => call(t.app, 'startBookingPayment', { token: student.token, params: { id }, body: { method: 'card' }, headers: keyed(key) });
    const answers = await Promise.all([start(), start()]);

    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1].body).toEqual(answers[0].body);
    const kept = answers[0].body.data.checkout_url.split('/pay/')[1];
    expect(fake.session(kept).status).toBe('open');
    // Both copies may have asked Stripe for a session before either committed: the other one was ended.
    const ended = fake.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/expire'))
      .map((r) => r.path.split('/')[4])
      .filter((session) => fake.session(session).client_reference_id === String(id));
    expect(ended).not.toContain(kept);
    expect(ended).toHaveLength(sessionsMadeFor(id).length - 1);
    expect((await bookingsOf(student))[0].stripe_checkout_session_id).toBe(kept);
  });

  test('a card refund retried gets its first answer again, not a 409; Stripe refunded once', async () => {
    const { student, id } = await held();
    const started = await call(t.app, 'startBookingPayment', { token: student.token, params: { id }, body: { method: 'card' } });
    const sessionId = started.body.data.checkout_url.split('/pay/')[1];
    await fake.deliver(fake.complete(sessionId));
    const key = randomUUID();
    const refund = () => call(t.app, 'refundBooking', { token: admin.token, params: { id }, body: { reason: 'Moved away' }, headers: keyed(key) });
    const first = await refund();
    const retry = await refund();

    expect(first.status).toBe(200);
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(fake.refunds.filter((r) => r.payment_intent === fake.session(sessionId).payment_intent)).toHaveLength(1);
    expect((await receipts(id)).map((r) => r.kind).sort()).toEqual(['credit_note', 'receipt']);
  });

  test('a key used again for another booking is a 422 naming the key; nothing is booked', async () => {
    const student = await createStudent(t);
    const key = randomUUID();
    expect((await call(t.app, 'createBooking', { token: student.token, body: await bookable(), headers: keyed(key) })).status).toBe(201);
    const other = await call(t.app, 'createBooking', { token: student.token, body: await bookable(), headers: keyed(key) });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['Idempotency-Key']);
    expect(await bookingsOf(student)).toHaveLength(1);
  });
});
