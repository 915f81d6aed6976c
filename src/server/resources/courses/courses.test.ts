import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import * as bdeCoursesMigration from '../../db/schema/0021_bde_courses';
import * as classSessionsMigration from '../../db/schema/0023_bde_class_sessions';
import * as homeLinkAndTestsMigration from '../../db/schema/0024_bde_home_link_and_tests';
import { addDate, addPackage } from '../bookings/fixtures';
import { addInstructor, giveHours } from '../lessons/fixtures';

describe.each(engines())('BDE course records (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  const coursesOf = (userId: number) => t.db.selectFrom('bde_courses').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  async function bookAndPay(student: Account, packageId: number, dateId: number | null) {
    const booked = await call(t.app, 'createBooking', {
      token: student.token,
      body: { package_id: packageId, ...(dateId ? { package_date_id: dateId } : {}) },
    });
    expect(booked.status).toBe(201);
    const id: number = booked.body.data.id;
    expect((await call(t.app, 'markBookingPaid', { token: admin.token, params: { id }, body: { method: 'cash' } })).status).toBe(200);
    return id;
  }

  test('a paid BDE booking opens one course, enrolled, from its first class day; a refund withdraws it and keeps it', async () => {
    const bde = await addPackage(t.db, { name: 'BDE Complete' });
    const date = await addDate(t.db, bde, { firstDate: '2099-03-07' });
    const student = await createStudent(t);
    const booking = await bookAndPay(student, bde, date);
    expect(await coursesOf(student.user.id)).toEqual([
      expect.objectContaining({ booking_id: booking, status: 'enrolled', course_start: '2099-03-07', g1_number: null, consent_at: null }),
    ]);
    expect((await call(t.app, 'refundBooking', { token: admin.token, params: { id: booking }, body: { refund_method: 'cash' } })).status).toBe(200);
    expect(await coursesOf(student.user.id)).toEqual([expect.objectContaining({ booking_id: booking, status: 'withdrawn', course_start: '2099-03-07' })]);
  });

  test('a package without classroom hours opens no course; one without dates starts on the day it is paid', async () => {
    const lessons = await addPackage(t.db, { name: 'Ten lessons' });
    await t.db.updateTable('packages').set({ course_hour_count: 0 }).where('id', '=', lessons).execute();
    const student = await createStudent(t);
    await bookAndPay(student, lessons, null);
    expect(await coursesOf(student.user.id)).toEqual([]);

    const online = await addPackage(t.db, { name: 'BDE online' });
    const other = await createStudent(t);
    await bookAndPay(other, online, null);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect(await coursesOf(other.user.id)).toEqual([expect.objectContaining({ status: 'enrolled', course_start: today })]);
  });

  /** A student with a paid BDE course (born on `birthday`), and that course's id. */
  async function enrolled(birthday: string | null = '1990-04-02', name = 'Maya Chen') {
    const student = await createStudent(t);
    await t.db.updateTable('users').set({ birthday, name }).where('id', '=', student.user.id).execute();
    const pkg = await addPackage(t.db, { name: 'BDE Complete' });
    await bookAndPay(student, pkg, await addDate(t.db, pkg, { firstDate: '2099-03-07' }));
    const [course] = await coursesOf(student.user.id);
    return { student, course: course.id, booking: course.booking_id };
  }

  test('the student sees the course with its in-car deadline and the consent wording in their language', async () => {
    const { student, course } = await enrolled();
    const answer = await call(t.app, 'listMyBdeCourses', { token: student.token, headers: { 'accept-language': 'fr-CA' } });
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        id: course,
        status: 'enrolled',
        course_start: '2099-03-07',
        in_car_deadline: '2100-03-07',
        g1: null,
        consent: null,
        guardian_required: false,
        consent_wording: expect.stringContaining('ministère des Transports de l’Ontario'),
      }),
    ]);
    expect((await call(t.app, 'listMyBdeCourses', { token: (await createStudent(t)).token })).body.data).toEqual([]);
  });

  test('consent is recorded with its wording and time, once; under 18 it needs a parent’s or guardian’s name', async () => {
    const adult = await enrolled();
    const first = await call(t.app, 'consentToBdeRecords', { token: adult.student.token, params: { id: adult.course }, body: { consent: true } });
    expect(first.status).toBe(200);
    expect(first.body.data.consent).toEqual({ wording: first.body.data.consent_wording, given_at: expect.any(String), guardian_name: null });
    const again = await call(t.app, 'consentToBdeRecords', { token: adult.student.token, params: { id: adult.course }, body: { consent: true } });
    expect(again.body.data.consent.given_at).toBe(first.body.data.consent.given_at);

    const sixteen = new Date(Date.now() - 16.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const minor = await enrolled(sixteen);
    expect((await call(t.app, 'listMyBdeCourses', { token: minor.student.token })).body.data[0].guardian_required).toBe(true);
    const refused = await call(t.app, 'consentToBdeRecords', {
      token: minor.student.token,
      params: { id: minor.course },
      body: { consent: true, guardian_name: '  ' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ guardian_name: [expect.stringContaining('under 18')] });
    expect((await coursesOf(minor.student.user.id))[0].consent_at).toBeNull();
    const given = await call(t.app, 'consentToBdeRecords', {
      token: minor.student.token,
      params: { id: minor.course },
      body: { consent: true, guardian_name: ' Wei Chen ' },
    });
    expect(given.body.data).toMatchObject({ consent: { guardian_name: 'Wei Chen' }, guardian_required: false });
    expect((await coursesOf(minor.student.user.id))[0]).toMatchObject({ guardian_name: 'Wei Chen', guardian_consent_at: given.body.data.consent.given_at });
    // Another student's course is not theirs to consent to.
    expect((await call(t.app, 'consentToBdeRecords', { token: adult.student.token, params: { id: minor.course }, body: { consent: true } })).status).toBe(404);
  });

  test('the G1 licence is stored in the card’s form; a wrong number or a past expiry is refused; a closed course does not change', async () => {
    const { student, course, booking } = await enrolled();
    const record = (body: { g1_number: string; g1_expiry: string }, id = course) =>
      call(t.app, 'recordMyG1Licence', { token: student.token, params: { id }, body });
    const wrong = await record({ g1_number: 'A123-456', g1_expiry: '2001-01-01' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['g1_expiry', 'g1_number']);
    const saved = await record({ g1_number: 'a1234 56789 01234', g1_expiry: '2099-06-30' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.g1).toEqual({ number: 'A1234-56789-01234', expiry: '2099-06-30' });

    await call(t.app, 'refundBooking', { token: admin.token, params: { id: booking }, body: { refund_method: 'cash' } });
    const closed = await record({ g1_number: 'A1234-56789-09999', g1_expiry: '2099-06-30' });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('course_closed');
    expect((await coursesOf(student.user.id))[0].g1_number).toBe('A1234-56789-01234');
  });

  test('the office lists courses by status and finds students by name or email, accents and case ignored', async () => {
    const helene = await enrolled(null, 'Hélène Tremblay');
    const omar = await enrolled(null, 'Omar Haddad');
    await call(t.app, 'refundBooking', { token: admin.token, params: { id: omar.booking }, body: { refund_method: 'cash' } });
    const list = async (query: Record<string, string>) =>
      (await call(t.app, 'listAdminBdeCourses', { token: admin.token, query })).body.data.map((c: { id: number }) => c.id);
    expect(await list({ search: 'HELENE' })).toEqual([helene.course]);
    expect(await list({ search: omar.student.email.toUpperCase() })).toEqual([omar.course]);
    expect(await list({ status: 'withdrawn', search: 'haddad' })).toEqual([omar.course]);
    expect(await list({ status: 'enrolled', search: 'haddad' })).toEqual([]);
    const [row] = (await call(t.app, 'listAdminBdeCourses', { token: admin.token, query: { search: 'tremblay' } })).body.data;
    expect(row.student).toEqual({ id: helene.student.user.id, name: 'Hélène Tremblay', email: helene.student.email });
    expect((await call(t.app, 'listAdminBdeCourses', { token: helene.student.token })).status).toBe(403);
  });

  test('the migration records the courses paid before it: in progress once an in-car lesson was taught, withdrawn when refunded', async () => {
    const [waiting, driving, refunded] = [await createStudent(t), await createStudent(t), await createStudent(t)];
    // The tables of later migrations that refer to the courses go first, and come back after.
    await homeLinkAndTestsMigration.down(t.db);
    await classSessionsMigration.down(t.db);
    await bdeCoursesMigration.down(t.db);
    await giveHours(t.db, waiting.user.id, 10, { bde: true, firstDate: '2099-05-02' });
    await giveHours(t.db, driving.user.id, 10, { bde: true, paidAt: '2026-01-15T03:30:00.000Z' });
    await giveHours(t.db, refunded.user.id, 10, { bde: true, firstDate: '2099-05-02' });
    await t.db.updateTable('bookings').set({ status: 'refunded' }).where('user_id', '=', refunded.user.id).execute();
    const instructor = await addInstructor(t.db);
    await t.db
      .insertInto('lessons')
      .values({
        student_id: driving.user.id,
        instructor_id: instructor,
        starts_at: '2026-02-01T15:00:00.000Z',
        ends_at: '2026-02-01T16:00:00.000Z',
        duration_minutes: 60,
        status: 'completed',
        counted: 1,
        booked_by: 'office',
        cancel_reason: null,
        cancelled_at: null,
        sequence: 0,
        reminder_queued_at: null,
        created_at: '2026-01-20T15:00:00.000Z',
        updated_at: '2026-02-01T16:00:00.000Z',
      })
      .execute();
    await bdeCoursesMigration.up(t.db);
    await classSessionsMigration.up(t.db);
    await homeLinkAndTestsMigration.up(t.db);
    expect(await coursesOf(waiting.user.id)).toEqual([expect.objectContaining({ status: 'enrolled', course_start: '2099-05-02' })]);
    // Paid at 22:30 on 14 January in Toronto: that is the day the course started.
    expect(await coursesOf(driving.user.id)).toEqual([expect.objectContaining({ status: 'in_progress', course_start: '2026-01-14' })]);
    expect(await coursesOf(refunded.user.id)).toEqual([expect.objectContaining({ status: 'withdrawn' })]);
  });
});
