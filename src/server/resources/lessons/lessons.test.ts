import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, giveHours } from './fixtures';
import { bookedLessonRow } from './repository';

// June 2099: Toronto is on EDT (UTC−4), so 09:00 there is 13:00Z.
const DAY = '2099-06-10';
const NEXT = '2099-06-11';
const Z = (day: string, time: string) => `${day}T${time}:00.000Z`;

describe.each(engines())('lessons (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let omar: number;
  let sarah: number;
  let pending: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
    omar = await addInstructor(t.db, { fName: 'Omar', lName: 'Haddad' });
    sarah = await addInstructor(t.db, { fName: 'Sarah', lName: 'Nguyen' });
    pending = await addInstructor(t.db, { status: 'pending' });
    for (const id of [omar, sarah, pending]) {
      await addAvailability(t.db, id, DAY, '09:00', '13:00');
      await addAvailability(t.db, id, NEXT, '09:00', '13:00');
    }
  }, 30_000);
  afterAll(() => t.close());

  const book = (who: Account, instructor: number, startsAt: string, duration = 60) =>
    call(t.app, 'bookLesson', { token: who.token, body: { instructor_id: instructor, starts_at: startsAt, duration_minutes: duration } });

  test('listLessonSlots cuts accepted instructors’ availability every 30 minutes, in UTC; 401, 404, 422', async () => {
    const student = await createStudent(t);
    const one = await call(t.app, 'listLessonSlots', { token: student.token, query: { instructor_id: omar, from: DAY, days: 1 } });
    expect(one.status).toBe(200);
    expect(one.body.data.map((s: { starts_at: string }) => s.starts_at)).toEqual(
      ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'].map((time) => Z(DAY, time)),
    );
    expect(one.body.data[0]).toEqual({ instructor: { id: omar, name: 'Omar H.' }, starts_at: Z(DAY, '13:00'), ends_at: Z(DAY, '14:00'), duration_minutes: 60 });
    const long = await call(t.app, 'listLessonSlots', { token: student.token, query: { instructor_id: omar, from: DAY, days: 2, duration: 120 } });
    expect(long.body.data).toHaveLength(10);
    const any = await call(t.app, 'listLessonSlots', { token: student.token, query: { from: DAY, days: 1 } });
    expect(new Set(any.body.data.map((s: { instructor: { id: number } }) => s.instructor.id))).toEqual(new Set([omar, sarah]));
    expect(any.body.data.slice(0, 2).map((s: { instructor: { id: number } }) => s.instructor.id)).toEqual([Math.min(omar, sarah), Math.max(omar, sarah)]);
    expect((await call(t.app, 'listLessonSlots', { query: { from: DAY } })).status).toBe(401);
    expect((await call(t.app, 'listLessonSlots', { token: student.token, query: { instructor_id: pending } })).status).toBe(404);
    expect((await call(t.app, 'listLessonSlots', { token: student.token, query: { from: 'tomorrow' } })).status).toBe(422);
    expect((await call(t.app, 'listLessonSlots', { token: student.token, query: { duration: 90 } })).status).toBe(422);
  });

  test('bookLesson: no hours, unavailable slots, then 201; the slot and the student’s day are taken', async () => {
    const student = await createStudent(t);
    const noHours = await book(student, omar, Z(DAY, '13:00'), 120);
    expect(noHours.status).toBe(409);
    expect(noHours.body.code).toBe('no_hours');
    await giveHours(t.db, student.user.id, 10);
    for (const [startsAt, duration] of [
      [Z(DAY, '13:15'), 60],
      [Z(DAY, '16:30'), 60],
      [Z(DAY, '12:00'), 60],
      ['2020-01-01T14:00:00.000Z', 60],
    ] as const) {
      const res = await book(student, omar, startsAt, duration);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('slot_unavailable');
    }
    expect((await book(student, pending, Z(DAY, '13:00'))).status).toBe(404);
    expect((await book(student, omar, Z(DAY, '13:00'), 90)).status).toBe(422);
    expect((await call(t.app, 'bookLesson', { body: { instructor_id: omar, starts_at: Z(DAY, '13:00'), duration_minutes: 60 } })).status).toBe(401);

    const res = await book(student, omar, Z(DAY, '13:00'), 120);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'booked',
      starts_at: Z(DAY, '13:00'),
      ends_at: Z(DAY, '15:00'),
      duration_minutes: 120,
      instructor: { id: omar, name: 'Omar H.' },
      counted: true,
      free_cancel_until: Z('2099-06-08', '13:00'),
      cancelled_at: null,
    });
    const units = await t.db.selectFrom('lesson_units').select('starts_at').where('lesson_id', '=', res.body.data.id).orderBy('starts_at').execute();
    expect(units.map((u) => u.starts_at)).toEqual(['13:00', '13:30', '14:00', '14:30'].map((time) => Z(DAY, time)));

    const daily = await book(student, sarah, Z(DAY, '15:00'));
    expect(daily.status).toBe(409);
    expect(daily.body.code).toBe('daily_limit');
    expect(daily.body.limit).toBe(2);
    const fr = await call(t.app, 'bookLesson', {
      token: student.token,
      body: { instructor_id: sarah, starts_at: Z(DAY, '15:00'), duration_minutes: 60 },
      headers: { 'accept-language': 'ar' },
    });
    expect(fr.body.message).toBe('لا يمكن حجز أكثر من ساعتين من دروس القيادة في اليوم الواحد.');

    const other = await createStudent(t);
    await giveHours(t.db, other.user.id, 10);
    const taken = await book(other, omar, Z(DAY, '14:00'));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('slot_taken');
    const slots = await call(t.app, 'listLessonSlots', { token: other.token, query: { instructor_id: omar, from: DAY, days: 1 } });
    expect(slots.body.data.map((s: { starts_at: string }) => s.starts_at)).toEqual([Z(DAY, '15:00'), Z(DAY, '15:30'), Z(DAY, '16:00')]);
    const mine = await call(t.app, 'listLessonSlots', { token: student.token, query: { from: DAY, days: 1 } });
    expect(mine.body.data).toEqual([]);
    // While it is being moved, the lesson's own time counts as free: it can move by half an hour.
    const moving = await call(t.app, 'listLessonSlots', {
      token: student.token,
      query: { instructor_id: omar, from: DAY, days: 1, duration: 120, moving: res.body.data.id },
    });
    expect(moving.body.data.map((s: { starts_at: string }) => s.starts_at)).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00'].map((time) => Z(DAY, time)));
    // Only the student's own booked lesson: another's is not found.
    expect((await call(t.app, 'listLessonSlots', { token: other.token, query: { from: DAY, days: 1, moving: res.body.data.id } })).status).toBe(404);

    await book(student, omar, Z(NEXT, '13:00'));
    const busy = await book(student, sarah, Z(NEXT, '13:30'));
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('student_busy');
    expect(await t.db.selectFrom('lessons').select('id').where('student_id', '=', student.user.id).execute()).toHaveLength(2);
  });

  test('listMyLessons: lessons, hours and BDE progress', async () => {
    const student = await createStudent(t);
    expect((await call(t.app, 'listMyLessons')).status).toBe(401);
    const empty = await call(t.app, 'listMyLessons', { token: student.token });
    expect(empty.body).toMatchObject({ data: [], hours: { bought: 0, booked: 0, completed: 0, forfeited: 0, left: 0 }, bde: null, cancel_cutoff_hours: 48 });
    await giveHours(t.db, student.user.id, 10, { bde: true, firstDate: '2028-02-29' });
    await giveHours(t.db, student.user.id, 2);
    await book(student, omar, Z(NEXT, '15:00'));
    const later = await book(student, sarah, Z(DAY, '15:00'));
    expect(later.status).toBe(201);
    const res = await call(t.app, 'listMyLessons', { token: student.token });
    expect(res.body.data.map((l: { starts_at: string }) => l.starts_at)).toEqual([Z(DAY, '15:00'), Z(NEXT, '15:00')]);
    expect(res.body.hours).toEqual({ bought: 12, booked: 2, completed: 0, forfeited: 0, left: 10 });
    expect(res.body.bde).toEqual({ required_hours: 10, completed_hours: 0, course_start: '2028-02-29', deadline: '2029-03-01' });
  });

  test('the school’s BDE rules set the daily limit, the hours a course requires and the months to finish it', async () => {
    await t.db.updateTable('school_settings').set({ bde_in_car_hours_per_day: 1, bde_in_car_hours: 12, bde_in_car_months: 18 }).execute();
    try {
      // Instructors of this test alone: the other tests' lessons do not take their time.
      const omar = await addInstructor(t.db);
      await addAvailability(t.db, omar, NEXT, '09:00', '13:00');
      const student = await createStudent(t);
      await giveHours(t.db, student.user.id, 10, { bde: true, firstDate: '2028-02-29' });
      const twoHours = await book(student, omar, Z(NEXT, '13:00'), 120);
      expect(twoHours.status).toBe(409);
      expect(twoHours.body).toMatchObject({ code: 'daily_limit', limit: 1, message: 'At most 1 hour of in-car lessons can be booked on one day.' });
      const slots = await call(t.app, 'listLessonSlots', { token: student.token, query: { instructor_id: omar, from: NEXT, days: 1, duration: 120 } });
      expect(slots.body.data).toEqual([]);
      expect((await book(student, omar, Z(NEXT, '13:00'))).status).toBe(201);
      expect((await book(student, omar, Z(NEXT, '15:00'))).body.code).toBe('daily_limit');
      const mine = await call(t.app, 'listMyLessons', { token: student.token });
      expect(mine.body.bde).toEqual({ required_hours: 12, completed_hours: 0, course_start: '2028-02-29', deadline: '2029-08-29' });
    } finally {
      await t.db.updateTable('school_settings').set({ bde_in_car_hours_per_day: 2, bde_in_car_hours: 10, bde_in_car_months: 12 }).execute();
    }
  });

  test('rescheduleMyLesson moves the lesson; a taken slot leaves it as it was; cancelMyLesson before the cut-off returns the hours', async () => {
    // Instructors of this test alone: the other tests' lessons do not take their time.
    const omar = await addInstructor(t.db);
    const sarah = await addInstructor(t.db);
    for (const id of [omar, sarah]) await addAvailability(t.db, id, NEXT, '09:00', '13:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 4);
    const lesson = (await book(student, omar, Z(NEXT, '16:00'))).body.data;
    const blocker = await createStudent(t);
    await giveHours(t.db, blocker.user.id, 4);
    expect((await book(blocker, sarah, Z(NEXT, '16:00'))).status).toBe(201);

    const refused = await call(t.app, 'rescheduleMyLesson', {
      token: student.token,
      params: { id: lesson.id },
      body: { instructor_id: sarah, starts_at: Z(NEXT, '15:30'), duration_minutes: 60 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('slot_taken');
    const still = await t.db.selectFrom('lessons').selectAll().where('id', '=', lesson.id).executeTakeFirstOrThrow();
    expect(still).toMatchObject({ instructor_id: omar, starts_at: Z(NEXT, '16:00'), sequence: 0 });
    expect((await t.db.selectFrom('lesson_units').select('starts_at').where('lesson_id', '=', lesson.id).execute()).length).toBe(2);

    // Half an hour later with the same instructor: the lesson's own half-hour counts as free.
    const moved = await call(t.app, 'rescheduleMyLesson', {
      token: student.token,
      params: { id: lesson.id },
      body: { instructor_id: omar, starts_at: Z(NEXT, '15:30'), duration_minutes: 60 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: lesson.id, starts_at: Z(NEXT, '15:30'), ends_at: Z(NEXT, '16:30') });
    const units = await t.db.selectFrom('lesson_units').select('starts_at').where('lesson_id', '=', lesson.id).orderBy('starts_at').execute();
    expect(units.map((u) => u.starts_at)).toEqual([Z(NEXT, '15:30'), Z(NEXT, '16:00')]);
    // And to another instructor over one of its own half-hours.
    const switched = await call(t.app, 'rescheduleMyLesson', {
      token: student.token,
      params: { id: lesson.id },
      body: { instructor_id: sarah, starts_at: Z(NEXT, '15:00'), duration_minutes: 60 },
    });
    expect(switched.status).toBe(200);
    const held = await t.db.selectFrom('lesson_units').select(['starts_at', 'instructor_id']).where('lesson_id', '=', lesson.id).orderBy('starts_at').execute();
    expect(held).toEqual([
      { starts_at: Z(NEXT, '15:00'), instructor_id: sarah },
      { starts_at: Z(NEXT, '15:30'), instructor_id: sarah },
    ]);

    const stranger = await createStudent(t);
    expect((await call(t.app, 'cancelMyLesson', { token: stranger.token, params: { id: lesson.id } })).status).toBe(404);
    expect(
      (
        await call(t.app, 'rescheduleMyLesson', {
          token: stranger.token,
          params: { id: lesson.id },
          body: { instructor_id: omar, starts_at: Z(NEXT, '15:00'), duration_minutes: 60 },
        })
      ).status,
    ).toBe(404);
    const cancelled = await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: lesson.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', counted: false });
    expect(await t.db.selectFrom('lesson_units').select('starts_at').where('lesson_id', '=', lesson.id).execute()).toEqual([]);
    const again = await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: lesson.id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_booked');
    const notBooked = await call(t.app, 'rescheduleMyLesson', {
      token: student.token,
      params: { id: lesson.id },
      body: { instructor_id: omar, starts_at: Z(NEXT, '15:00'), duration_minutes: 60 },
    });
    expect(notBooked.body.code).toBe('not_booked');
    expect((await call(t.app, 'listMyLessons', { token: student.token })).body.hours).toEqual({ bought: 4, booked: 0, completed: 0, forfeited: 0, left: 4 });
    expect((await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: 999999 } })).status).toBe(404);
  });

  test('the office books by email, lists, moves, cancels with or without the hours, and records outcomes', async () => {
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 6);
    const slots = await call(t.app, 'listAdminLessonSlots', {
      token: admin.token,
      query: { student_email: student.email.toUpperCase(), instructor_id: sarah, from: NEXT, days: 1 },
    });
    expect(slots.status).toBe(200);
    expect(slots.body.data.length).toBeGreaterThan(0);
    const unknownSlots = await call(t.app, 'listAdminLessonSlots', { token: admin.token, query: { student_email: 'nobody@example.com' } });
    expect(unknownSlots.status).toBe(422);
    expect(unknownSlots.body.errors.student_email).toEqual(['No student account has this email.']);
    expect((await call(t.app, 'listAdminLessonSlots', { token: student.token, query: { student_email: student.email } })).status).toBe(403);

    const wanted = { instructor_id: sarah, starts_at: slots.body.data[0].starts_at, duration_minutes: 60 };
    const unknown = await call(t.app, 'createAdminLesson', { token: admin.token, body: { ...wanted, student_email: 'nobody@example.com' } });
    expect(unknown.status).toBe(422);
    const created = await call(t.app, 'createAdminLesson', { token: admin.token, body: { ...wanted, student_email: student.email } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ booked_by: 'office', student: { id: student.user.id, email: student.email }, cancel_reason: null });
    const id = created.body.data.id;
    expect((await call(t.app, 'createAdminLesson', { token: admin.token, body: { ...wanted, student_email: student.email } })).body.code).toBe('student_busy');

    const list = await call(t.app, 'listAdminLessons', { token: admin.token, query: { from: DAY, to: NEXT, instructor_id: sarah } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((l: { id: number }) => l.id)).toContain(id);
    expect(list.body.data.every((l: { instructor: { id: number } }) => l.instructor.id === sarah)).toBe(true);
    expect((await call(t.app, 'listAdminLessons', { token: admin.token, query: { from: NEXT, to: DAY } })).status).toBe(422);
    expect((await call(t.app, 'listAdminLessons', { token: admin.token, query: { from: '2099-01-01', to: '2099-02-01' } })).status).toBe(422);
    expect((await call(t.app, 'listAdminLessons', { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'listAdminLessons', { token: student.token })).status).toBe(403);
    expect((await call(t.app, 'listAdminLessons')).status).toBe(401);

    const moved = await call(t.app, 'moveAdminLesson', { token: admin.token, params: { id }, body: { ...wanted, starts_at: slots.body.data[1].starts_at } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.starts_at).toBe(slots.body.data[1].starts_at);
    expect((await call(t.app, 'moveAdminLesson', { token: admin.token, params: { id: 999999 }, body: wanted })).status).toBe(404);

    const early = await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id }, body: { outcome: 'completed' } });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('not_started');

    const cancelled = await call(t.app, 'cancelAdminLesson', { token: admin.token, params: { id }, body: { counted: true, reason: ' Car in repair ' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', counted: true, cancel_reason: 'Car in repair' });
    expect((await call(t.app, 'cancelAdminLesson', { token: admin.token, params: { id }, body: { counted: false } })).body.code).toBe('not_booked');
    expect((await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id }, body: { outcome: 'no_show' } })).body.code).toBe('not_booked');
    expect((await call(t.app, 'moveAdminLesson', { token: admin.token, params: { id }, body: wanted })).body.code).toBe('not_booked');
    expect((await call(t.app, 'listMyLessons', { token: student.token })).body.hours).toEqual({ bought: 6, booked: 0, completed: 0, forfeited: 1, left: 5 });
  });

  test('recordLessonOutcome on a started lesson: completed, corrected to no-show and back', async () => {
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 3, { bde: true, paidAt: '2026-01-15T15:00:00.000Z' });
    const now = new Date().toISOString();
    const past = await t.db
      .insertInto('lessons')
      .values(
        bookedLessonRow(
          { studentId: student.user.id, instructorId: omar, start: Date.parse('2026-02-02T15:00:00.000Z'), minutes: 120, bookedBy: 'student' },
          now,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const done = await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id: past.id }, body: { outcome: 'completed' } });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('completed');
    let mine = await call(t.app, 'listMyLessons', { token: student.token });
    expect(mine.body.hours).toEqual({ bought: 3, booked: 0, completed: 2, forfeited: 0, left: 1 });
    expect(mine.body.bde).toEqual({ required_hours: 10, completed_hours: 2, course_start: '2026-01-15', deadline: '2027-01-15' });
    expect((await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id: past.id }, body: { outcome: 'no_show' } })).body.data.status).toBe(
      'no_show',
    );
    mine = await call(t.app, 'listMyLessons', { token: student.token });
    expect(mine.body.hours).toEqual({ bought: 3, booked: 0, completed: 0, forfeited: 2, left: 1 });
    expect((await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id: past.id }, body: { outcome: 'completed' } })).body.data.status).toBe(
      'completed',
    );
    expect((await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id: past.id }, body: { outcome: 'late' } })).status).toBe(422);
    // Progress counts what the instructor recorded as taught, in whole hours; the balance the booked hours.
    await t.db.updateTable('lessons').set({ taught_minutes: 90 }).where('id', '=', past.id).execute();
    mine = await call(t.app, 'listMyLessons', { token: student.token });
    expect(mine.body.hours).toEqual({ bought: 3, booked: 0, completed: 2, forfeited: 0, left: 1 });
    expect(mine.body.bde.completed_hours).toBe(1);
    const started = await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: past.id } });
    expect(started.body.code).toBe('not_booked');
  });
});
