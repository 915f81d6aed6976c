import { addDays, torontoInstant, torontoMoment, weekdayOf } from '../../../contract/torontoTime';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { availabilityWindows } from '../lessons/availability';
import { bookLesson } from '../lessons/domain';
import { lockInstructor } from '../lessons/repository';
import { addAvailability, addInstructor, addWeeklyHours, envOfTest, giveHours } from '../lessons/fixtures';
import { myTeachingLessons, publishAvailability } from './domain';
import { addLesson, addTeacher, type Teacher } from './fixtures';

const today = torontoMoment().date;
/** A Toronto date two weeks ahead, and its weekday. */
const DAY = addDays(today, 14);
const WD = weekdayOf(DAY);
const at = (date: string, time: string) => torontoInstant(date, time).toISOString();
const HOUR = 3_600_000;

describe.each(engines())('teaching (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  const getHours = (who: Teacher) => call(t.app, 'getMyAvailability', { token: who.token });
  const putHours = (who: Teacher, body: object, lang?: string) =>
    call(t.app, 'updateMyAvailability', { token: who.token, body, headers: lang ? { 'accept-language': lang } : undefined });

  describe('weekly hours and exceptions', () => {
    test('an account without an instructor row reads nothing and may not publish; nor may a pending instructor', async () => {
      const none = await addTeacher(t, { withRow: false });
      expect((await getHours(none)).body.data).toEqual({ weekly: [], exceptions: [], updated_at: null });
      const refused = await putHours(none, { weekly: [], exceptions: [], updated_at: null });
      expect([refused.status, refused.body.code]).toEqual([409, 'not_approved']);
      const pending = await addTeacher(t, { status: 'pending' });
      expect((await putHours(pending, { weekly: [{ weekday: 1, from_time: '09:00', to_time: '12:00' }], exceptions: [], updated_at: null })).body.code).toBe(
        'not_approved',
      );
      expect(await t.db.selectFrom('instructor_weekly_hours').selectAll().where('instructor_id', '=', pending.instructorId!).execute()).toEqual([]);
      // A student's token is no credential here.
      const student = await createStudent(t);
      expect((await call(t.app, 'getMyAvailability', { token: student.token })).status).toBe(401);
    });

    test('publishes, reads back (past exceptions left out), and refuses a stale version', async () => {
      const me = await addTeacher(t);
      const body = {
        weekly: [
          { weekday: 1, from_time: '09:00', to_time: '12:00' },
          { weekday: 1, from_time: '13:00', to_time: '17:30' },
          { weekday: 6, from_time: '18:00', to_time: '24:00' },
        ],
        exceptions: [
          { date: addDays(today, 3), kind: 'off' },
          { date: addDays(today, 3), kind: 'extra', from_time: '10:00', to_time: '12:00' },
        ],
        updated_at: null,
      };
      const first = await putHours(me, body);
      expect(first.status).toBe(200);
      expect(first.body.data.weekly).toEqual(body.weekly);
      expect(first.body.data.exceptions).toEqual(body.exceptions);
      expect(first.body.data.updated_at).not.toBeNull();
      await t.db
        .insertInto('instructor_exceptions')
        .values({ instructor_id: me.instructorId!, date: '2020-01-01', kind: 'off', from_time: null, to_time: null })
        .execute();
      expect((await getHours(me)).body.data).toEqual(first.body.data);

      const stale = await putHours(me, { ...body, weekly: [], updated_at: null });
      expect([stale.status, stale.body.code]).toEqual([409, 'stale']);
      const second = await putHours(me, { ...body, weekly: [], updated_at: first.body.data.updated_at });
      expect(second.status).toBe(200);
      expect(second.body.data.weekly).toEqual([]);
      // Past exceptions are history: a change of the hours leaves them.
      expect(
        await t.db.selectFrom('instructor_exceptions').select('date').where('instructor_id', '=', me.instructorId!).where('date', '<', today).execute(),
      ).toEqual([{ date: '2020-01-01' }]);
    });

    test('422 names each wrong field in the caller’s language, and nothing is written', async () => {
      const me = await addTeacher(t);
      const res = await putHours(
        me,
        {
          weekly: [
            { weekday: 2, from_time: '12:00', to_time: '09:00' },
            { weekday: 3, from_time: '09:00', to_time: '12:00' },
            { weekday: 3, from_time: '11:30', to_time: '14:00' },
            { weekday: 4, from_time: '09:00', to_time: '12:00' },
            { weekday: 4, from_time: '12:00', to_time: '14:00' },
          ],
          exceptions: [
            { date: addDays(today, -1), kind: 'off' },
            { date: addDays(today, 400), kind: 'off' },
            { date: addDays(today, 5), kind: 'off', from_time: '09:00' },
            { date: addDays(today, 5), kind: 'off' },
            { date: addDays(today, 6), kind: 'extra', from_time: '09:00' },
            { date: addDays(today, 7), kind: 'extra', from_time: '09:00', to_time: '11:00' },
            { date: addDays(today, 7), kind: 'extra', from_time: '10:00', to_time: '12:00' },
          ],
          updated_at: null,
        },
        'fr',
      );
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(
        [
          'weekly.0.to_time',
          'weekly.2.from_time',
          'exceptions.0.date',
          'exceptions.1.date',
          'exceptions.2.from_time',
          'exceptions.3.date',
          'exceptions.4.to_time',
          'exceptions.6.from_time',
        ].sort(),
      );
      expect(res.body.errors['weekly.2.from_time']).toEqual(['Ces heures chevauchent d’autres heures du même jour.']);
      expect(await t.db.selectFrom('instructor_weekly_hours').selectAll().where('instructor_id', '=', me.instructorId!).execute()).toEqual([]);
      const bad = await putHours(me, { weekly: [{ weekday: 1, from_time: '09:15', to_time: '10:00' }], exceptions: [], updated_at: null });
      expect(bad.status).toBe(422);
    });

    test('refuses with the lessons a change would leave outside the hours; an unrelated change passes', async () => {
      const me = await addTeacher(t);
      const hours = { weekly: [{ weekday: WD, from_time: '09:00', to_time: '13:00' }], exceptions: [] };
      const published = await putHours(me, { ...hours, updated_at: null });
      const student = await createStudent(t);
      await t.db.updateTable('users').set({ f_name: 'Maya' }).where('id', '=', student.user.id).execute();
      await giveHours(t.db, student.user.id, 4);
      const booked = await call(t.app, 'bookLesson', {
        token: student.token,
        body: { instructor_id: me.instructorId, starts_at: at(DAY, '10:00'), duration_minutes: 60 },
      });
      expect(booked.status).toBe(201);
      const version = published.body.data.updated_at;

      for (const change of [
        { weekly: [{ weekday: WD, from_time: '09:00', to_time: '10:30' }], exceptions: [] },
        { weekly: hours.weekly, exceptions: [{ date: DAY, kind: 'off' }] },
        { weekly: [], exceptions: [] },
      ]) {
        const refused = await putHours(me, { ...change, updated_at: version });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          code: 'booked_lessons',
          lessons: [{ id: booked.body.data.id, starts_at: at(DAY, '10:00'), ends_at: at(DAY, '11:00'), student_first_name: 'Maya' }],
        });
      }
      expect((await getHours(me)).body.data.updated_at).toBe(version);
      // The lesson stays inside: an off day with extra hours around it, or other hours that keep it.
      const kept = await putHours(me, {
        weekly: [{ weekday: WD, from_time: '10:00', to_time: '11:00' }],
        exceptions: [
          { date: DAY, kind: 'off' },
          { date: DAY, kind: 'extra', from_time: '10:00', to_time: '12:00' },
        ],
        updated_at: version,
      });
      expect(kept.status).toBe(200);
    });

    test('a booking racing a shrink of the hours never ends outside them', async () => {
      const me = await addTeacher(t);
      const wide = { weekly: [{ weekday: WD, from_time: '08:00', to_time: '20:00' }], exceptions: [] };
      const narrow = { weekly: [{ weekday: WD, from_time: '08:00', to_time: '09:00' }], exceptions: [] };
      for (let round = 0; round < 6; round++) {
        const current = (await getHours(me)).body.data.updated_at;
        await publishAvailability(t.db, me.user.id, { ...wide, updated_at: current });
        const version = (await getHours(me)).body.data.updated_at;
        const student = await createStudent(t);
        await giveHours(t.db, student.user.id, 2);
        const start = at(DAY, `${String(10 + round).padStart(2, '0')}:00`);
        const [book, shrink] = await Promise.allSettled([
          bookLesson(t.db, envOfTest(t), student.user.id, { instructor_id: me.instructorId!, starts_at: start, duration_minutes: 60 }, 'student'),
          publishAvailability(t.db, me.user.id, { ...narrow, updated_at: version }),
        ]);
        // Exactly one wins: a booked lesson blocks the shrink, or the shrink leaves no slot.
        expect([book.status, shrink.status].sort()).toEqual(['fulfilled', 'rejected']);
        const rejected = (book.status === 'rejected' ? book : shrink) as PromiseRejectedResult;
        expect(rejected.reason.code).toBe(book.status === 'rejected' ? 'slot_unavailable' : 'booked_lessons');
        const windows = await availabilityWindows(t.db, { from: Date.parse(start) - 12 * HOUR, to: Date.parse(start) + 12 * HOUR }, me.instructorId!);
        const lessons = await t.db.selectFrom('lessons').selectAll().where('instructor_id', '=', me.instructorId!).where('status', '=', 'booked').execute();
        for (const l of lessons) expect(windows.some((w) => w.start <= Date.parse(l.starts_at) && Date.parse(l.ends_at) <= w.end)).toBe(true);
        await t.db.deleteFrom('lesson_units').where('instructor_id', '=', me.instructorId!).execute();
        await t.db.updateTable('lessons').set({ status: 'cancelled' }).where('instructor_id', '=', me.instructorId!).execute();
      }
    }, 60_000);

    // Without the instructor's lock a booking would read the old hours, wait only to write its row
    // (the foreign key's lock), then land outside the new hours.
    (engine === 'postgres' ? test : test.skip)('a booking waits while the hours change, then sees the new ones', async () => {
      const me = await addTeacher(t);
      await publishAvailability(t.db, me.user.id, { weekly: [{ weekday: WD, from_time: '08:00', to_time: '20:00' }], exceptions: [], updated_at: null });
      const student = await createStudent(t);
      await giveHours(t.db, student.user.id, 2);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const changing = t.db.transaction().execute(async (trx) => {
        await lockInstructor(trx, me.instructorId!);
        locked();
        await held;
        await trx.deleteFrom('instructor_weekly_hours').where('instructor_id', '=', me.instructorId!).execute();
      });
      await lockTaken;
      const booking = bookLesson(
        t.db,
        envOfTest(t),
        student.user.id,
        { instructor_id: me.instructorId!, starts_at: at(DAY, '12:00'), duration_minutes: 60 },
        'student',
      ).then(
        () => 'booked',
        (error: { code?: string }) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await changing;
      expect(await booking).toBe('slot_unavailable');
      expect(await t.db.selectFrom('lessons').select('id').where('instructor_id', '=', me.instructorId!).execute()).toEqual([]);
    });
  });

  describe('windows', () => {
    test('weekly hours on daylight-saving weeks start at each date’s own offset; 24:00 runs into the next morning', async () => {
      const id = await addInstructor(t.db);
      await addWeeklyHours(t.db, id, 0, '09:00', '12:00'); // Sundays
      await addWeeklyHours(t.db, id, 6, '20:00', '24:00'); // Saturdays…
      await addWeeklyHours(t.db, id, 0, '00:00', '01:00'); // …into Sunday night
      const range = (from: string, to: string) => ({ from: Date.parse(from), to: Date.parse(to) });
      const iso = (ws: { start: number; end: number }[]) => ws.map((w) => [new Date(w.start).toISOString(), new Date(w.end).toISOString()]);
      // 2026-03-08: clocks spring forward at 2 am (EST −5 → EDT −4).
      expect(iso(await availabilityWindows(t.db, range('2026-03-01T00:00:00Z', '2026-03-09T00:00:00Z'), id))).toEqual([
        ['2026-03-01T01:00:00.000Z', '2026-03-01T06:00:00.000Z'],
        ['2026-03-01T14:00:00.000Z', '2026-03-01T17:00:00.000Z'],
        ['2026-03-08T01:00:00.000Z', '2026-03-08T06:00:00.000Z'],
        ['2026-03-08T13:00:00.000Z', '2026-03-08T16:00:00.000Z'],
      ]);
      // 2026-11-01: clocks fall back at 2 am (EDT −4 → EST −5).
      expect(iso(await availabilityWindows(t.db, range('2026-10-25T00:00:00Z', '2026-11-02T00:00:00Z'), id))).toEqual([
        ['2026-10-25T00:00:00.000Z', '2026-10-25T05:00:00.000Z'],
        ['2026-10-25T13:00:00.000Z', '2026-10-25T16:00:00.000Z'],
        ['2026-11-01T00:00:00.000Z', '2026-11-01T05:00:00.000Z'],
        ['2026-11-01T14:00:00.000Z', '2026-11-01T17:00:00.000Z'],
      ]);
    });

    test('an off day drops the weekly hours, extra hours add; nothing past the licence or for an instructor not accepted', async () => {
      const id = await addInstructor(t.db, { licenceExpiresOn: '2099-06-16' });
      for (let weekday = 0; weekday < 7; weekday++) await addWeeklyHours(t.db, id, weekday, '09:00', '10:00');
      await t.db.insertInto('instructor_exceptions').values({ instructor_id: id, date: '2099-06-11', kind: 'off', from_time: null, to_time: null }).execute();
      await addAvailability(t.db, id, '2099-06-11', '15:00', '16:00');
      await addAvailability(t.db, id, '2099-06-12', '09:30', '11:00');
      const windows = await availabilityWindows(t.db, { from: Date.parse('2099-06-10T04:00:00Z'), to: Date.parse('2099-06-20T04:00:00Z') }, id);
      expect(
        windows.map((w) => torontoMoment(new Date(w.start)).date + ' ' + torontoMoment(new Date(w.start)).time + '–' + torontoMoment(new Date(w.end)).time),
      ).toEqual([
        '2099-06-10 09:00–10:00',
        '2099-06-11 15:00–16:00',
        '2099-06-12 09:00–11:00',
        '2099-06-13 09:00–10:00',
        '2099-06-14 09:00–10:00',
        '2099-06-15 09:00–10:00',
        '2099-06-16 09:00–10:00',
      ]);
      for (const licence of [null, '2020-01-01']) {
        const other = await addInstructor(t.db, { licenceExpiresOn: licence });
        await addWeeklyHours(t.db, other, 3, '09:00', '10:00');
        expect(await availabilityWindows(t.db, { from: Date.parse('2099-06-10T04:00:00Z'), to: Date.parse('2099-06-11T04:00:00Z') }, other)).toEqual([]);
      }
      const pending = await addInstructor(t.db, { status: 'pending' });
      await addWeeklyHours(t.db, pending, 3, '09:00', '10:00');
      expect(await availabilityWindows(t.db, { from: Date.parse('2099-06-10T04:00:00Z'), to: Date.parse('2099-06-11T04:00:00Z') }, pending)).toEqual([]);
    });

    test('the slots of a daylight-saving week come from the weekly hours at the right instants', async () => {
      const id = await addInstructor(t.db);
      await addWeeklyHours(t.db, id, 6, '09:00', '10:00'); // 2027-03-13, EST
      await addWeeklyHours(t.db, id, 0, '09:00', '10:00'); // 2027-03-14, EDT
      const student = await createStudent(t);
      await giveHours(t.db, student.user.id, 2);
      const res = await call(t.app, 'listLessonSlots', { token: student.token, query: { instructor_id: id, from: '2027-03-13', days: 2 } });
      expect(res.body.data.map((s: { starts_at: string }) => s.starts_at)).toEqual(['2027-03-13T14:00:00.000Z', '2027-03-14T13:00:00.000Z']);
    });
  });

  describe('lessons and what the instructor records', () => {
    let me: Teacher;
    let student: Account;
    let bdeStudent: Account;
    beforeAll(async () => {
      me = await addTeacher(t);
      student = await createStudent(t);
      await t.db.updateTable('users').set({ f_name: 'Lina', city: 'Kingston', phone_number: '613-555-0111' }).where('id', '=', student.user.id).execute();
      await giveHours(t.db, student.user.id, 10);
      bdeStudent = await createStudent(t);
      await t.db.updateTable('users').set({ f_name: 'Maya', city: 'Ottawa', phone_number: '613-555-0122' }).where('id', '=', bdeStudent.user.id).execute();
      await giveHours(t.db, bdeStudent.user.id, 10, { bde: true });
    });

    const list = (query?: Record<string, string>) => call(t.app, 'listMyTeachingLessons', { token: me.token, query });
    const record = (id: number, body: object) => call(t.app, 'recordMyLessonOutcome', { token: me.token, params: { id }, body });
    const log = { skills: ['circle_check', 'turns'], notes: ' Good start. ', licence_number: 'DI-48213' };

    test('lists its own lessons of the days, cancelled ones left out, with the phone only from 24 hours before', async () => {
      const soon = new Date(Date.now() + 23 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
      const later = new Date(Date.now() + 49 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
      const a = await addLesson(t, student.user.id, me.instructorId!, soon);
      const b = await addLesson(t, bdeStudent.user.id, me.instructorId!, later, { minutes: 120 });
      await addLesson(t, student.user.id, me.instructorId!, later, { status: 'cancelled' });
      await addLesson(t, student.user.id, await addInstructor(t.db), soon);
      const res = await list();
      expect(res.body.data.map((l: { id: number }) => l.id)).toEqual([a.id, b.id]);
      expect(res.body.data[0]).toMatchObject({
        status: 'booked',
        duration_minutes: 60,
        taught_minutes: null,
        student: { first_name: 'Lina', city: 'Kingston', phone: '613-555-0111' },
        bde: false,
      });
      expect(res.body.data[0].log).toBeUndefined();
      expect(res.body.data[1]).toMatchObject({ student: { first_name: 'Maya', city: 'Ottawa', phone: null }, bde: true });

      // Exactly 24 hours before the start the phone is shown; a moment earlier it is not.
      const start = Date.parse(b.starts_at);
      const seen = async (now: number) =>
        (await myTeachingLessons(t.db, me.user.id, {}, new Date(now).toISOString())).find((l) => l.id === b.id)!.student.phone;
      expect(await seen(start - 24 * HOUR)).toBe('613-555-0122');
      expect(await seen(start - 24 * HOUR - 1)).toBeNull();

      const far = await list({ from: today, to: addDays(today, 62) });
      expect([far.status, Object.keys(far.body.errors)]).toEqual([422, ['to']]);
      expect((await list({ from: today, to: addDays(today, 61) })).status).toBe(200);
      expect((await list({ from: today, to: addDays(today, -1) })).status).toBe(422);
      const nobody = await addTeacher(t, { withRow: false });
      expect((await call(t.app, 'listMyTeachingLessons', { token: nobody.token })).body.data).toEqual([]);
    });

    test('records its own started lesson once: 404 for another’s, not_started, not_booked, log required for BDE, taught minutes', async () => {
      const past = new Date(Date.now() - 3 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
      const other = await addLesson(t, student.user.id, await addInstructor(t.db), past);
      expect((await record(other.id, { outcome: 'completed' })).status).toBe(404);
      const future = await addLesson(t, student.user.id, me.instructorId!, new Date(Date.now() + 5 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z'));
      expect((await record(future.id, { outcome: 'no_show' })).body.code).toBe('not_started');
      const cancelled = await addLesson(t, student.user.id, me.instructorId!, past, { status: 'cancelled' });
      expect((await record(cancelled.id, { outcome: 'completed' })).body.code).toBe('not_booked');

      const bde = await addLesson(t, bdeStudent.user.id, me.instructorId!, past, { minutes: 120 });
      const noLog = await record(bde.id, { outcome: 'completed', taught_minutes: 90 });
      expect([noLog.status, Object.keys(noLog.body.errors)]).toEqual([422, ['log']]);
      const tooLong = await addLesson(t, student.user.id, me.instructorId!, new Date(Date.now() - 30 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z'));
      const over = await record(tooLong.id, { outcome: 'completed', taught_minutes: 90 });
      expect([over.status, Object.keys(over.body.errors)]).toEqual([422, ['taught_minutes']]);
      expect((await t.db.selectFrom('lessons').select('status').where('id', 'in', [bde.id, tooLong.id]).execute()).map((l) => l.status)).toEqual([
        'booked',
        'booked',
      ]);
      expect(await t.db.selectFrom('lesson_logs').selectAll().execute()).toEqual([]);

      const done = await record(bde.id, { outcome: 'completed', taught_minutes: 90, log });
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ status: 'completed', taught_minutes: 90, bde: true });
      expect(done.body.data.log).toMatchObject({ lesson_id: bde.id, skills: ['circle_check', 'turns'], notes: 'Good start.', licence_number: 'DI-48213' });
      expect(done.body.data.log.changes).toEqual([
        {
          changed_at: done.body.data.log.updated_at,
          changed_by: 'Omar Haddad',
          role: 'instructor',
          skills: ['circle_check', 'turns'],
          notes: 'Good start.',
          licence_number: 'DI-48213',
        },
      ]);
      expect((await record(bde.id, { outcome: 'no_show' })).body.code).toBe('already_recorded');

      const plain = await record(tooLong.id, { outcome: 'completed' });
      expect(plain.body.data).toMatchObject({ taught_minutes: 60 });
      expect(plain.body.data.log).toBeUndefined();
      const missed = await addLesson(t, student.user.id, me.instructorId!, past);
      expect((await record(missed.id, { outcome: 'no_show', taught_minutes: 60 })).body.data).toMatchObject({ status: 'no_show', taught_minutes: null });

      // BDE progress counts the time taught: 90 minutes are one whole hour done.
      const overview = await call(t.app, 'listMyLessons', { token: bdeStudent.token });
      expect(overview.body.bde.completed_hours).toBe(1);
      expect(overview.body.hours.completed).toBe(2);
    });

    test('the office reads and corrects a log entry; every write joins its history, newest first', async () => {
      const past = new Date(Date.now() - 26 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z');
      const lesson = await addLesson(t, bdeStudent.user.id, me.instructorId!, past);
      const read = () => call(t.app, 'getLessonLog', { token: admin.token, params: { id: lesson.id } });
      const write = (id: number, body: object) => call(t.app, 'updateLessonLog', { token: admin.token, params: { id }, body });
      expect((await read()).status).toBe(404);
      expect((await write(lesson.id, log)).body.code).toBe('not_booked');
      const future = await addLesson(
        t,
        bdeStudent.user.id,
        me.instructorId!,
        new Date(Date.now() + 30 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z'),
      );
      expect((await write(future.id, log)).body.code).toBe('not_started');
      expect((await write(999_999, log)).status).toBe(404);

      await record(lesson.id, { outcome: 'completed', log });
      const stale = await write(lesson.id, { ...log, notes: 'Corrected.' });
      expect([stale.status, stale.body.code]).toEqual([409, 'stale']);
      const version = (await read()).body.data.updated_at;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const fixed = await write(lesson.id, { skills: ['parking'], notes: 'Corrected.', licence_number: 'DI-48213', updated_at: version });
      expect(fixed.status).toBe(200);
      expect(fixed.body.data).toMatchObject({ skills: ['parking'], notes: 'Corrected.' });
      expect(fixed.body.data.changes.map((c: { role: string; changed_by: string; notes: string }) => [c.role, c.changed_by, c.notes])).toEqual([
        ['office', 'Site Admin', 'Corrected.'],
        ['instructor', 'Omar Haddad', 'Good start.'],
      ]);
      expect((await read()).body.data).toEqual(fixed.body.data);
      const students = await t.db.selectFrom('lesson_log_changes').select('changed_by').orderBy('id').execute();
      expect(students.slice(-2).map((c) => c.changed_by)).toEqual([me.user.id, admin.user.id]);

      // An entry the office writes first needs no version.
      const noLog = await addLesson(t, student.user.id, me.instructorId!, new Date(Date.now() - 50 * HOUR).toISOString().replace(/:\d\d\.\d+Z$/, ':00.000Z'));
      await record(noLog.id, { outcome: 'completed' });
      const created = await write(noLog.id, log);
      expect(created.status).toBe(200);
      expect(created.body.data.changes).toHaveLength(1);
      // A customer's token is no credential for the office.
      expect((await call(t.app, 'getLessonLog', { token: student.token, params: { id: lesson.id } })).status).toBe(403);
    });
  });
});
