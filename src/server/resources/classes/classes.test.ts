import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { torontoDay } from '../../../contract/torontoTime';
import { createTeacher } from '../applications/fixtures';
import { addAvailability, addInstructor, openBdeCourse } from '../lessons/fixtures';

// A class date far ahead (its sessions in June 2099, Toronto on EDT: 09:00 there is 13:00Z) and
// one in the past, where attendance can be taken.
const FUTURE_DAY = '2099-06-10';
const PAST_DAY = '2026-01-15';

describe.each(engines())('BDE class sessions and attendance (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  /** A student with an open course on a class date of its own; the class date's id and the course's. */
  async function classWithStudent(courseStart = '2099-06-01', g1Expiry?: string) {
    const student = await createStudent(t);
    const course = await openBdeCourse(t.db, student.user.id, courseStart, { status: 'enrolled', g1Expiry });
    const { package_date_id } = await t.db
      .selectFrom('bde_courses')
      .innerJoin('bookings', 'bookings.id', 'bde_courses.booking_id')
      .select('bookings.package_date_id')
      .where('bde_courses.id', '=', course)
      .executeTakeFirstOrThrow();
    return { student, course, classId: package_date_id! };
  }

  const schedule = (classId: number, body: Record<string, unknown>, lang = 'en') =>
    call(t.app, 'createBdeClassSession', {
      token: admin.token,
      params: { id: classId },
      headers: { 'accept-language': lang },
      body: { day: FUTURE_DAY, mode: 'classroom', room: 'Room 2', ...body },
    });
  const sessionsOf = (classId: number) => t.db.selectFrom('bde_class_sessions').selectAll().where('package_date_id', '=', classId).execute();

  test('the office lists its classes with their students and scheduled minutes', async () => {
    const { classId } = await classWithStudent();
    expect((await schedule(classId, { from: '09:00', to: '12:00' })).status).toBe(201);
    const listed = await call(t.app, 'listBdeClasses', { token: admin.token });
    expect(listed.body.data.find((c: { id: number }) => c.id === classId)).toMatchObject({
      students: 1,
      scheduled_minutes: 180,
      package: { name: { en: 'BDE' } },
    });
    expect((await call(t.app, 'listBdeClasses', { token: (await createStudent(t)).token })).status).toBe(403);
  });

  test('a session is scheduled in Toronto time with its room and instructor; the roster lists the class’s students', async () => {
    const { classId, course, student } = await classWithStudent();
    const instructor = await addInstructor(t.db, { fName: 'Nadia', lName: 'Tremblay' });
    const answer = await schedule(classId, { from: '09:00', to: '11:30', instructor_id: instructor });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      class_id: classId,
      day: FUTURE_DAY,
      starts_at: '2099-06-10T13:00:00.000Z',
      ends_at: '2099-06-10T15:30:00.000Z',
      mode: 'classroom',
      room: 'Room 2',
      instructor: { id: instructor, name: 'Nadia T.' },
      roster: [{ course_id: course, student: { id: student.user.id, email: student.email }, status: null, minutes: null }],
    });
    const listed = await call(t.app, 'listBdeClassSessions', { token: admin.token, params: { id: classId } });
    expect(listed.body.data.map((s: { id: number }) => s.id)).toEqual([answer.body.data.id]);
  });

  test('refused with field errors or a conflict, nothing written: an end before the start, an instructor not accepted, an overlap', async () => {
    const { classId } = await classWithStudent();
    expect((await schedule(classId, { from: '12:00', to: '09:00' })).body.errors).toEqual({ to: ['The end must be after the start.'] });
    const pending = await addInstructor(t.db, { status: 'pending' });
    expect((await schedule(classId, { from: '09:00', to: '10:00', instructor_id: pending })).body.errors).toHaveProperty('instructor_id');
    expect((await schedule(classId, { from: '09:00', to: '11:00' })).status).toBe(201);
    const overlap = await schedule(classId, { from: '10:30', to: '12:00' }, 'fr');
    expect(overlap.body).toMatchObject({ code: 'session_overlap', message: expect.stringContaining('chevauche') });
    expect(await sessionsOf(classId)).toHaveLength(1);
    expect(
      (
        await call(t.app, 'createBdeClassSession', {
          token: admin.token,
          params: { id: 999_999 },
          body: { day: FUTURE_DAY, from: '09:00', to: '10:00', mode: 'online' },
        })
      ).status,
    ).toBe(404);
  });

  test('at most five hours of class a day: a sixth is refused with the limit; another day is free', async () => {
    const { classId } = await classWithStudent();
    expect((await schedule(classId, { from: '09:00', to: '12:00' })).status).toBe(201);
    expect((await schedule(classId, { from: '13:00', to: '15:00', mode: 'online', room: null })).status).toBe(201);
    const over = await schedule(classId, { from: '15:00', to: '16:00' }, 'ar');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'class_day_limit', limit: 5 });
    expect((await schedule(classId, { day: '2099-06-11', from: '15:00', to: '16:00' })).status).toBe(201);
  });

  test('two three-hour sessions of one class scheduled on one day at once: one is kept, the other refused by the limit', async () => {
    const { classId } = await classWithStudent();
    const answers = await Promise.all([schedule(classId, { from: '08:00', to: '11:00' }), schedule(classId, { from: '12:00', to: '15:00' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('class_day_limit');
    expect(await sessionsOf(classId)).toHaveLength(1);
  });

  test('attendance: once started; present counts the session, late the minutes given, absent none; the first moves the course in progress', async () => {
    const { classId, course, student } = await classWithStudent();
    const other = await createStudent(t);
    const otherCourse = await openBdeCourse(t.db, other.user.id, '2099-06-01');
    const future = (await schedule(classId, { from: '09:00', to: '12:00' })).body.data.id;
    const take = (id: number, entries: unknown[]) => call(t.app, 'recordBdeAttendance', { token: admin.token, params: { id }, body: { entries } });
    expect((await take(future, [{ course_id: course, status: 'present' }])).body.code).toBe('session_not_started');

    const past = (await schedule(classId, { day: PAST_DAY, from: '09:00', to: '12:00' })).body.data.id;
    expect((await take(past, [{ course_id: otherCourse, status: 'present' }])).body.errors).toHaveProperty('entries');
    expect((await take(past, [{ course_id: course, status: 'late', minutes: 180 }])).status).toBe(422);
    const late = await take(past, [{ course_id: course, status: 'late', minutes: 150 }]);
    expect(late.status).toBe(200);
    expect(late.body.data.roster).toEqual([expect.objectContaining({ course_id: course, status: 'late', minutes: 150 })]);
    const row = await t.db.selectFrom('bde_courses').select('status').where('id', '=', course).executeTakeFirstOrThrow();
    expect(row.status).toBe('in_progress');

    expect((await take(past, [{ course_id: course, status: 'present' }])).body.data.roster[0]).toMatchObject({ status: 'present', minutes: 180 });
    const [mine] = (await call(t.app, 'listMyBdeCourses', { token: student.token })).body.data;
    expect(mine.progress).toMatchObject({ class_minutes: 180, class_hours_required: 20, in_car_minutes: 0, in_car_hours_required: 10 });
    const recorded = await t.db.selectFrom('bde_attendance').selectAll().where('session_id', '=', past).execute();
    expect(recorded).toEqual([expect.objectContaining({ course_id: course, status: 'present', minutes: 180, recorded_by: admin.user.id })]);

    expect((await call(t.app, 'deleteBdeClassSession', { token: admin.token, params: { id: past } })).body.code).toBe('has_attendance');
    expect((await call(t.app, 'deleteBdeClassSession', { token: admin.token, params: { id: future } })).status).toBe(200);
    expect((await sessionsOf(classId)).map((s) => s.id)).toEqual([past]);
  });

  test('on a day of five hours of class, a BDE student books at most one hour in-car: the two-hour times are not offered, booking one is refused', async () => {
    const { classId, student } = await classWithStudent('2099-06-01', '2103-01-01');
    await schedule(classId, { from: '08:00', to: '13:00' });
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, FUTURE_DAY, '14:00', '20:00');
    const slots = (duration: 60 | 120) =>
      call(t.app, 'listLessonSlots', { token: student.token, query: { instructor_id: instructor, from: FUTURE_DAY, days: 1, duration } });
    expect((await slots(120)).body.data).toEqual([]);
    expect((await slots(60)).body.data.length).toBeGreaterThan(0);

    const book = (minutes: 60 | 120, startsAt: string) =>
      call(t.app, 'bookLesson', { token: student.token, body: { instructor_id: instructor, starts_at: startsAt, duration_minutes: minutes } });
    expect((await book(120, '2099-06-10T18:00:00.000Z')).body).toMatchObject({ code: 'full_class_day', limit: 1 });
    expect((await book(60, '2099-06-10T18:00:00.000Z')).status).toBe(201);
    expect((await book(60, '2099-06-10T20:00:00.000Z')).body.code).toBe('full_class_day');
  });

  test('a session that makes a full class day is refused while a student has more in-car hours booked that day than such a day allows', async () => {
    const { classId, student } = await classWithStudent('2099-06-01', '2103-01-01');
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, FUTURE_DAY, '14:00', '20:00');
    const booked = await call(t.app, 'bookLesson', {
      token: student.token,
      body: { instructor_id: instructor, starts_at: '2099-06-10T18:00:00.000Z', duration_minutes: 120 },
    });
    expect(booked.status).toBe(201);
    expect((await schedule(classId, { from: '08:00', to: '12:00' })).status).toBe(201);

    const refused = await schedule(classId, { from: '12:30', to: '13:30' }, 'fr');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'full_class_day', limit: 1 });
    expect(refused.body.message).toContain('1 heure');
    expect(await sessionsOf(classId)).toHaveLength(1);

    await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: booked.body.data.id } });
    expect((await schedule(classId, { from: '12:30', to: '13:30' })).status).toBe(201);
  });

  test('two-hour lessons booked while the sessions making full class days are scheduled: of each pair exactly one is kept', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { classId, student } = await classWithStudent('2099-06-01', '2103-01-01');
        const instructor = await addInstructor(t.db);
        await addAvailability(t.db, instructor, FUTURE_DAY, '14:00', '20:00');
        expect((await schedule(classId, { from: '08:00', to: '12:00' })).status).toBe(201);
        return { classId, student, instructor };
      }),
    );
    const answers = await Promise.all(
      pairs.map(({ classId, student, instructor }) =>
        Promise.all([
          call(t.app, 'bookLesson', {
            token: student.token,
            body: { instructor_id: instructor, starts_at: '2099-06-10T18:00:00.000Z', duration_minutes: 120 },
          }),
          schedule(classId, { from: '12:30', to: '13:30' }),
        ]),
      ),
    );
    for (const [lesson, session] of answers) {
      expect([lesson.status, session.status].sort()).toEqual([201, 409]);
      expect([lesson.body.code, session.body.code].filter(Boolean)).toEqual(['full_class_day']);
    }
  });

  test('the instructor of a session lists it and takes its attendance, as for online class time; another instructor can do neither', async () => {
    const { classId, course, student } = await classWithStudent();
    const teacher = await createTeacher(t);
    const instructor = await addInstructor(t.db, { fName: 'Lina', lName: 'Haddad', userId: teacher.user.id });
    const stranger = await createTeacher(t);
    await addInstructor(t.db, { userId: stranger.user.id });
    const today = torontoDay();
    const online = (await schedule(classId, { day: today, from: '00:00', to: '00:30', mode: 'online', room: null, instructor_id: instructor })).body.data.id;
    const other = (await schedule(classId, { day: today, from: '01:00', to: '01:30', mode: 'online', room: null })).body.data.id;

    const mine = await call(t.app, 'listMyBdeSessions', { token: teacher.token });
    expect(mine.body.data.map((s: { id: number }) => s.id)).toEqual([online]);
    expect(mine.body.data[0].roster).toEqual([expect.objectContaining({ course_id: course, status: null })]);
    expect((await call(t.app, 'listMyBdeSessions', { token: stranger.token })).body.data).toEqual([]);

    const entries = [{ course_id: course, status: 'present' }];
    const taken = await call(t.app, 'recordMyBdeAttendance', { token: teacher.token, params: { id: online }, body: { entries } });
    expect(taken.status).toBe(200);
    expect(taken.body.data.roster).toEqual([expect.objectContaining({ course_id: course, status: 'present', minutes: 30 })]);
    const row = await t.db.selectFrom('bde_attendance').select('recorded_by').where('session_id', '=', online).executeTakeFirstOrThrow();
    expect(row.recorded_by).toBe(teacher.user.id);
    expect((await call(t.app, 'recordMyBdeAttendance', { token: stranger.token, params: { id: online }, body: { entries } })).status).toBe(404);
    expect((await call(t.app, 'recordMyBdeAttendance', { token: teacher.token, params: { id: other }, body: { entries } })).status).toBe(404);

    // The students of their sessions are theirs for home-link work as well.
    const assignment = (await call(t.app, 'createBdeHomeLinkAssignment', { token: admin.token, body: { title: { en: 'Night driving' }, minutes: 60 } })).body
      .data.id;
    await call(t.app, 'markMyHomeLinkDone', { token: student.token, params: { id: course, assignmentId: assignment }, body: { guardian_name: 'Rana Haddad' } });
    const toCheck = async (who: typeof teacher) =>
      (await call(t.app, 'listMyStudentsHomeLink', { token: who.token })).body.data.map((w: { course_id: number }) => w.course_id);
    expect(await toCheck(teacher)).toEqual([course]);
    expect(await toCheck(stranger)).toEqual([]);
  });
});
