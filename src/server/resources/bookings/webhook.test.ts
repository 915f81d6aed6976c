import Stripe from 'stripe';
import type { CheckoutRequest } from '../../payments/provider';
import { createStripePayments } from '../../payments/stripe';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../../test/fakeStripe';
import { call, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { addDate, addPackage } from './fixtures';
import { priceBooking } from './pricing';
import { settleLapsedCardHolds } from './stripeEvents';

/*
 * Stripe's webhook: the official SDK against the local fake of Stripe, signed events delivered to
 * the app, bookings arranged as a card payment leaves them (held, with a session) — or with a
 * session no booking operation would make (another amount). The paths through the booking
 * operations are in cardPayment.test.ts.
 */

const HOUR = 3_600_000;

// Each test starts an app on a fresh database and talks HTTP to the fake: seconds on a loaded machine.
jest.setTimeout(30_000);

describe.each(engines())('Stripe webhook (%s)', (engine) => {
  let t: TestApp;
  let fake: FakeStripe;

  beforeEach(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, { cardPayments: createStripePayments(fake.options) });
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });

  /**
   * A held booking of a new student whose card payment started: a Checkout Session with its lines
   * and HST — or, with `currency`, one made straight through the SDK in that currency.
   */
  async function cardHold(options: { priceCents?: number; chargedCents?: number; currency?: string } = {}) {
    const now = new Date().toISOString();
    const pkg = await addPackage(t.db, { priceCents: options.priceCents ?? 64_999 });
    const date = await addDate(t.db, pkg, { capacity: 1 });
    const student = await createStudent(t);
    const priced = priceBooking({ en_name: 'BDE course', fr_name: '', ar_name: '', price_cents: options.priceCents ?? 64_999, hst_applies: 1 }, 1300, null);
    const booking = await t.db
      .insertInto('bookings')
      .values({
        user_id: student.user.id,
        package_id: pkg,
        package_date_id: date,
        status: 'held',
        hold_expires_at: new Date(Date.now() + HOUR).toISOString(),
        lines: JSON.stringify(priced.lines),
        subtotal_cents: priced.subtotal_cents,
        hst_rate_bp: priced.hst_rate_bp,
        hst_cents: priced.hst_cents,
        total_cents: priced.total_cents,
        locale: 'en',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const request: CheckoutRequest = {
      bookingId: booking.id,
      customerEmail: student.email,
      locale: 'en',
      lines: [
        { name: 'BDE course', amountCents: options.chargedCents ?? priced.subtotal_cents },
        { name: 'HST', amountCents: priced.hst_cents },
      ],
      expiresAt: new Date(Date.now() + HOUR),
      successUrl: `https://school.example/bookings/${booking.id}?checkout=success`,
      cancelUrl: `https://school.example/bookings/${booking.id}?checkout=cancel`,
    };
    const session = options.currency ? await sessionIn(options.currency, request) : await t.app.cardPayments!.createCheckoutSession(request);
    await t.db
      .updateTable('bookings')
      .set({
        payment_method: 'card',
        stripe_checkout_session_id: session.id,
        stripe_session_expires_at: session.expiresAt.toISOString(),
        hold_expires_at: session.expiresAt.toISOString(),
      })
      .where('id', '=', booking.id)
      .execute();
    return { booking, session, student };
  }

  /** The same session made by another integration on the account, straight through the SDK, in `currency`. */
  async function sessionIn(currency: string, request: CheckoutRequest) {
    const stripe = new Stripe(fake.secretKey, { host: fake.options.host, port: fake.options.port, protocol: fake.options.protocol });
    const made = await stripe.checkout.sessions.create({
      mode: 'payment',
      currency,
      line_items: request.lines.map((line) => ({ quantity: 1, price_data: { currency, unit_amount: line.amountCents, product_data: { name: line.name } } })),
      client_reference_id: String(request.bookingId),
      metadata: { booking_id: String(request.bookingId) },
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    return { id: made.id, expiresAt: new Date(made.expires_at * 1000) };
  }

  const deliver = (event: SignedEvent, signature = event.signature) =>
    call(t.app, 'handleStripeWebhook', { body: event.payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } });
  const bookingRow = (id: number) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const documents = (id: number) => t.db.selectFrom('receipts').selectAll().where('booking_id', '=', id).orderBy('id').execute();
  const storedEvents = () => t.db.selectFrom('stripe_events').select(['id', 'type']).execute();

  test('an event delivered again changes nothing: one receipt, one mail', async () => {
    const { booking, session } = await cardHold();
    const completed = fake.complete(session.id);
    await deliver(completed);
    const again = await deliver(completed);

    expect(again).toMatchObject({ status: 200, body: { received: true } });
    expect(await documents(booking.id)).toHaveLength(1);
    expect(await storedEvents()).toHaveLength(1);
    await t.mailSent();
    expect(t.outbox).toHaveLength(1);
  });

  test('a missing, wrong or outdated signature is a 400, an oversized body a 413, and nothing is written', async () => {
    const { booking, session } = await cardHold();
    const completed = fake.complete(session.id);
    const forged = fake.sign('checkout.session.completed', fake.session(session.id), { secret: 'whsec_not_ours' });
    const outdated = fake.sign('checkout.session.completed', fake.session(session.id), { timestamp: Math.floor(Date.now() / 1000) - 600 });

    expect((await deliver(forged)).status).toBe(400);
    expect((await deliver(outdated)).status).toBe(400);
    // One hex digit of the signature changed (always to another digit).
    const tampered = completed.signature.replace(/v1=(\w)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
    expect((await deliver(completed, tampered)).status).toBe(400);
    const unsigned = await call(t.app, 'handleStripeWebhook', { body: completed.payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    const notAnEventUnsigned = await call(t.app, 'handleStripeWebhook', { body: { hello: 'world' }, headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(notAnEventUnsigned.status).toBe(400);
    const tooLarge = await call(t.app, 'handleStripeWebhook', {
      body: JSON.stringify({ id: 'evt_1', type: 'x', data: { object: { pad: 'x'.repeat(1_100_000) } } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': completed.signature },
    });
    expect(tooLarge.status).toBe(413);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'held' });
    expect(await storedEvents()).toEqual([]);
  });

  test('a correctly signed body that is not a Stripe event is a 422', async () => {
    const payload = JSON.stringify({ hello: 'world' });
    const signed = { id: '', type: '', payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret }) };
    expect((await deliver(signed)).status).toBe(422);
    expect(await storedEvents()).toEqual([]);
  });

  test('an amount other than the booking’s leaves the booking as it is and tells the office', async () => {
    const { booking, session } = await cardHold({ chargedCents: 100 });
    expect((await deliver(fake.complete(session.id))).status).toBe(200);

    expect(await bookingRow(booking.id)).toMatchObject({ status: 'held', paid_at: null });
    expect(await documents(booking.id)).toEqual([]);
    await t.mailSent();
    expect(t.outbox).toEqual([expect.objectContaining({ to: t.config.adminEmail, subject: `Card payment to check: booking #${booking.id}` })]);
  });

  test('the booking’s amount in another currency than the booking’s (CAD) leaves the booking as it is and tells the office', async () => {
    const { booking, session } = await cardHold({ currency: 'usd' });
    expect(fake.session(session.id)).toMatchObject({ currency: 'usd', amount_total: booking.total_cents });
    expect((await deliver(fake.complete(session.id))).status).toBe(200);

    expect(await bookingRow(booking.id)).toMatchObject({ status: 'held', paid_at: null });
    expect(await documents(booking.id)).toEqual([]);
    await t.mailSent();
    expect(t.outbox).toEqual([expect.objectContaining({ to: t.config.adminEmail, subject: `Card payment to check: booking #${booking.id}` })]);
    expect(t.outbox[0].text).toContain(`Stripe took ${booking.total_cents} in the smallest unit of USD`);
  });

  test('the office is told in its own language', async () => {
    await t.db.updateTable('school_settings').set({ office_locale: 'fr' }).execute();
    try {
      const { booking, session } = await cardHold({ chargedCents: 100 });
      expect((await deliver(fake.complete(session.id))).status).toBe(200);
      await t.mailSent();
      expect(t.outbox).toEqual([
        expect.objectContaining({ to: t.config.adminEmail, subject: `Paiement par carte à vérifier\u202f: réservation n° ${booking.id}` }),
      ]);
      expect(t.outbox[0].text).toMatch(/^Stripe a encaissé [\d\s,]+\s\$ par carte/);
      expect(t.outbox[0].text).toContain('est retenue, pour un total de');
    } finally {
      await t.db.updateTable('school_settings').set({ office_locale: 'en' }).execute();
    }
  });

  test('an event that cannot be applied now is a 503 and is not marked as received: delivered again, it applies', async () => {
    const { booking, session } = await cardHold();
    const completed = fake.complete(session.id);
    const queue = jest.spyOn(t.app.mail, 'queue').mockRejectedValueOnce(new Error('database unavailable'));

    expect((await deliver(completed)).status).toBe(503);
    queue.mockRestore();
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'held' });
    expect(await storedEvents()).toEqual([]);

    expect((await deliver(completed)).status).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'paid' });
  });

  test('without card payments the webhook is a 404', async () => {
    const plain = await createTestApp(engine);
    try {
      const event = fake.sign('checkout.session.completed', {});
      const res = await call(plain.app, 'handleStripeWebhook', {
        body: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  describe('card holds past their end, settled by asking Stripe', () => {
    const later = () => new Date(Date.now() + 2 * HOUR).toISOString();

    test('paid while the webhook was lost → paid; still open → ended now and expired; a second pass finds nothing', async () => {
      const lost = await cardHold();
      fake.complete(lost.session.id);
      const open = await cardHold();

      expect(
        await settleLapsedCardHolds(
          t.db,
          { mail: t.app.mail, siteOrigin: 'https://school.example', officeEmail: 'office@example.com' },
          t.app.cardPayments!,
          later(),
        ),
      ).toEqual({
        settled: 2,
        failed: 0,
      });
      expect(await bookingRow(lost.booking.id)).toMatchObject({ status: 'paid', received_by: 'stripe' });
      expect(await documents(lost.booking.id)).toHaveLength(1);
      expect(await bookingRow(open.booking.id)).toMatchObject({ status: 'expired' });
      expect(fake.session(open.session.id).status).toBe('expired');

      // The completed event arriving afterwards changes nothing.
      expect((await deliver(fake.sign('checkout.session.completed', fake.session(lost.session.id)))).status).toBe(200);
      expect(await documents(lost.booking.id)).toHaveLength(1);
    });

    test('paid with another amount: the office is told once, whichever of the sweeper’s passes and the webhook comes after', async () => {
      const { booking, session } = await cardHold({ chargedCents: 100 });
      const completed = fake.complete(session.id);
      const env = { mail: t.app.mail, siteOrigin: 'https://school.example', officeEmail: t.config.adminEmail };

      expect(await settleLapsedCardHolds(t.db, env, t.app.cardPayments!, later())).toEqual({ settled: 1, failed: 0 });
      expect(await settleLapsedCardHolds(t.db, env, t.app.cardPayments!, later())).toEqual({ settled: 0, failed: 0 });
      expect((await deliver(completed)).status).toBe(200);

      expect(await bookingRow(booking.id)).toMatchObject({ status: 'held', paid_at: null });
      await t.mailSent();
      expect(t.outbox).toEqual([expect.objectContaining({ to: t.config.adminEmail, subject: `Card payment to check: booking #${booking.id}` })]);
    });

    test('Stripe out of reach: the hold stays for the next pass', async () => {
      const { booking } = await cardHold();
      fake.fail('retrieveSession', { status: 500, type: 'api_error', message: 'Stripe is down' });
      const env = { mail: t.app.mail, siteOrigin: 'https://school.example', officeEmail: 'office@example.com' };
      expect(await settleLapsedCardHolds(t.db, env, t.app.cardPayments!, later())).toEqual({ settled: 0, failed: 1 });
      expect(await bookingRow(booking.id)).toMatchObject({ status: 'held' });
    });
  });
});
