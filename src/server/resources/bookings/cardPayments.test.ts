import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { fakeCardPayments } from './fakeCardPayments';
import { addDate, addPackage, addPartner } from './fixtures';
import { expireCardHold, recordPayment } from './payments';

describe.each(engines())('card payments of bookings (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let provider: ReturnType<typeof fakeCardPayments>;
  beforeAll(async () => {
    provider = fakeCardPayments();
    t = await createTestApp(engine, { cardPayments: provider.cards });
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());
  beforeEach(() => {
    provider.state.failing = false;
  });

  async function held(student: Account, body: object = {}) {
    const pkg = await addPackage(t.db, { priceCents: 19900 });
    const date = await addDate(t.db, pkg);
    const res = await call(t.app, 'createBooking', { token: student.token, body: { package_id: pkg, package_date_id: date, ...body } });
    return res.body.data;
  }

  test('a card payment starts a session whose lines add up to the booking’s total, and extends the hold to at least 30 minutes', async () => {
    await addPartner(t.db, 'CARD25', 25);
    const student = await createStudent(t);
    const booking = await held(student, { discount_code: 'card25' });
    expect(booking.payment_methods).toEqual(['card', 'at_school']);
    const before = Date.now();
    const res = await call(t.app, 'startBookingPayment', { token: student.token, params: { id: booking.id }, body: { method: 'card' } });
    expect(res.status).toBe(200);
    const request = provider.created.at(-1)!;
    expect(res.body.data.checkout_url).toBe(`https://checkout.example.com/cs_test_${provider.created.length}_${booking.id}`);
    expect(request.lines.map((l) => l.amountCents)).toEqual([17400, 2262]);
    expect(request.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(booking.total_cents);
    expect(request.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(request.successUrl).toContain(`/bookings/${booking.id}`);
    expect(res.body.data.booking).toMatchObject({ status: 'held', payment_method: 'card', hold_expires_at: request.expiresAt.toISOString() });

    const again = await call(t.app, 'startBookingPayment', { token: student.token, params: { id: booking.id }, body: { method: 'card' } });
    expect(again.body.data.checkout_url).toBe(res.body.data.checkout_url);
    expect(provider.created.filter((r) => r.bookingId === booking.id)).toHaveLength(1);
  });

  test('a provider failure is a 502 and the booking is unchanged', async () => {
    const student = await createStudent(t);
    const booking = await held(student);
    provider.state.failing = true;
    const res = await call(t.app, 'startBookingPayment', { token: student.token, params: { id: booking.id }, body: { method: 'card' } });
    expect(res.status).toBe(502);
    const row = await t.db.selectFrom('bookings').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'held', payment_method: null, stripe_checkout_session_id: null, updated_at: booking.updated_at });
  });

  test('choosing the school after a card session expires the session; a session already paid is a 409 already_paid', async () => {
    const student = await createStudent(t);
    const booking = await held(student);
    await call(t.app, 'startBookingPayment', { token: student.token, params: { id: booking.id }, body: { method: 'card' } });
    const session = [...provider.sessions.values()].find((s) => s.bookingId === booking.id)!;
    const school = await call(t.app, 'startBookingPayment', { token: student.token, params: { id: booking.id }, body: { method: 'at_school' } });
    expect(school.body.data.booking.status).toBe('confirmed_unpaid');
    expect(session.status).toBe('expired');

    const payer = await createStudent(t);
    const paying = await held(payer);
    await call(t.app, 'startBookingPayment', { token: payer.token, params: { id: paying.id }, body: { method: 'card' } });
    provider.pay([...provider.sessions.values()].find((s) => s.bookingId === paying.id)!.id);
    const late = await call(t.app, 'startBookingPayment', { token: payer.token, params: { id: paying.id }, body: { method: 'at_school' } });
    expect(late.body.code).toBe('already_paid');
    expect((await call(t.app, 'cancelMyBooking', { token: payer.token, params: { id: paying.id } })).body.code).toBe('already_paid');
  });

  test('the office refunds a card payment through the provider; a refusal is a 502 and nothing changes', async () => {
    const student = await createStudent(t);
    const booking = await held(student);
    await call(t.app, 'startBookingPayment', { token: student.token, params: { id: booking.id }, body: { method: 'card' } });
    const session = [...provider.sessions.values()].find((s) => s.bookingId === booking.id)!;
    provider.pay(session.id);
    expect((await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: booking.id }, body: { method: 'cash' } })).body.code).toBe('already_paid');
    // What the webhook does once Stripe reports the payment.
    await t.db.transaction().execute((trx) =>
      recordPayment(
        trx,
        booking.id,
        { receivedBy: 'stripe', paymentIntentId: `pi_${session.id}`, paidAt: new Date().toISOString() },
        {
          mail: t.app.mail,
          siteOrigin: 'http://localhost',
          officeEmail: t.config.adminEmail,
        },
      ),
    );
    provider.state.failing = true;
    const refused = await call(t.app, 'cancelBooking', { token: admin.token, params: { id: booking.id }, body: { refund: true } });
    expect(refused.status).toBe(502);
    expect((await t.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status).toBe('paid');
    provider.state.failing = false;
    const refunded = await call(t.app, 'cancelBooking', { token: admin.token, params: { id: booking.id }, body: { refund: true } });
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_method: 'stripe' });
    expect(provider.refunds.at(-1)).toMatchObject({ paymentIntentId: `pi_${session.id}`, amountCents: booking.total_cents });
  });

  test('a card hold keeps its seat past its end until its session is known expired, then frees it', async () => {
    const pkg = await addPackage(t.db);
    const date = await addDate(t.db, pkg, { capacity: 1 });
    const [payer, next] = [await createStudent(t), await createStudent(t)];
    const id = (await call(t.app, 'createBooking', { token: payer.token, body: { package_id: pkg, package_date_id: date } })).body.data.id;
    await call(t.app, 'startBookingPayment', { token: payer.token, params: { id }, body: { method: 'card' } });
    await t.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const book = () => call(t.app, 'createBooking', { token: next.token, body: { package_id: pkg, package_date_id: date } });
    expect((await book()).body.code).toBe('sold_out');
    const session = [...provider.sessions.values()].find((s) => s.bookingId === id)!;
    expect((await t.db.transaction().execute((trx) => expireCardHold(trx, session.id)))?.status).toBe('expired');
    expect(await t.db.transaction().execute((trx) => expireCardHold(trx, session.id))).toBeNull();
    expect((await book()).status).toBe(201);
  });
});
