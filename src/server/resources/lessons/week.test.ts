import { torontoDay } from '../../../contract/torontoTime';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, addWeeklyHours, giveHours } from './fixtures';
import { bookedLessonRow } from './repository';
import { freeSpans } from './week';

// The week of Monday 8 June 2099: Toronto is on EDT (UTC−4), so 09:00 there is 13:00Z.
const MONDAY = '2099-06-08';
const WEDNESDAY = '2099-06-10';
const SUNDAY = '2099-06-14';
const Z = (day: string, time: string) => `${day}T${time}:00.000Z`;
const span = (day: string, from: string, to: string) => ({ starts_at: Z(day, from), ends_at: Z(day, to) });

test('free spans are the whole half-hours after now that nothing takes, joined', () => {
  const h = (hours: number) => Date.UTC(2099, 5, 10, 0, 0) + hours * 3_600_000;
  const windows = [{ instructorId: 1, start: h(9), end: h(13) }];
  const taken = new Set([h(10), h(10.5)]);
  expect(freeSpans(windows, taken, { start: h(0), end: h(24) }, h(9.2))).toEqual([
    { start: h(9.5), end: h(10) },
    { start: h(11), end: h(13) },
  ]);
  expect(freeSpans(windows, taken, { start: h(0), end: h(12) }, 0)).toEqual([
    { start: h(9), end: h(10) },
    { start: h(11), end: h(12) },
  ]);
});

describe.each(engines())('the office’s week of lessons (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let omar: number;
  let sarah: number;
  let pending: number;
  let maya: Account;
  let waiting: Account;
  let booked: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
    omar = await addInstructor(t.db, { fName: 'Omar', lName: 'Haddad' });
    sarah = await addInstructor(t.db, { fName: 'Sarah', lName: 'Nguyen' });
    pending = await addInstructor(t.db, { fName: 'Paul', lName: 'Pending', status: 'pending' });
    await addAvailability(t.db, omar, WEDNESDAY, '09:00', '13:00');
    // Sunday evening to midnight: the week ends at Toronto's midnight, not the window's end.
    await addWeeklyHours(t.db, sarah, 0, '20:00', '24:00');
    await addAvailability(t.db, pending, WEDNESDAY, '09:00', '13:00');

    maya = await createStudent(t);
    await giveHours(t.db, maya.user.id, 10);
    const book = (startsAt: string) =>
      call(t.app, 'createAdminLesson', {
        token: admin.token,
        body: { student_email: maya.email, instructor_id: omar, starts_at: startsAt, duration_minutes: 60 },
      });
    booked = (await book(Z(WEDNESDAY, '14:00'))).body.data.id;
    const freed = (await book(Z(WEDNESDAY, '15:00'))).body.data.id;
    expect((await call(t.app, 'cancelAdminLesson', { token: admin.token, params: { id: freed }, body: { counted: false } })).status).toBe(200);
    // A lesson of an instructor no longer accepted still shows, on their own row.
    const now = new Date().toISOString();
    await t.db
      .insertInto('lessons')
      .values(
        bookedLessonRow({ studentId: maya.user.id, instructorId: pending, start: Date.parse(Z(WEDNESDAY, '18:00')), minutes: 60, bookedBy: 'office' }, now),
      )
      .execute();

    // 12:00–13:00 in Toronto held for a student of the cancellation list.
    waiting = await createStudent(t);
    const request = await t.db
      .insertInto('lesson_requests')
      .values({
        student_id: waiting.user.id,
        status: 'waiting',
        duration_minutes: 60,
        instructor_ids: '[]',
        weekdays: '[3]',
        from_time: '08:00',
        to_time: '18:00',
        before_date: null,
        road_test_date: null,
        created_at: now,
        updated_at: now,
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('lesson_offers')
      .values({
        request_id: request.id,
        student_id: waiting.user.id,
        instructor_id: omar,
        starts_at: Z(WEDNESDAY, '16:00'),
        ends_at: Z(WEDNESDAY, '17:00'),
        duration_minutes: 60,
        status: 'offered',
        reasons: '{}',
        offered_at: now,
        expires_at: '2099-01-01T00:00:00.000Z',
        lesson_id: null,
        closed_at: null,
        updated_at: now,
      })
      .execute();
  }, 30_000);
  afterAll(() => t.close());

  const week = (day?: string, token = admin.token) => call(t.app, 'getAdminLessonWeek', { token, query: day ? { day } : {} });

  test('the week holding a day, Monday to Sunday: each instructor’s lessons, free hours and held slots, instructors by name', async () => {
    const res = await week(WEDNESDAY);
    expect(res.status).toBe(200);
    const { from, to, instructors } = res.body.data;
    expect({ from, to }).toEqual({ from: MONDAY, to: SUNDAY });
    expect(instructors.map((i: { instructor: { name: string } }) => i.instructor.name)).toEqual(['Omar H.', 'Paul P.', 'Sarah N.']);
    const [omarWeek, pendingWeek, sarahWeek] = instructors;

    expect(omarWeek.instructor).toEqual({ id: omar, name: 'Omar H.' });
    // The cancelled lesson is not there: its hour is free again.
    expect(omarWeek.lessons.map((l: { id: number }) => l.id)).toEqual([booked]);
    expect(omarWeek.lessons[0]).toMatchObject({ status: 'booked', student: { id: maya.user.id, email: maya.email }, starts_at: Z(WEDNESDAY, '14:00') });
    expect(omarWeek.held).toEqual([
      { ...span(WEDNESDAY, '16:00', '17:00'), expires_at: '2099-01-01T00:00:00.000Z', student: { id: waiting.user.id, name: waiting.user.name } },
    ]);
    expect(omarWeek.free).toEqual([span(WEDNESDAY, '13:00', '14:00'), span(WEDNESDAY, '15:00', '16:00')]);

    // Not accepted: no free hours, only the lesson they still have.
    expect(pendingWeek.free).toEqual([]);
    expect(pendingWeek.lessons.map((l: { starts_at: string }) => l.starts_at)).toEqual([Z(WEDNESDAY, '18:00')]);

    // Sunday 20:00–24:00 in Toronto is Monday 00:00–04:00Z.
    expect(sarahWeek.free).toEqual([span('2099-06-15', '00:00', '04:00')]);
    expect(sarahWeek.lessons).toEqual([]);
  });

  test('any day of the week answers the same week; the next week has only the weekly hours; today’s week by default', async () => {
    expect((await week(SUNDAY)).body.data.from).toBe(MONDAY);
    const next = (await week('2099-06-15')).body.data;
    expect(next).toMatchObject({ from: '2099-06-15', to: '2099-06-21' });
    const omarNext = next.instructors.find((i: { instructor: { id: number } }) => i.instructor.id === omar);
    expect(omarNext).toEqual({ instructor: { id: omar, name: 'Omar H.' }, lessons: [], free: [], held: [] });
    expect(next.instructors.find((i: { instructor: { id: number } }) => i.instructor.id === pending)).toBeUndefined();
    const current = (await week()).body.data;
    expect(current.from <= torontoDay()).toBe(true);
    expect(current.to >= torontoDay()).toBe(true);
    expect(new Date(`${current.from}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  test('the office’s own: 401 without a token, 403 for a student, 422 for a day that is not one', async () => {
    expect((await call(t.app, 'getAdminLessonWeek', { query: {} })).status).toBe(401);
    expect((await week(WEDNESDAY, maya.token)).status).toBe(403);
    const bad = await call(t.app, 'getAdminLessonWeek', { token: admin.token, query: { day: '2099-02-30' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['day']);
  });
});
