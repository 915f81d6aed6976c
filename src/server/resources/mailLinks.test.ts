import type { OutboxEntry } from '../mail/mailer';
import { createStripePayments } from '../payments/stripe';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../test/fakeStripe';
import { FORGED_HOST, forgedHostHeaders, linksElsewhere, linksIn, mailText } from '../test/forgedHost';
import { call, createAdmin, createStudent, createTestApp, engines, lastCode, type Account, type TestApp } from '../test/helpers';
import { addDate, addPackage } from './bookings/fixtures';
import { bookingEnvOf } from './bookings/links';
import { addAvailability, addInstructor, giveHours } from './lessons/fixtures';
import { queueLessonReminders } from './lessons/reminders';

/*
 * Every request that makes the server queue a mail, sent as another site would send it: a forged
 * Host, and X-Forwarded-Host / X-Forwarded-Proto believed from the proxy in front (TRUST_PROXY).
 * Each mail kind links (text and calendar file) to the configured SITE_URL only, and so do the
 * return pages Stripe Checkout is given.
 */

const SITE = 'https://school.example';
const headers = forgedHostHeaders;
// June 2099: Toronto is on EDT (UTC−4), so 09:00 there is 13:00Z.
const DAY = '2099-06-10';
const Z = (time: string) => `${DAY}T${time}:00.000Z`;

// Card flows talk HTTP to the fake Stripe: seconds on a loaded machine.
jest.setTimeout(60_000);

describe.each(engines())('links in mail and payment pages come from SITE_URL, never from the request (%s)', (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: Account;
  let packageId: number;
  let dateId: number;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, { config: { trustProxy: 1, siteOrigin: SITE }, cardPayments: createStripePayments(fake.options) });
    admin = await createAdmin(t);
    packageId = await addPackage(t.db, { priceCents: 19_900 });
    dateId = await addDate(t.db, packageId);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** The mails delivered while `run` runs: none may name the forged host, each link is the site's. */
  async function mailsOf(run: () => Promise<void>): Promise<OutboxEntry[]> {
    await t.mailSent();
    const before = t.outbox.length;
    await run();
    await t.mailSent();
    const mails = t.outbox.slice(before);
    for (const mail of mails) expect(mailText(mail)).not.toContain(FORGED_HOST);
    expect(linksElsewhere(mails, SITE)).toEqual([]);
    return mails;
  }

  /** The mails' subjects, in any order: the sender may deliver a batch in parallel. */
  const expectSubjects = (mails: OutboxEntry[], expected: string[]) => expect(mails.map((mail) => mail.subject).sort()).toEqual([...expected].sort());
  const linked = (mail: OutboxEntry | undefined) => linksIn(mail?.text ?? '');
  const calendarOf = (mail: OutboxEntry | undefined) => mail?.attachments?.find((a) => a.filename.endsWith('.ics'))?.content.replace(/\r?\n[ \t]/g, '') ?? '';

  const book = async (student: Account) => {
    const res = await call(t.app, 'createBooking', { token: student.token, body: { package_id: packageId, package_date_id: dateId }, headers });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };
  const pay = (student: Account, id: number, method: 'card' | 'at_school') =>
    call(t.app, 'startBookingPayment', { token: student.token, params: { id }, body: { method }, headers });
  const deliver = (event: SignedEvent) =>
    call(t.app, 'handleStripeWebhook', {
      body: event.payload,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    });
  const updatedAt = async (id: number) => (await call(t.app, 'getAdminBooking', { token: admin.token, params: { id } })).body.data.updated_at as string;

  test('sign-up codes, the note to an account signed up with again, the reset code and the password-changed notices', async () => {
    const student = await createStudent(t, { email: 'maya@example.com' });
    const mails = await mailsOf(async () => {
      const form = {
        fName: 'Leila',
        lName: 'Haddad',
        email: 'leila@example.com',
        password: 'correct-horse-1',
        gender: 'female',
        type: 'student',
        phoneNumber: '613-555-0142',
        city: 'Kingston',
        latitude: '44.2312',
        longitude: '-76.4860',
      };
      expect((await call(t.app, 'customerSignUp', { multipart: form, headers })).status).toBe(201);
      expect((await call(t.app, 'resendVerificationCode', { body: { email: 'leila@example.com' }, headers })).status).toBe(200);
      expect((await call(t.app, 'customerSignUp', { multipart: { ...form, email: student.email }, headers })).status).toBe(201);
      expect((await call(t.app, 'requestPasswordReset', { body: { email: student.email }, headers })).status).toBe(200);
      const code = await lastCode(t, student.email);
      expect((await call(t.app, 'resetPassword', { body: { email: student.email, code, new_password: 'a-new-password-2' }, headers })).status).toBe(200);
      const session = (await call(t.app, 'customerLogin', { body: { email: student.email, password: 'a-new-password-2' }, headers })).body.token as string;
      const body = { current_password: 'a-new-password-2', new_password: 'a-new-password-3' };
      expect((await call(t.app, 'changeMyPassword', { token: session, body, headers })).status).toBe(200);
    });
    expectSubjects(mails, [
      'Your Drive Ontario verification code',
      'Your Drive Ontario verification code',
      'Someone tried to sign up with your Drive Ontario email',
      'Reset your Drive Ontario password',
      'Your Drive Ontario password was changed',
      'Your Drive Ontario password was changed',
    ]);
    const resetPage = `${SITE}/reset-password?email=maya%40example.com`;
    for (const mail of mails.filter((m) => m.to === student.email)) {
      expect(linked(mail)).toEqual(mail.subject.startsWith('Someone') ? [`${SITE}/login`, resetPage] : [resetPage]);
    }
  });

  test('the office’s notice of a booking, the confirmation to pay at the school (with its calendar file) and the cancellation', async () => {
    const student = await createStudent(t);
    let id = 0;
    const mails = await mailsOf(async () => {
      id = await book(student);
      expect((await pay(student, id, 'at_school')).status).toBe(200);
      expect((await call(t.app, 'cancelMyBooking', { token: student.token, params: { id }, headers })).status).toBe(200);
    });
    expectSubjects(mails, [
      `New booking #${id}: Refresher`,
      'Your seat is reserved, to be paid at the school: Refresher',
      'Your booking was cancelled: Refresher',
    ]);
    for (const mail of mails) expect(linked(mail)).toEqual([`${SITE}/bookings/${id}`]);
    expect(calendarOf(mails.find((mail) => mail.subject.startsWith('Your seat is reserved')))).toContain(`URL:${SITE}/bookings/${id}`);
  });

  test('Stripe Checkout returns to the site; the paid confirmation, the office’s own refund and a payment to check', async () => {
    const student = await createStudent(t);
    let paid = 0;
    let late = 0;
    const mails = await mailsOf(async () => {
      paid = await book(student);
      const started = await pay(student, paid, 'card');
      expect(started.status).toBe(200);
      const sessionId = (started.body.data.checkout_url as string).split('/pay/')[1];
      const session = fake.session(sessionId);
      expect([session.success_url, session.cancel_url]).toEqual([`${SITE}/bookings/${paid}?checkout=success`, `${SITE}/bookings/${paid}?checkout=cancel`]);
      expect((await deliver(fake.complete(sessionId))).status).toBe(200);
      const refunded = await call(t.app, 'refundBooking', { token: admin.token, params: { id: paid }, body: { reason: 'moved away' }, headers });
      expect(refunded.status).toBe(200);

      // A session paid with another amount than the booking's: the office is asked to check it.
      late = await book(student);
      const lateSession = fake.session(((await pay(student, late, 'card')).body.data.checkout_url as string).split('/pay/')[1]);
      const short = { ...lateSession, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_short', amount_total: 100 };
      expect((await deliver(fake.sign('checkout.session.completed', short))).status).toBe(200);
    });
    const office = mails.find((mail) => mail.subject === `Card payment to check: booking #${late}`);
    expect(linked(office)).toEqual([`${SITE}/bookings/${late}`]);
    const confirmation = mails.find((mail) => mail.subject === 'Payment received, your booking is confirmed: Refresher');
    expect(linked(confirmation)).toEqual([`${SITE}/bookings/${paid}`]);
    expect(calendarOf(confirmation)).toContain(`URL:${SITE}/bookings/${paid}`);
    const refund = mails.find((mail) => mail.subject === 'Your booking was refunded: Refresher');
    expect(linked(refund)).toEqual([expect.stringMatching(new RegExp(`^${SITE}/receipts/\\d+$`)), `${SITE}/bookings/${paid}`]);
    for (const request of fake.requests) expect(JSON.stringify(request.body)).not.toContain(FORGED_HOST);
  });

  test('the office marks a payment received (paid confirmation), then cancels with a refund (refund mail)', async () => {
    const student = await createStudent(t);
    let id = 0;
    const mails = await mailsOf(async () => {
      id = await book(student);
      expect((await pay(student, id, 'at_school')).status).toBe(200);
      const marked = await call(t.app, 'markBookingPaid', {
        token: admin.token,
        params: { id },
        body: { method: 'cash', expected_updated_at: await updatedAt(id) },
        headers,
      });
      expect(marked.status).toBe(200);
      const body = { refund: true, refund_method: 'cash', reason: 'moved away', expected_updated_at: await updatedAt(id) };
      expect((await call(t.app, 'cancelBooking', { token: admin.token, params: { id }, body, headers })).status).toBe(200);
    });
    expectSubjects(mails, [
      `New booking #${id}: Refresher`,
      'Your seat is reserved, to be paid at the school: Refresher',
      'Payment received, your booking is confirmed: Refresher',
      'Your booking was refunded: Refresher',
    ]);
  });

  test('lesson mails: booked, moved and cancelled (by the student and the office, with calendar files) and the reminder', async () => {
    const student = await createStudent(t, { email: 'sami@example.com' });
    await giveHours(t.db, student.user.id, 10);
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, DAY, '09:00', '15:00');
    const lessonInput = (time: string) => ({ instructor_id: instructor, starts_at: Z(time), duration_minutes: 60 });
    const mails = await mailsOf(async () => {
      const booked = await call(t.app, 'bookLesson', { token: student.token, body: lessonInput('13:00'), headers });
      expect(booked.status).toBe(201);
      const id = booked.body.data.id as number;
      expect((await call(t.app, 'rescheduleMyLesson', { token: student.token, params: { id }, body: lessonInput('14:00'), headers })).status).toBe(200);
      expect((await call(t.app, 'cancelMyLesson', { token: student.token, params: { id }, headers })).status).toBe(200);

      const body = { student_email: student.email, ...lessonInput('15:00') };
      const byOffice = await call(t.app, 'createAdminLesson', { token: admin.token, body, headers });
      expect(byOffice.status).toBe(201);
      const officeId = byOffice.body.data.id as number;
      expect((await call(t.app, 'moveAdminLesson', { token: admin.token, params: { id: officeId }, body: lessonInput('16:00'), headers })).status).toBe(200);
      // The reminder is queued by a sweep, outside any request, from the same configured address.
      expect(await queueLessonReminders(t.db, bookingEnvOf(t.app), new Date(Date.parse(Z('16:00')) - 3_600_000))).toBe(1);
      const cancel = { counted: false, reason: 'car in the shop' };
      expect((await call(t.app, 'cancelAdminLesson', { token: admin.token, params: { id: officeId }, body: cancel, headers })).status).toBe(200);
    });
    expectSubjects(
      mails.map((mail) => ({ ...mail, subject: mail.subject.split(':')[0] })),
      [
        'Your driving lesson is booked',
        'Your driving lesson was moved',
        'Your driving lesson was cancelled',
        'Your driving lesson is booked',
        'Your driving lesson was moved',
        'Reminder',
        'Your driving lesson was cancelled',
      ],
    );
    for (const mail of mails) expect(linked(mail)).toEqual([`${SITE}/account#lessons`]);
    for (const mail of mails.filter((m) => m.attachments?.length)) expect(calendarOf(mail)).toContain(`URL:${SITE}/account#lessons`);
  });

  test('an instructor’s approval and rejection', async () => {
    const review = async (decision: 'approve' | 'reject') => {
      const id = await addInstructor(t.db, { status: 'pending' });
      await t.db.updateTable('instructors').set({ submitted_at: new Date().toISOString() }).where('id', '=', id).execute();
      const { updated_at } = (await call(t.app, 'getAdminInstructor', { token: admin.token, params: { id } })).body.data;
      const body = { decision, updated_at, ...(decision === 'reject' ? { reason: 'The insurance certificate has expired.' } : {}) };
      expect((await call(t.app, 'reviewInstructor', { token: admin.token, params: { id }, body, headers })).status).toBe(200);
    };
    const mails = await mailsOf(async () => {
      await review('approve');
      await review('reject');
    });
    expectSubjects(mails, ['Your Drive Ontario instructor application is approved', 'Your Drive Ontario instructor application']);
    for (const mail of mails) expect(linked(mail)).toEqual([`${SITE}/instructor`]);
  });
});
