import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, openBdeCourse } from './fixtures';

// June 2099: Toronto is on EDT (UTC−4), so 09:00 there is 13:00Z.
const DAY = '2099-06-10';
const NINE = '2099-06-10T13:00:00.000Z';
const ELEVEN = '2099-06-10T15:00:00.000Z';
const TWO_PM = '2099-06-10T18:00:00.000Z';

describe.each(engines())('the Ministry’s BDE rules on in-car bookings (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let instructor: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());
  // Each test's lessons with an instructor of its own, free all day.
  beforeEach(async () => {
    instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, DAY, '08:00', '20:00');
  });

  /** A student of a BDE course starting `courseStart`, with a G1 licence expiring on `g1Expiry` (none by default). */
  async function bdeStudent(courseStart: string, g1Expiry?: string) {
    const student = await createStudent(t);
    await openBdeCourse(t.db, student.user.id, courseStart, { g1Expiry });
    return student;
  }

  const book = (student: Account, startsAt = NINE, lang = 'en', minutes: 60 | 120 = 60) =>
    call(t.app, 'bookLesson', {
      token: student.token,
      headers: { 'accept-language': lang },
      body: { instructor_id: instructor, starts_at: startsAt, duration_minutes: minutes },
    });
  const officeBooks = (student: Account, startsAt: string, overrideReason?: string, minutes: 60 | 120 = 60) =>
    call(t.app, 'createAdminLesson', {
      token: admin.token,
      body: {
        student_email: student.email,
        instructor_id: instructor,
        starts_at: startsAt,
        duration_minutes: minutes,
        ...(overrideReason === undefined ? {} : { override_reason: overrideReason }),
      },
    });
  const lessonsOf = (student: Account) => t.db.selectFrom('lessons').selectAll().where('student_id', '=', student.user.id).execute();

  test('without a G1 licence recorded, an in-car lesson is refused in the student’s language and nothing is written', async () => {
    const student = await bdeStudent('2099-06-01');
    const answer = await book(student, NINE, 'fr');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'g1_missing', message: expect.stringContaining('permis G1') });
    expect(answer.body.date).toBeUndefined();
    expect(await lessonsOf(student)).toEqual([]);
  });

  test('before the course starts: refused with the day it starts, written out', async () => {
    const student = await bdeStudent('2099-06-20', '2103-01-01');
    const answer = await book(student);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'before_course_start', date: '2099-06-20', message: expect.stringContaining('Saturday, June 20, 2099') });
  });

  test('a G1 licence expiring before the lesson’s day: refused with its expiry', async () => {
    const student = await bdeStudent('2099-06-01', '2099-06-09');
    const answer = await book(student, NINE, 'ar');
    expect(answer.body).toMatchObject({ code: 'g1_expired', date: '2099-06-09', message: expect.stringContaining('رخصة G1') });
  });

  test('past the in-car year from the course start: refused with its last day; on the last day itself, booked', async () => {
    const late = await bdeStudent('2098-06-09', '2103-01-01');
    expect((await book(late)).body).toMatchObject({ code: 'past_in_car_end', date: '2099-06-09' });
    const lastDay = await bdeStudent('2098-06-10', '2103-01-01');
    expect((await book(lastDay, ELEVEN)).status).toBe(201);
  });

  test('a student whose course is withdrawn books without the course’s rules', async () => {
    const student = await createStudent(t);
    await openBdeCourse(t.db, student.user.id, '2099-06-20', { status: 'withdrawn' });
    expect((await book(student, TWO_PM)).status).toBe(201);
  });

  test('the office books despite a rule with a reason, kept on the lesson; without one it is refused like the student', async () => {
    const student = await bdeStudent('2099-06-01');
    expect((await officeBooks(student, NINE)).body.code).toBe('g1_missing');
    const blank = await officeBooks(student, NINE, '   ');
    expect(blank.body.code).toBe('g1_missing');

    const booked = await officeBooks(student, NINE, 'G1 seen at the desk; the card is being reissued');
    expect(booked.status).toBe(201);
    expect(booked.body.data.override).toEqual({ rule: 'g1_missing', reason: 'G1 seen at the desk; the card is being reissued' });
    const listed = await call(t.app, 'listAdminLessons', { token: admin.token, query: { from: DAY } });
    expect(listed.body.data.find((l: { id: number }) => l.id === booked.body.data.id).override.rule).toBe('g1_missing');
  });

  test('the office’s reason sets aside the daily in-car limit, never a taken time', async () => {
    const student = await bdeStudent('2099-06-01', '2103-01-01');
    expect((await book(student, NINE, 'en', 120)).status).toBe(201);
    expect((await officeBooks(student, TWO_PM)).body).toMatchObject({ code: 'daily_limit', limit: 2 });
    expect((await officeBooks(student, NINE, 'Make-up lesson before the road test')).body.code).toBe('student_busy');
    const booked = await officeBooks(student, TWO_PM, 'Make-up lesson before the road test');
    expect(booked.status).toBe(201);
    expect(booked.body.data.override).toEqual({ rule: 'daily_limit', reason: 'Make-up lesson before the road test' });
    // A booking that breaks no rule keeps no reason.
    const other = await bdeStudent('2099-06-01', '2103-01-01');
    expect((await officeBooks(other, ELEVEN, 'not needed')).body.data.override).toBeNull();
  });

  test('a BDE student and the office booking two hours each on one day at once: one is booked, the other refused by the daily limit', async () => {
    const student = await bdeStudent('2099-06-01', '2103-01-01');
    const answers = await Promise.all([book(student, NINE, 'en', 120), officeBooks(student, TWO_PM, undefined, 120)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('daily_limit');
    expect(await lessonsOf(student)).toHaveLength(1);
  });
});
