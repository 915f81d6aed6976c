import type { Kysely } from 'kysely';
import { addDays, torontoDay } from '../../../contract/torontoTime';
import type { Database } from '../../db/schema';
import { addDate, addPackage } from '../bookings/fixtures';
import { addInstructor, addWeeklyHours } from '../lessons/fixtures';
import { addLesson } from '../roadTests/fixtures';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { monthsBefore } from './period';

/*
 * A hand-counted school over September and October 2026 (a custom period): two instructors, twelve
 * lessons in the period and one before it, six bookings, two class dates, six road tests, and BDE
 * courses. The expected figures are counted by hand in the comments beside them.
 */

type Value = { value: number | null; numerator?: number; denominator?: number; count: number; too_few: boolean };
type Point = Value & { key: string; label: string };
type Figure = { id: string; unit: string; axis: string; total: Value; series: { key: string; label: string; total: Value; points: Point[] }[] };
type Answer = { data: { period: { period: string; from: string; to: string }; figures: Figure[] }; errors?: Record<string, string[]> };

const PERIOD = { period: 'custom', from: '2026-09-01', to: '2026-10-31' };

async function addBooking(
  db: Kysely<Database>,
  values: {
    userId: number;
    packageId: number;
    dateId?: number;
    status: 'paid' | 'refunded' | 'confirmed_unpaid';
    subtotal: number;
    paidAt?: string;
    refundedAt?: string;
  },
): Promise<number> {
  const hst = Math.round(values.subtotal * 0.13);
  const row = await db
    .insertInto('bookings')
    .values({
      user_id: values.userId,
      package_id: values.packageId,
      package_date_id: values.dateId ?? null,
      status: values.status,
      hold_expires_at: null,
      payment_method: 'at_school',
      discount_code: null,
      partner_id: null,
      partner_name: null,
      lines: '[]',
      subtotal_cents: values.subtotal,
      hst_rate_bp: 1300,
      hst_cents: hst,
      total_cents: values.subtotal + hst,
      stripe_checkout_session_id: null,
      stripe_session_expires_at: null,
      stripe_payment_intent_id: null,
      received_by: values.paidAt ? 'cash' : null,
      payment_reference: null,
      refund_method: values.refundedAt ? 'cash' : null,
      cancel_reason: null,
      paid_at: values.paidAt ?? null,
      cancelled_at: values.refundedAt ?? null,
      refunded_at: values.refundedAt ?? null,
      created_at: '2026-08-01T12:00:00.000Z',
      updated_at: '2026-08-01T12:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addCourse(
  db: Kysely<Database>,
  bookingId: number,
  userId: number,
  status: 'enrolled' | 'in_progress' | 'certified',
  start: string,
  certifiedOn?: string,
) {
  await db
    .insertInto('bde_courses')
    .values({
      booking_id: bookingId,
      user_id: userId,
      status,
      course_start: start,
      g1_number: null,
      g1_expiry: null,
      consent_text: null,
      consent_at: null,
      guardian_name: null,
      guardian_consent_at: null,
      ready_at: null,
      certified_on: certifiedOn ?? null,
      mto_reference: null,
      certified_by: null,
      certified_at: null,
      created_at: '2026-08-01T12:00:00.000Z',
      updated_at: '2026-08-01T12:00:00.000Z',
    })
    .execute();
}

describe.each(engines())('insight figures over a hand-counted school (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let nadia: number;
  let omar: number;
  const figures = new Map<string, Figure>();

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
    const db = t.db;
    nadia = await addInstructor(db, { fName: 'Nadia', lName: 'Benali' });
    omar = await addInstructor(db, { fName: 'Omar', lName: 'Haddad' });
    // Published: Nadia Mondays 09:00–17:00 (8 h), off on Labour Day; Omar Tuesdays 10:00–14:00 (4 h), plus Saturday 12 September 09:00–12:00.
    await addWeeklyHours(db, nadia, 1, '09:00', '17:00');
    await addWeeklyHours(db, omar, 2, '10:00', '14:00');
    await db.insertInto('instructor_exceptions').values({ instructor_id: nadia, date: '2026-09-07', kind: 'off', from_time: null, to_time: null }).execute();
    await db
      .insertInto('instructor_exceptions')
      .values({ instructor_id: omar, date: '2026-09-12', kind: 'extra', from_time: '09:00', to_time: '12:00' })
      .execute();

    const [s1, s2, s3, s4] = await Promise.all([createStudent(t), createStudent(t), createStudent(t), createStudent(t)]).then((a) => a.map((s) => s.user.id));
    const text = '2026-08-30T12:00:00.000Z';
    const lesson = (
      studentId: number,
      instructorId: number,
      startsAt: string,
      more: Omit<Parameters<typeof addLesson>[1], 'studentId' | 'instructorId' | 'startsAt'> = {},
    ) => addLesson(db, { studentId, instructorId, startsAt, ...more });
    await lesson(s1, nadia, '2026-08-31T13:00:00.000Z', { status: 'completed' }); // before the period
    await lesson(s1, nadia, '2026-09-14T13:00:00.000Z', { minutes: 120, status: 'completed' }); // L1
    await lesson(s1, nadia, '2026-09-14T16:00:00.000Z', { status: 'completed' }); // L2: R1's warm-up
    await lesson(s1, nadia, '2026-09-21T13:00:00.000Z', { status: 'no_show', reminder_texted_at: text }); // L3
    await lesson(s2, nadia, '2026-09-28T13:00:00.000Z', { status: 'cancelled', counted: 1, cancelled_at: '2026-09-27T13:00:00.000Z' }); // L4: 24 h before, late
    await lesson(s3, nadia, '2026-10-05T13:00:00.000Z', { minutes: 120, status: 'cancelled', cancelled_at: '2026-09-30T13:00:00.000Z' }); // L5: in time
    await lesson(s3, omar, '2026-09-01T14:00:00.000Z', { status: 'completed', reminder_texted_at: text }); // L6
    await lesson(s4, omar, '2026-09-08T14:00:00.000Z', { minutes: 120, status: 'completed' }); // L7
    await lesson(s4, omar, '2026-09-12T13:00:00.000Z', { status: 'completed' }); // L8
    await lesson(s2, omar, '2026-09-15T14:00:00.000Z', { status: 'no_show' }); // L9
    await lesson(s2, omar, '2026-10-06T14:00:00.000Z', { status: 'completed', reminder_texted_at: text }); // L10
    await lesson(s3, omar, '2026-10-13T14:00:00.000Z', { minutes: 120, status: 'completed' }); // L11: R4's warm-up
    await lesson(s4, omar, '2026-10-20T14:00:00.000Z', { status: 'cancelled', counted: 1, cancelled_at: '2026-10-19T20:00:00.000Z', reminder_texted_at: text }); // L12: late

    const bde = await addPackage(db, { name: 'BDE Course' });
    const refresher = await addPackage(db, { name: 'Refresher' });
    const d1 = await addDate(db, bde, { firstDate: '2026-09-19', capacity: 10 });
    const d2 = await addDate(db, refresher, { firstDate: '2026-10-24', capacity: 4 });
    await addDate(db, bde, { firstDate: '2026-11-07', capacity: 10 }); // after the period
    const b1 = await addBooking(db, { userId: s1, packageId: bde, dateId: d1, status: 'paid', subtotal: 60000, paidAt: '2026-09-10T15:00:00.000Z' });
    const b2 = await addBooking(db, {
      userId: s2,
      packageId: bde,
      dateId: d1,
      status: 'refunded',
      subtotal: 60000,
      paidAt: '2026-09-20T15:00:00.000Z',
      refundedAt: '2026-10-02T15:00:00.000Z',
    });
    // 23:30 on 30 September in Toronto: September's.
    await addBooking(db, { userId: s3, packageId: refresher, dateId: d2, status: 'paid', subtotal: 20000, paidAt: '2026-10-01T03:30:00.000Z' });
    await addBooking(db, { userId: s4, packageId: refresher, dateId: d2, status: 'paid', subtotal: 20000, paidAt: '2026-10-15T15:00:00.000Z' });
    const b5 = await addBooking(db, { userId: s4, packageId: bde, dateId: d1, status: 'confirmed_unpaid', subtotal: 60000 });
    const b6 = await addBooking(db, {
      userId: s3,
      packageId: bde,
      status: 'refunded',
      subtotal: 60000,
      paidAt: '2026-08-30T15:00:00.000Z',
      refundedAt: '2026-09-05T15:00:00.000Z',
    });
    await db
      .insertInto('waitlist_entries')
      .values({
        package_date_id: d1,
        user_id: s4,
        status: 'booked',
        position: 1,
        joined_at: text,
        offered_at: text,
        offer_expires_at: null,
        booking_id: b5,
        closed_at: text,
        updated_at: text,
      })
      .execute();

    const record = (id: number, body: Record<string, unknown>) => call(t.app, 'recordStudentRoadTest', { token: admin.token, params: { id }, body });
    await record(s1, { class: 'G2', taken_on: '2026-09-14', test_time: '13:30', centre_id: 'toronto-downsview', result: 'pass' }); // R1: Nadia
    await record(s2, { class: 'G2', taken_on: '2026-09-15', test_time: '11:30', centre_id: 'toronto-downsview', result: 'fail' }); // R2: a no-show is no warm-up
    await record(s2, { class: 'G2', taken_on: '2026-10-06', test_time: '12:00', centre_id: 'toronto-downsview', result: 'pass' }); // R3: second attempt
    await record(s3, { class: 'G2', taken_on: '2026-10-13', test_time: '14:00', centre_id: 'kingston', result: 'pass' }); // R4: Omar
    await record(s4, { class: 'G', taken_on: '2026-10-20', centre_id: 'kingston', result: 'not_taken' }); // R5: no attempt
    await record(s4, { class: 'G', taken_on: '2026-10-21', centre_id: 'kingston', result: 'fail' }); // R6: first attempt
    await record(s1, { class: 'G', taken_on: '2026-08-20', centre_id: 'kingston', result: 'pass' }); // before the period

    // BDE: started C1, C2, C5 in September and C4 in October; certified C3 (60 days) in September, C1 (30) and C2 (40) in October.
    const booking = () => addBooking(db, { userId: s1, packageId: bde, status: 'confirmed_unpaid', subtotal: 0 });
    await addCourse(db, b1, s1, 'certified', '2026-09-05', '2026-10-05');
    await addCourse(db, b2, s2, 'certified', '2026-09-10', '2026-10-20');
    await addCourse(db, b6, s3, 'certified', '2026-08-01', '2026-09-30');
    await addCourse(db, await booking(), s4, 'enrolled', '2026-10-01');
    await addCourse(db, await booking(), s4, 'in_progress', '2026-09-25');
    // At risk today: one open course whose in-car year ends next week; one whose year ended yesterday, and one certified, are not.
    const today = torontoDay();
    await addCourse(db, await booking(), s2, 'in_progress', monthsBefore(addDays(today, 7), 12));
    await addCourse(db, await booking(), s3, 'in_progress', monthsBefore(addDays(today, -1), 12));
    await addCourse(db, await booking(), s1, 'certified', monthsBefore(addDays(today, 7), 12), addDays(today, -3));

    for (const operation of [
      'getInsightPassRates',
      'getInsightUtilisation',
      'getInsightAttendance',
      'getInsightRevenue',
      'getInsightSeats',
      'getInsightBde',
    ] as const) {
      const res = await call<Answer>(t.app, operation, { token: admin.token, query: PERIOD });
      expect(res.status).toBe(200);
      expect(res.body.data.period).toEqual(PERIOD);
      for (const f of res.body.data.figures) figures.set(f.id, f);
    }
  }, 60_000);
  afterAll(() => t.close());

  const fig = (id: string) => figures.get(id)!;
  const points = (id: string, series = 0) => Object.fromEntries(fig(id).series[series].points.map((p) => [p.key, [p.value, p.count]]));

  test('first-attempt pass rate: R1 and R4 passed, R2 and R6 failed; R3 was a second attempt, R5 no attempt', () => {
    expect(fig('pass_rate.first_attempt').total).toMatchObject({ value: 0.5, numerator: 2, denominator: 4, count: 4, too_few: true });
    expect(points('pass_rate.first_attempt')).toEqual({ '2026-09': [0.5, 2], '2026-10': [0.5, 2] });
    expect(points('pass_rate.first_attempt.by_instructor')).toEqual({ none: [0, 2], [nadia]: [1, 1], [omar]: [1, 1] });
    expect(fig('pass_rate.first_attempt.by_instructor').series[0].points.map((p) => p.label)).toEqual(['No lesson linked', 'Nadia B.', 'Omar H.']);
    expect(points('pass_rate.first_attempt.by_centre')).toEqual({ 'toronto-downsview': [0.5, 2], kingston: [0.5, 2] });
  });

  test('utilisation: Nadia 5 of 56 hours, Omar 9 of 39, the school 14 of 95', () => {
    const f = fig('utilisation.by_instructor_week');
    expect(f.total).toMatchObject({ value: 0.1474, numerator: 14, denominator: 95 });
    const [n, o] = f.series;
    expect([n.label, n.total.numerator, n.total.denominator, n.total.value]).toEqual(['Nadia B.', 5, 56, 0.0893]);
    expect([o.label, o.total.numerator, o.total.denominator, o.total.value]).toEqual(['Omar H.', 9, 39, 0.2308]);
    // The week of Labour Day: Nadia published nothing; Omar 4 h on Tuesday and 3 h on Saturday, 3 h booked.
    expect(n.points.find((p) => p.key === '2026-09-07')).toMatchObject({ value: null, denominator: 0 });
    expect(o.points.find((p) => p.key === '2026-09-07')).toMatchObject({ value: 0.4286, numerator: 3, denominator: 7, count: 2 });
    expect(n.points.find((p) => p.key === '2026-09-14')).toMatchObject({ value: 0.375, numerator: 3, denominator: 8 });
    // Weeks from the one of 1 September (Monday 31 August) to the one of 31 October (Monday 26 October).
    expect(n.points.map((p) => p.key)).toHaveLength(9);
  });

  test('no-shows over lessons held, late cancellations over all lessons, by instructor and reminder channel', () => {
    expect(fig('no_show_rate.by_instructor').total).toMatchObject({ value: 0.2222, numerator: 2, denominator: 9 });
    expect(points('no_show_rate.by_instructor')).toEqual({ [nadia]: [0.3333, 3], [omar]: [0.1667, 6] });
    expect(points('no_show_rate.by_channel')).toEqual({ mail: [0.1667, 6], text: [0.3333, 3] });
    expect(fig('late_cancel_rate.by_instructor').total).toMatchObject({ value: 0.1667, numerator: 2, denominator: 12 });
    expect(points('late_cancel_rate.by_instructor')).toEqual({ [nadia]: [0.2, 5], [omar]: [0.1429, 7] });
    expect(points('late_cancel_rate.by_channel')).toEqual({ mail: [0.125, 8], text: [0.25, 4] });
  });

  test('revenue net of refunds and HST by the Toronto month of the payment or refund', () => {
    // September: 600 + 600 + 200 paid, 600 refunded (paid in August); October: 200 paid, 600 refunded.
    expect(fig('revenue.net.by_month').total).toMatchObject({ value: 40000, count: 6 });
    expect(points('revenue.net.by_month')).toEqual({ '2026-09': [80000, 4], '2026-10': [-40000, 2] });
    expect(points('hst.collected.by_month')).toEqual({ '2026-09': [10400, 4], '2026-10': [-5200, 2] });
    const byPackage = Object.fromEntries(fig('revenue.net.by_package').series.map((s) => [s.label, [s.total.value, s.points.map((p) => p.value)]]));
    expect(byPackage).toEqual({ Refresher: [40000, [20000, 20000]], 'BDE Course': [0, [60000, -60000]] });
    // Completed lessons taught: 7 hours in September, 3 in October.
    expect(points('revenue.per_instructor_hour.by_month')).toEqual({ '2026-09': [11429, 5], '2026-10': [-13333, 2] });
    expect(fig('revenue.per_instructor_hour.by_month').total).toMatchObject({ value: 4000, numerator: 40000, denominator: 10 });
  });

  test('seats sold over capacity per class date, and the seat refilled from the waiting list', () => {
    expect(fig('seats.fill_rate.by_class_date').total).toMatchObject({ value: 0.2857, numerator: 4, denominator: 14, count: 2 });
    const fill = fig('seats.fill_rate.by_class_date').series[0].points;
    expect(fill.map((p) => [p.key.slice(0, 10), p.label, p.value, p.numerator, p.denominator])).toEqual([
      ['2026-09-19', '2026-09-19 · BDE Course', 0.2, 2, 10],
      ['2026-10-24', '2026-10-24 · Refresher', 0.5, 2, 4],
    ]);
    expect(fig('seats.refilled.by_class_date').total.value).toBe(1);
    expect(fig('seats.refilled.by_class_date').series[0].points.map((p) => p.value)).toEqual([1, 0]);
  });

  test('BDE courses started, certified, median days to the certificate, and at risk of the in-car year’s end', () => {
    expect(points('bde.started.by_month')).toEqual({ '2026-09': [3, 3], '2026-10': [1, 1] });
    expect(points('bde.certified.by_month')).toEqual({ '2026-09': [1, 1], '2026-10': [2, 2] });
    expect(points('bde.days_to_certificate.by_month')).toEqual({ '2026-09': [60, 1], '2026-10': [35, 2] });
    expect(fig('bde.days_to_certificate.by_month').total).toMatchObject({ value: 40, count: 3, too_few: true });
    expect(fig('bde.at_risk').total.value).toBe(1);
  });

  test('a custom period needs both days in order and at most three years, each named in the request’s language', async () => {
    const ask = (query: Record<string, string>) =>
      call<Answer>(t.app, 'getInsightRevenue', { token: admin.token, query, headers: { 'accept-language': 'fr' } });
    expect((await ask({ period: 'custom' })).body.errors).toEqual({
      from: ['Choisissez le premier jour de la période.'],
      to: ['Choisissez le dernier jour de la période.'],
    });
    expect((await ask({ period: 'custom', from: '2026-10-02', to: '2026-10-01' })).body.errors).toEqual({
      to: ['Le dernier jour ne peut pas précéder le premier.'],
    });
    const long = await ask({ period: 'custom', from: '2023-01-01', to: '2026-01-01' });
    expect(long.status).toBe(422);
    expect(long.body.errors?.to).toEqual(['Une période peut durer au plus 3 ans.']);
    expect((await ask({ period: 'custom', from: '2023-01-02', to: '2026-01-01' })).status).toBe(200);
  });

  test('the default period is this Toronto month, and only the office may ask', async () => {
    const res = await call<Answer>(t.app, 'getInsightBde', { token: admin.token });
    expect(res.body.data.period).toEqual({ period: 'this_month', from: `${torontoDay().slice(0, 7)}-01`, to: torontoDay() });
    const student = await createStudent(t);
    expect((await call(t.app, 'getInsightBde', { token: student.token })).status).toBe(403);
  });
});
