import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addDate, addPackage, addPartner } from './fixtures';

describe.each(engines())('bookings (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  test('a quote prices the package, the discount and HST per line, and writes nothing', async () => {
    const pkg = await addPackage(t.db, { priceCents: 19900 });
    const date = await addDate(t.db, pkg, { capacity: 3 });
    await addPartner(t.db, 'LIMESTONE25', 25);
    const student = await createStudent(t);
    const res = await call(t.app, 'quoteBooking', { token: student.token, body: { package_id: pkg, package_date_id: date, discount_code: '  limestone25 ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      lines: [
        { kind: 'package', amount_cents: 19900, hst_cents: 2587 },
        { kind: 'discount', amount_cents: -2500, hst_cents: -325, description: { en: 'Discount LIMESTONE25' } },
      ],
      subtotal_cents: 17400,
      hst_rate_bp: 1300,
      hst_cents: 2262,
      total_cents: 19662,
      seats_left: 3,
      discount: { code: 'LIMESTONE25', partner_name: 'Limestone Credit Union' },
      payment_methods: ['at_school'],
    });
    expect(await t.db.selectFrom('bookings').selectAll().where('package_id', '=', pkg).execute()).toEqual([]);
    const unknown = await call(t.app, 'quoteBooking', { token: student.token, body: { package_id: pkg, package_date_id: date, discount_code: 'NOPE' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.discount_code).toBeDefined();
  });

  test('wrong discount codes count per account: 10 in an hour lock its codes, the right one too, in quotes and bookings alike', async () => {
    const pkg = await addPackage(t.db, { priceCents: 19900 });
    await addPartner(t.db, 'RIVERSIDE-7KQ2M9XP', 20);
    const [guesser, other, knower] = [await createStudent(t), await createStudent(t), await createStudent(t)];
    const quote = (who: Account, discount_code: string, headers?: Record<string, string>) =>
      call(t.app, 'quoteBooking', { token: who.token, body: { package_id: pkg, discount_code }, headers });
    const book = (who: Account, discount_code?: string) => call(t.app, 'createBooking', { token: who.token, body: { package_id: pkg, discount_code } });
    for (let i = 0; i < 6; i += 1) expect((await quote(guesser, `RIVERSIDE${i}`)).status).toBe(422);
    for (let i = 6; i < 10; i += 1) expect((await book(guesser, `RIVERSIDE${i}`)).status).toBe(422);
    const locked = await quote(guesser, 'riverside-7kq2m9xp');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: 'Too many wrong discount codes were tried from this account. Try again in 60 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    const fr = await quote(guesser, 'RIVERSIDE-7KQ2M9XP', { 'accept-language': 'fr' });
    expect(fr.body.message).toBe('Trop de codes de rabais erronés ont été essayés avec ce compte. Réessayez dans 60 minutes.');
    expect((await book(guesser, 'RIVERSIDE-7KQ2M9XP')).status).toBe(429);
    expect(await t.db.selectFrom('bookings').select('id').where('user_id', '=', guesser.user.id).execute()).toEqual([]);
    // Booking without a code stays open to the account; other accounts are not affected.
    expect((await book(guesser)).status).toBe(201);
    expect((await quote(other, 'RIVERSIDE-7KQ2M9XP')).status).toBe(200);

    // A right code buys no more guesses.
    for (let i = 0; i < 9; i += 1) expect((await quote(knower, `RIVERSIDE${i}`)).status).toBe(422);
    expect((await quote(knower, 'RIVERSIDE-7KQ2M9XP')).status).toBe(200);
    expect((await quote(knower, 'RIVERSIDE9')).status).toBe(422);
    expect((await quote(knower, 'RIVERSIDE-7KQ2M9XP')).status).toBe(429);

    // An hour after the first wrong code, the account may use codes again (a minute more, so the request
    // cannot fall in the very millisecond the window's edge was written).
    await t.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 61 * 60 * 1000).toISOString() })
      .where('purpose', '=', 'discount-code')
      .execute();
    expect((await quote(guesser, 'RIVERSIDE-7KQ2M9XP')).status).toBe(200);
  });

  test('wrong codes aimed at one partner count across accounts: past 100 in an hour its codes pause for everyone, the right one too', async () => {
    const pkg = await addPackage(t.db, { priceCents: 19900 });
    await addPartner(t.db, 'HARBOUR-7KQ2M9XP', 20);
    await addPartner(t.db, 'MAPLE-3JD8W2RT', 10);
    const quote = (who: Account, discount_code: string) => call(t.app, 'quoteBooking', { token: who.token, body: { package_id: pkg, discount_code } });
    // Ten accounts, ten wrong codes each: each stays within its own limit.
    const guessers = await Promise.all(Array.from({ length: 10 }, () => createStudent(t)));
    const statuses = await Promise.all(
      guessers.map(async (guesser, g) => {
        const answers: number[] = [];
        for (let i = 0; i < 10; i += 1) answers.push((await quote(guesser, `harbour-${g}X${i}`)).status);
        return answers;
      }),
    );
    expect(statuses.flat()).toEqual(Array(100).fill(422));
    const student = await createStudent(t);
    const paused = await quote(student, 'HARBOUR-7KQ2M9XP');
    expect(paused.status).toBe(429);
    expect(paused.body.message).toMatch(/^Too many wrong codes were tried for this discount, so its codes are paused\. Try again in 60 minutes/);
    expect((await quote(student, 'HARBOUR25')).status).toBe(429);
    // Another partner's code, and the account's own count, are untouched.
    expect((await quote(student, 'MAPLE-3JD8W2RT')).status).toBe(200);
    expect((await quote(student, 'NOPE')).status).toBe(422);
  });

  test('a discount larger than the price makes the total zero, never negative', async () => {
    const pkg = await addPackage(t.db, { priceCents: 1000 });
    await addPartner(t.db, 'BIG', 50);
    const student = await createStudent(t);
    const res = await call(t.app, 'quoteBooking', { token: student.token, body: { package_id: pkg, discount_code: 'big' } });
    expect(res.body.data).toMatchObject({ subtotal_cents: 0, hst_cents: 0, total_cents: 0, seats_left: null });
  });

  test('dates: required when the package has some; closed, started or inactive is a 409 with its code', async () => {
    const pkg = await addPackage(t.db);
    const open = await addDate(t.db, pkg);
    const closed = await addDate(t.db, pkg, { open: false });
    const past = await addDate(t.db, pkg, { firstDate: '2020-01-01' });
    const inactive = await addPackage(t.db, { active: false });
    const student = await createStudent(t);
    const book = (body: object) => call(t.app, 'createBooking', { token: student.token, body });
    expect((await book({ package_id: pkg })).status).toBe(422);
    expect((await book({ package_id: pkg, package_date_id: closed })).body).toMatchObject({ code: 'date_closed' });
    expect((await book({ package_id: pkg, package_date_id: past })).body).toMatchObject({ code: 'date_closed' });
    expect((await book({ package_id: inactive })).body).toMatchObject({ code: 'package_inactive' });
    expect((await book({ package_id: 999999 })).status).toBe(404);
    expect((await book({ package_id: pkg, package_date_id: open })).status).toBe(201);
  });

  test('50 students booking a 5-seat date at once: exactly 5 bookings, 45 sold out, no error', async () => {
    const pkg = await addPackage(t.db);
    const date = await addDate(t.db, pkg, { capacity: 5 });
    const students = await Promise.all(Array.from({ length: 50 }, () => createStudent(t)));
    const answers = await Promise.all(students.map((s) => call(t.app, 'createBooking', { token: s.token, body: { package_id: pkg, package_date_id: date } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'sold_out')).toBe(true);
    expect(await t.db.selectFrom('bookings').select('id').where('package_date_id', '=', date).execute()).toHaveLength(5);
  }, 60_000);

  test('the same student booking twice, even at once, gets one booking (200 the second time)', async () => {
    const pkg = await addPackage(t.db);
    const date = await addDate(t.db, pkg, { capacity: 5 });
    const student = await createStudent(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(t.app, 'createBooking', { token: student.token, body: { package_id: pkg, package_date_id: date } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await t.db.selectFrom('bookings').select('id').where('package_date_id', '=', date).execute()).toHaveLength(1);
  });

  test('a hold expires by time alone: shown expired, its seat free, and the student may book again', async () => {
    const pkg = await addPackage(t.db);
    const date = await addDate(t.db, pkg, { capacity: 1 });
    const [first, second] = [await createStudent(t), await createStudent(t)];
    const held = await call(t.app, 'createBooking', { token: first.token, body: { package_id: pkg, package_date_id: date } });
    expect(held.body.data).toMatchObject({ status: 'held', payment_methods: ['at_school'] });
    expect((await call(t.app, 'createBooking', { token: second.token, body: { package_id: pkg, package_date_id: date } })).body.code).toBe('sold_out');
    await t.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', held.body.data.id)
      .execute();
    const mine = await call(t.app, 'getMyBooking', { token: first.token, params: { id: held.body.data.id } });
    expect(mine.body.data).toMatchObject({ status: 'expired', payment_methods: [], hold_expires_at: null });
    const pay = await call(t.app, 'startBookingPayment', { token: first.token, params: { id: held.body.data.id }, body: { method: 'at_school' } });
    expect(pay.body).toMatchObject({ code: 'hold_expired' });
    expect((await call(t.app, 'createBooking', { token: second.token, body: { package_id: pkg, package_date_id: date } })).status).toBe(201);
    const again = await call(t.app, 'listAdminBookings', { token: admin.token, query: { package_date_id: date, status: 'expired' } });
    expect(again.body.data.map((b: { id: number }) => b.id)).toEqual([held.body.data.id]);
  });

  test('another student’s booking is not found', async () => {
    const pkg = await addPackage(t.db);
    const [owner, other] = [await createStudent(t), await createStudent(t)];
    const booked = await call(t.app, 'createBooking', { token: owner.token, body: { package_id: pkg } });
    expect((await call(t.app, 'getMyBooking', { token: other.token, params: { id: booked.body.data.id } })).status).toBe(404);
    expect((await call(t.app, 'cancelMyBooking', { token: other.token, params: { id: booked.body.data.id } })).status).toBe(404);
  });

  test('paying at the school confirms the seat and mails the confirmation with the class calendar, in the booking’s language', async () => {
    const pkg = await addPackage(t.db);
    // After the November DST change: 09:00 in Toronto is 14:00 UTC.
    const date = await addDate(t.db, pkg, { firstDate: '2099-11-28', secondDate: '2099-11-29', from: '09:00', to: '15:00' });
    const student = await createStudent(t);
    const booked = await call(t.app, 'createBooking', {
      token: student.token,
      headers: { 'accept-language': 'fr' },
      body: { package_id: pkg, package_date_id: date },
    });
    const id = booked.body.data.id;
    const res = await call(t.app, 'startBookingPayment', { token: student.token, params: { id }, body: { method: 'at_school' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ checkout_url: null, booking: { status: 'confirmed_unpaid', payment_method: 'at_school' } });
    expect(res.body.data.booking.payment_instructions.en).toContain('Interac');
    await t.mailSent();
    const office = t.outbox.find((mail) => mail.to === t.config.adminEmail && mail.subject.includes(`#${id}`));
    expect(office?.text).toContain(student.email);
    const confirmation = t.outbox.find((mail) => mail.to === student.email);
    expect(confirmation?.subject).toContain('Votre place est réservée, à payer à l’école');
    // The link opens the booking in the student's language, on any device.
    expect(confirmation?.text).toContain(`/fr/bookings/${id}`);
    const ics = confirmation?.attachments?.[0].content ?? '';
    expect(ics).toContain('DTSTART:20991128T140000Z');
    expect(ics).toContain('DTEND:20991129T200000Z');
    expect((await call(t.app, 'startBookingPayment', { token: student.token, params: { id }, body: { method: 'at_school' } })).body.code).toBe('not_held');
  });

  test('the office’s notice of a new booking is written in the office’s language setting, not the student’s', async () => {
    const pkg = await addPackage(t.db);
    const student = await createStudent(t);
    await t.db.updateTable('school_settings').set({ office_locale: 'fr' }).execute();
    try {
      const booked = await call(t.app, 'createBooking', { token: student.token, headers: { 'accept-language': 'ar' }, body: { package_id: pkg } });
      await t.mailSent();
      const notice = t.outbox.find((mail) => mail.to === t.config.adminEmail && mail.subject.includes(`n° ${booked.body.data.id}\u202F:`));
      expect(notice?.subject).toMatch(/^Nouvelle réservation n° \d+/);
      expect(notice?.text).toContain('Sous-total\u202F:');
    } finally {
      await t.db.updateTable('school_settings').set({ office_locale: 'en' }).execute();
    }
  });

  test('the office marks a booking paid: receipt numbered R-<year>-00001 then 00002, partner link, a second call is a 409', async () => {
    const pkg = await addPackage(t.db);
    const partner = await addPartner(t.db, 'PAIDCODE', 10);
    const [a, b] = [await createStudent(t), await createStudent(t)];
    const first = await call(t.app, 'createBooking', { token: a.token, body: { package_id: pkg, discount_code: 'paidcode' } });
    const second = await call(t.app, 'createBooking', { token: b.token, body: { package_id: pkg } });
    const paid = await call(t.app, 'markBookingPaid', {
      token: admin.token,
      params: { id: first.body.data.id },
      body: { method: 'interac', reference: 'CA1' },
    });
    expect(paid.status).toBe(200);
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(new Date());
    expect(paid.body.data).toMatchObject({ status: 'paid', received_by: 'interac', payment_reference: 'CA1', receipt: { number: `R-${year}-00001` } });
    const stale = await call(t.app, 'markBookingPaid', {
      token: admin.token,
      params: { id: second.body.data.id },
      body: { method: 'cash', expected_updated_at: '2000-01-01T00:00:00.000Z' },
    });
    expect(stale.body.code).toBe('stale');
    const next = await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: second.body.data.id }, body: { method: 'cash' } });
    expect(next.body.data.receipt.number).toBe(`R-${year}-00002`);
    expect((await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: second.body.data.id }, body: { method: 'cash' } })).body.code).toBe(
      'not_payable',
    );
    const link = await t.db.selectFrom('partner_students').selectAll().where('partner_id', '=', partner).executeTakeFirst();
    expect(link).toMatchObject({ user_id: a.user.id, booking_id: first.body.data.id });

    const receipt = await call(t.app, 'getMyReceipt', { token: a.token, params: { id: paid.body.data.receipt.id } });
    expect(receipt.body.data).toMatchObject({
      kind: 'receipt',
      booking_id: first.body.data.id,
      received_by: 'interac',
      total_cents: paid.body.data.total_cents,
    });
    expect((await call(t.app, 'getMyReceipt', { token: b.token, params: { id: paid.body.data.receipt.id } })).status).toBe(404);

    const refunded = await call(t.app, 'refundBooking', {
      token: admin.token,
      params: { id: first.body.data.id },
      body: { refund_method: 'interac', reason: 'moved away' },
    });
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_method: 'interac', credit_notes: [{ number: `CN-${year}-00001` }] });
    const note = await call(t.app, 'getAdminReceipt', { token: admin.token, params: { id: refunded.body.data.credit_notes[0].id } });
    expect(note.body.data).toMatchObject({ kind: 'credit_note', refers_to: { number: `R-${year}-00001` } });
    expect((await call(t.app, 'refundBooking', { token: admin.token, params: { id: first.body.data.id }, body: { refund_method: 'cash' } })).body.code).toBe(
      'not_refundable',
    );
  });

  test('the office cancels: unpaid is cancelled (refund refused), paid kept or refunded as asked', async () => {
    const pkg = await addPackage(t.db);
    const [a, b] = [await createStudent(t), await createStudent(t)];
    const unpaid = (await call(t.app, 'createBooking', { token: a.token, body: { package_id: pkg } })).body.data.id;
    const paid = (await call(t.app, 'createBooking', { token: b.token, body: { package_id: pkg } })).body.data.id;
    expect((await call(t.app, 'cancelBooking', { token: admin.token, params: { id: unpaid }, body: { refund: true } })).status).toBe(422);
    expect((await call(t.app, 'cancelBooking', { token: admin.token, params: { id: unpaid }, body: { refund: false } })).body.data.status).toBe('cancelled');
    expect((await call(t.app, 'cancelBooking', { token: admin.token, params: { id: unpaid }, body: { refund: false } })).body.code).toBe('not_cancellable');
    await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: paid }, body: { method: 'cash' } });
    expect((await call(t.app, 'cancelBooking', { token: admin.token, params: { id: paid }, body: { refund: true } })).status).toBe(422);
    const kept = await call(t.app, 'cancelBooking', { token: admin.token, params: { id: paid }, body: { refund: false, reason: 'no show' } });
    expect(kept.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'no show', credit_notes: [] });
    expect((await call(t.app, 'refundBooking', { token: admin.token, params: { id: paid }, body: { refund_method: 'cash' } })).body.data.status).toBe(
      'refunded',
    );
  });

  test('the student cancels an unpaid booking; a paid one only the office cancels', async () => {
    const pkg = await addPackage(t.db);
    const student = await createStudent(t);
    const id = (await call(t.app, 'createBooking', { token: student.token, body: { package_id: pkg } })).body.data.id;
    expect((await call(t.app, 'cancelMyBooking', { token: student.token, params: { id } })).body.data.status).toBe('cancelled');
    expect((await call(t.app, 'cancelMyBooking', { token: student.token, params: { id } })).status).toBe(200);
    const other = (await call(t.app, 'createBooking', { token: student.token, body: { package_id: pkg } })).body.data.id;
    expect(other).not.toBe(id);
    await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: other }, body: { method: 'cash' } });
    expect((await call(t.app, 'cancelMyBooking', { token: student.token, params: { id: other } })).body.code).toBe('not_cancellable');
    const mine = await call(t.app, 'listMyBookings', { token: student.token });
    expect(mine.body.data.map((b: { id: number }) => b.id)).toEqual([other, id]);
  });

  test('cancellation and refund mails go to the student in the booking’s language, the refund with its credit note’s page', async () => {
    const pkg = await addPackage(t.db);
    const [a, b] = [await createStudent(t), await createStudent(t)];
    const arabic = { 'accept-language': 'ar' };
    const cancelled = (await call(t.app, 'createBooking', { token: a.token, headers: arabic, body: { package_id: pkg } })).body.data.id;
    const refunded = (await call(t.app, 'createBooking', { token: b.token, headers: arabic, body: { package_id: pkg } })).body.data.id;
    await call(t.app, 'cancelBooking', { token: admin.token, params: { id: cancelled }, body: { refund: false, reason: 'الطقس' } });
    await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: refunded }, body: { method: 'cash' } });
    const res = await call(t.app, 'cancelBooking', { token: admin.token, params: { id: refunded }, body: { refund: true, refund_method: 'cash' } });
    expect(res.body.data.status).toBe('refunded');
    await t.mailSent();
    const toA = t.outbox.filter((mail) => mail.to === a.email);
    expect(toA.map((mail) => mail.subject)).toEqual([expect.stringContaining('تم إلغاء حجزك')]);
    expect(toA[0].text).toContain('الطقس');
    const refundMail = t.outbox.find((mail) => mail.to === b.email && mail.subject.includes('استرداد'));
    expect(refundMail?.text).toContain(res.body.data.credit_notes[0].number);
    expect(refundMail?.text).toContain(`/ar/receipts/${res.body.data.credit_notes[0].id}`);
  });

  test('two clerks marking the same booking paid at once: one receipt, the other a 409', async () => {
    const pkg = await addPackage(t.db);
    const student = await createStudent(t);
    const id = (await call(t.app, 'createBooking', { token: student.token, body: { package_id: pkg } })).body.data.id;
    const answers = await Promise.all(
      ['cash', 'interac', 'other'].map((method) => call(t.app, 'markBookingPaid', { token: admin.token, params: { id }, body: { method } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'not_payable')).toBe(true);
    expect(await t.db.selectFrom('receipts').select('id').where('booking_id', '=', id).execute()).toHaveLength(1);
  });
});
