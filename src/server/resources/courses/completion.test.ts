import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { createTeacher } from '../applications/fixtures';
import { addInstructor, openBdeCourse } from '../lessons/fixtures';
import { bookedLessonRow } from '../lessons/repository';

describe.each(engines())('BDE home-link, final test and readiness (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let instructor: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
    instructor = await addInstructor(t.db);
  }, 30_000);
  afterAll(() => t.close());

  const requireHours = (hours: { bde_class_hours: number; bde_in_car_hours: number; bde_home_link_hours: number }) =>
    t.db.updateTable('school_settings').set(hours).execute();

  /** A student with an open course started in the past, and the course. */
  async function student(status: 'enrolled' | 'in_progress' = 'in_progress') {
    const account = await createStudent(t);
    return { account, course: await openBdeCourse(t.db, account.user.id, '2026-01-10', { status }) };
  }

  const myCourse = async (s: Account, id: number) =>
    (await call(t.app, 'listMyBdeCourses', { token: s.token })).body.data.find((c: { id: number }) => c.id === id);
  const addAssignment = async (en: string, minutes: number) =>
    (await call(t.app, 'createBdeHomeLinkAssignment', { token: admin.token, body: { title: { en, fr: `${en} (fr)` }, minutes } })).body.data.id as number;
  const markDone = (s: Account, course: number, assignmentId: number, guardian_name: string) =>
    call(t.app, 'markMyHomeLinkDone', { token: s.token, params: { id: course, assignmentId }, body: { guardian_name } });
  const accept = (course: number, assignmentId: number) => call(t.app, 'acceptBdeHomeLink', { token: admin.token, params: { id: course, assignmentId } });
  const sitTest = (course: number, taken_on: string, theory_percent: number, in_car_percent: number) =>
    call(t.app, 'recordBdeFinalTest', { token: admin.token, params: { id: course }, body: { taken_on, theory_percent, in_car_percent } });

  test('the office sets assignments; a student marks one done with a guardian; the office accepts it and its minutes count', async () => {
    const logbook = await addAssignment('Logbook of night driving', 60);
    const changed = await call(t.app, 'updateBdeHomeLinkAssignment', {
      token: admin.token,
      params: { id: logbook },
      body: { title: { en: 'Night driving logbook', ar: 'سجل القيادة الليلية' }, minutes: 90 },
    });
    expect(changed.body.data).toEqual({
      id: logbook,
      title: { en: 'Night driving logbook', fr: '', ar: 'سجل القيادة الليلية' },
      minutes: 90,
      recorded_by_courses: 0,
    });
    const { account, course } = await student();

    expect((await markDone(account, course, logbook, '   ')).body.errors).toEqual({ guardian_name: [expect.stringContaining('parent or guardian')] });
    expect((await markDone(await createStudent(t), course, logbook, 'Lin Chen')).status).toBe(404);
    expect((await accept(course, logbook)).body.code).toBe('not_done');

    const done = await markDone(account, course, logbook, ' Lin Chen ');
    expect(done.status).toBe(200);
    expect(done.body.data.home_link).toContainEqual(
      expect.objectContaining({ assignment_id: logbook, status: 'done', guardian_name: 'Lin Chen', minutes: 90, accepted_at: null }),
    );
    expect(done.body.data.progress).toEqual(expect.objectContaining({ home_link_minutes: 0, home_link_hours_required: 10 }));

    const accepted = await accept(course, logbook);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.home_link).toContainEqual(
      expect.objectContaining({ assignment_id: logbook, status: 'accepted', accepted_at: expect.any(String) }),
    );
    expect((await myCourse(account, course)).progress.home_link_minutes).toBe(90);
    expect((await accept(course, logbook)).status).toBe(200);
    expect((await markDone(account, course, logbook, 'Someone Else')).body.code).toBe('already_accepted');
    expect(await t.db.selectFrom('bde_home_link_work').select(['guardian_name', 'accepted_by']).where('course_id', '=', course).execute()).toEqual([
      { guardian_name: 'Lin Chen', accepted_by: admin.user.id },
    ]);

    const list = await call(t.app, 'listBdeHomeLinkAssignments', { token: admin.token });
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: logbook, recorded_by_courses: 1 }));
    expect((await call(t.app, 'deleteBdeHomeLinkAssignment', { token: admin.token, params: { id: logbook } })).body.code).toBe('has_work');
    const unused = await addAssignment('Parking practice', 30);
    expect((await call(t.app, 'deleteBdeHomeLinkAssignment', { token: admin.token, params: { id: unused } })).status).toBe(200);
    expect((await call(t.app, 'deleteBdeHomeLinkAssignment', { token: admin.token, params: { id: unused } })).status).toBe(404);
  });

  test("the student's in-car instructor lists their work marked done and accepts it; another instructor does neither", async () => {
    const teacherAccount = await createTeacher(t);
    const teacher = await addInstructor(t.db, { userId: teacherAccount.user.id });
    const stranger = await createTeacher(t);
    await addInstructor(t.db, { userId: stranger.user.id });
    const { account, course } = await student();
    const now = new Date().toISOString();
    await t.db
      .insertInto('lessons')
      .values(
        bookedLessonRow(
          { studentId: account.user.id, instructorId: teacher, start: Date.parse('2026-02-03T15:00:00.000Z'), minutes: 60, bookedBy: 'office' },
          now,
        ),
      )
      .execute();
    const parking = await addAssignment('Parallel parking with a parent', 45);
    expect((await markDone(account, course, parking, 'Omar Haddad')).status).toBe(200);

    const toCheck = (who: Account) => call(t.app, 'listMyStudentsHomeLink', { token: who.token });
    const acceptAs = (who: Account) => call(t.app, 'acceptMyStudentsHomeLink', { token: who.token, params: { id: course, assignmentId: parking } });
    expect((await toCheck(teacherAccount)).body.data).toContainEqual({
      course_id: course,
      student_name: account.user.name,
      assignment_id: parking,
      title: { en: 'Parallel parking with a parent', fr: 'Parallel parking with a parent (fr)', ar: '' },
      minutes: 45,
      guardian_name: 'Omar Haddad',
      done_at: expect.any(String),
    });
    expect((await toCheck(stranger)).body.data).toEqual([]);
    expect((await acceptAs(stranger)).status).toBe(404);

    const accepted = await acceptAs(teacherAccount);
    expect(accepted.status).toBe(200);
    expect((await toCheck(teacherAccount)).body.data.filter((w: { course_id: number }) => w.course_id === course)).toEqual([]);
    expect((await myCourse(account, course)).progress.home_link_minutes).toBe(45);
    const row = await t.db.selectFrom('bde_home_link_work').select('accepted_by').where('course_id', '=', course).executeTakeFirstOrThrow();
    expect(row.accepted_by).toBe(teacherAccount.user.id);
  });

  test('the final test: scores per part, passed at the pass mark in both, retakes kept, nothing after a pass', async () => {
    const { account, course } = await student('enrolled');
    const future = await sitTest(course, '2099-01-01', 90, 90);
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['taken_on']);
    expect((await sitTest(course, '2025-12-31', 90, 90)).status).toBe(422);

    const failed = await sitTest(course, '2026-02-01', 95, 69);
    expect(failed.status).toBe(201);
    expect(failed.body.data.status).toBe('in_progress');
    const passed = await sitTest(course, '2026-02-08', 70, 70);
    expect(passed.body.data.tests).toEqual([
      { id: expect.any(Number), taken_on: '2026-02-01', theory_percent: 95, in_car_percent: 69, passed: false },
      { id: expect.any(Number), taken_on: '2026-02-08', theory_percent: 70, in_car_percent: 70, passed: true },
    ]);
    expect((await myCourse(account, course)).progress).toEqual(expect.objectContaining({ test_passed: true, pass_percent: 70 }));
    expect((await sitTest(course, '2026-02-09', 100, 100)).body.code).toBe('already_passed');

    const closed = await openBdeCourse(t.db, (await createStudent(t)).user.id, '2026-01-10', { status: 'certified' });
    expect((await sitTest(closed, '2026-02-01', 90, 90)).body.code).toBe('course_closed');
    expect((await sitTest(999_999, '2026-02-01', 90, 90)).status).toBe(404);
  });

  test('a course is ready once class, in-car and home-link hours and the test are in, and back in progress when a correction undoes one', async () => {
    await requireHours({ bde_class_hours: 1, bde_in_car_hours: 1, bde_home_link_hours: 1 });
    try {
      const { account, course } = await student();
      const now = new Date().toISOString();
      const lesson = await t.db
        .insertInto('lessons')
        .values(
          bookedLessonRow(
            { studentId: account.user.id, instructorId: instructor, start: Date.parse('2026-02-02T15:00:00.000Z'), minutes: 60, bookedBy: 'office' },
            now,
          ),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id: lesson.id }, body: { outcome: 'completed' } })).status).toBe(200);
      const homework = await addAssignment('Highway merging', 60);
      await markDone(account, course, homework, 'Lin Chen');
      await accept(course, homework);
      expect((await sitTest(course, '2026-02-03', 80, 80)).body.data).toEqual(expect.objectContaining({ status: 'in_progress', ready_at: null }));

      // One hour of class: the last part, taken as attendance of a session of the course's class date.
      const { package_date_id } = await t.db
        .selectFrom('bookings')
        .innerJoin('bde_courses', 'bde_courses.booking_id', 'bookings.id')
        .select('bookings.package_date_id')
        .where('bde_courses.id', '=', course)
        .executeTakeFirstOrThrow();
      const session = await t.db
        .insertInto('bde_class_sessions')
        .values({
          package_date_id: package_date_id!,
          day: '2026-01-10',
          starts_at: '2026-01-10T14:00:00.000Z',
          ends_at: '2026-01-10T15:00:00.000Z',
          mode: 'classroom',
          room: null,
          instructor_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const take = (status: string, minutes?: number) =>
        call(t.app, 'recordBdeAttendance', { token: admin.token, params: { id: session.id }, body: { entries: [{ course_id: course, status, minutes }] } });
      expect((await take('present')).status).toBe(200);
      expect(await myCourse(account, course)).toEqual(expect.objectContaining({ status: 'ready', ready_at: expect.any(String) }));
      expect((await take('late', 30)).status).toBe(200);
      expect(await myCourse(account, course)).toEqual(expect.objectContaining({ status: 'in_progress', ready_at: null }));
      await take('present');
      // What a course needs changes: the school's home-link hours, or what an assignment credits.
      const setRules = async (rules: Record<string, number>) => {
        const current = (await call(t.app, 'getSettings', { token: admin.token })).body.data;
        const { hst_number, hst_rate_bp, payment_instructions, hold_minutes, pay_at_school_enabled } = current;
        const body = {
          legal_name: 'Drive Ontario Inc.',
          address: 'Kingston',
          hst_number,
          hst_rate_bp,
          payment_instructions,
          hold_minutes,
          pay_at_school_enabled,
          ...rules,
        };
        expect((await call(t.app, 'updateSettings', { token: admin.token, body })).status).toBe(200);
      };
      const credit = async (minutes: number) =>
        expect(
          (
            await call(t.app, 'updateBdeHomeLinkAssignment', {
              token: admin.token,
              params: { id: homework },
              body: { title: { en: 'Highway merging' }, minutes },
            })
          ).status,
        ).toBe(200);
      await setRules({ bde_home_link_hours: 2 });
      expect((await myCourse(account, course)).status).toBe('in_progress');
      await setRules({ bde_home_link_hours: 1 });
      expect((await myCourse(account, course)).status).toBe('ready');
      await credit(45);
      expect((await myCourse(account, course)).status).toBe('in_progress');
      await credit(60);
      expect((await myCourse(account, course)).status).toBe('ready');
      // An in-car lesson corrected to a no-show takes the in-car hour away again.
      await call(t.app, 'recordLessonOutcome', { token: admin.token, params: { id: lesson.id }, body: { outcome: 'no_show' } });
      expect((await myCourse(account, course)).status).toBe('in_progress');
    } finally {
      await requireHours({ bde_class_hours: 20, bde_in_car_hours: 10, bde_home_link_hours: 10 });
    }
  });
});

describe.each(engines())('BDE certification (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  const certify = (id: number, issued_on: string, mto_reference: string) =>
    call(t.app, 'certifyBdeCourse', { token: admin.token, params: { id }, body: { issued_on, mto_reference } });
  const markReady = (id: number, at: string) => t.db.updateTable('bde_courses').set({ status: 'ready', ready_at: at }).where('id', '=', id).execute();

  test('a ready course is certified with its day and the Ministry’s reference, closing it and mailing the student in their language', async () => {
    const student = await createStudent(t);
    await t.db.updateTable('users').set({ email_locale: 'fr' }).where('id', '=', student.user.id).execute();
    const course = await openBdeCourse(t.db, student.user.id, '2026-01-10');
    expect((await certify(course, '2026-06-01', 'BDE-2026-0042')).body.code).toBe('not_ready');

    await markReady(course, '2026-05-30T14:00:00.000Z');
    expect(Object.keys((await certify(course, '2099-01-01', 'BDE-2026-0042')).body.errors)).toEqual(['issued_on']);
    expect((await certify(course, '2026-06-01', '<script>')).status).toBe(422);
    const done = await certify(course, '2026-06-01', ' BDE-2026-0042 ');
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual(
      expect.objectContaining({
        status: 'certified',
        certificate: { issued_on: '2026-06-01', mto_reference: 'BDE-2026-0042' },
        certified_by: { name: admin.user.name, at: expect.any(String) },
      }),
    );
    await t.mailSent();
    const [mail] = t.outbox.filter((sent) => sent.to === student.email);
    expect(mail.subject).toBe('Votre certificat de formation à la conduite a été transmis au ministère');
    expect(mail.text).toContain('BDE-2026-0042');
    expect(mail.text).toContain(`${t.config.siteOrigin}/fr/account#course`);
    expect((await certify(course, '2026-06-01', 'BDE-2026-0042')).body.code).toBe('course_closed');
    const [mine] = (await call(t.app, 'listMyBdeCourses', { token: student.token })).body.data;
    expect(mine.certificate).toEqual({ issued_on: '2026-06-01', mto_reference: 'BDE-2026-0042' });
  });

  test('the queue: ready courses oldest first; at risk, the in-car part ending soon with hours left, or nothing recorded for weeks', async () => {
    const today = new Date();
    const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    const [late, early, ending, idle, fine] = await Promise.all([1, 2, 3, 4, 5].map(() => createStudent(t)));
    const lateCourse = await openBdeCourse(t.db, late.user.id, daysAgo(40));
    const earlyCourse = await openBdeCourse(t.db, early.user.id, daysAgo(40));
    await markReady(lateCourse, '2026-05-02T14:00:00.000Z');
    await markReady(earlyCourse, '2026-05-01T14:00:00.000Z');
    // A course started 11 months ago: its in-car part ends within the 8 weeks of `bde_at_risk_weeks`.
    const endingCourse = await openBdeCourse(t.db, ending.user.id, daysAgo(340));
    // Opened 60 days ago and nothing recorded since: idle past the 4 weeks of `bde_idle_weeks`.
    const idleCourse = await openBdeCourse(t.db, idle.user.id, daysAgo(60));
    await t.db
      .updateTable('bde_courses')
      .set({ created_at: `${daysAgo(60)}T12:00:00.000Z` })
      .where('id', '=', idleCourse)
      .execute();
    const fineCourse = await openBdeCourse(t.db, fine.user.id, daysAgo(5));

    const queue = await call(t.app, 'listBdeCertificationQueue', { token: admin.token });
    expect(queue.status).toBe(200);
    const readyIds = queue.body.ready.map((c: { id: number }) => c.id);
    expect(readyIds.indexOf(earlyCourse)).toBeLessThan(readyIds.indexOf(lateCourse));
    const risks = new Map(queue.body.at_risk.map((r: { course: { id: number }; reasons: string[] }) => [r.course.id, r.reasons]));
    expect(risks.get(endingCourse)).toEqual(['deadline']);
    expect(risks.get(idleCourse)).toEqual(['idle']);
    expect(risks.has(fineCourse)).toBe(false);
    expect((await call(t.app, 'listBdeCertificationQueue', { token: late.token })).status).toBe(403);
  });
});
