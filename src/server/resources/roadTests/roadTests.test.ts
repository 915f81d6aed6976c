import { addDays, torontoDay } from '../../../contract/torontoTime';
import { addInstructor } from '../lessons/fixtures';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addLesson } from './fixtures';

type Test = {
  id: number;
  attempt: number;
  warmup_lesson_id: number | null;
  instructor: { id: number; name: string } | null;
  recorded_by: string;
  updated_at: string;
};

describe.each(engines())('road tests (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let instructorId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
    instructorId = await addInstructor(t.db, { fName: 'Nadia', lName: 'Benali' });
  }, 30_000);
  afterAll(() => t.close());

  const record = (student: Account, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call<{ data: Test; errors?: Record<string, string[]> }>(t.app, 'recordMyRoadTest', { token: student.token, body, headers });

  test('the centres ship with the product, Toronto Downsview among them', async () => {
    const res = await call<{ data: { id: string; name: string }[] }>(t.app, 'listDriveTestCentres');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(55);
    expect(res.body.data).toContainEqual({ id: 'toronto-downsview', name: 'Toronto Downsview' });
  });

  test('attempts count up per class, a test DriveTest cancelled is no attempt', async () => {
    const student = await createStudent(t);
    const body = { class: 'G2', taken_on: '2026-09-01', centre_id: 'kingston' };
    expect((await record(student, { ...body, result: 'fail' })).body.data.attempt).toBe(1);
    expect((await record(student, { ...body, result: 'not_taken' })).body.data.attempt).toBe(2);
    expect((await record(student, { ...body, result: 'pass' })).body.data.attempt).toBe(2);
    expect((await record(student, { ...body, class: 'G', result: 'fail' })).body.data.attempt).toBe(1);
    const list = await call<{ data: Test[] }>(t.app, 'listMyRoadTests', { token: student.token });
    expect(list.body.data).toHaveLength(4);
  });

  test('the lesson ending before the test on its day is the warm-up, and its instructor the test’s', async () => {
    const student = await createStudent(t);
    await addLesson(t.db, { studentId: student.user.id, instructorId, startsAt: '2026-10-15T12:00:00.000Z' });
    const warmup = await addLesson(t.db, { studentId: student.user.id, instructorId, startsAt: '2026-10-15T14:00:00.000Z' });
    await addLesson(t.db, { studentId: student.user.id, instructorId, startsAt: '2026-10-15T15:00:00.000Z', status: 'cancelled' });
    // 11:30 in Toronto (EDT) is 15:30Z: the lesson ending at 15:00Z is the warm-up, the one ending at 13:00Z too early.
    const timed = await record(student, { class: 'G2', taken_on: '2026-10-15', test_time: '11:30', centre_id: 'kingston', result: 'pass' });
    expect(timed.status).toBe(201);
    expect(timed.body.data.warmup_lesson_id).toBe(warmup);
    expect(timed.body.data.instructor).toEqual({ id: instructorId, name: 'Nadia B.' });
    const untimed = await record(student, { class: 'G', taken_on: '2026-10-15', centre_id: 'kingston', result: 'pass' });
    expect(untimed.body.data.warmup_lesson_id).toBe(warmup);
    const tooLate = await record(student, { class: 'G', taken_on: '2026-10-15', test_time: '08:00', centre_id: 'kingston', result: 'fail' });
    expect(tooLate.body.data.warmup_lesson_id).toBeNull();
  });

  test('a day after today or a centre not on the list is refused, with field errors in the student’s language', async () => {
    const student = await createStudent(t);
    const future = await record(
      student,
      { class: 'G2', taken_on: addDays(torontoDay(), 1), centre_id: 'kingston', result: 'pass' },
      { 'accept-language': 'fr' },
    );
    expect(future.status).toBe(422);
    expect(future.body.errors?.taken_on).toEqual(['Le jour de l’examen ne peut pas être après aujourd’hui.']);
    const centre = await record(student, { class: 'G2', taken_on: '2026-09-01', centre_id: 'atlantis', result: 'pass' });
    expect(centre.status).toBe(422);
    expect(Object.keys(centre.body.errors ?? {})).toContain('centre_id');
    expect((await call<{ data: Test[] }>(t.app, 'listMyRoadTests', { token: student.token })).body.data).toEqual([]);
  });

  test('a student removes their own record, not the office’s nor another student’s', async () => {
    const student = await createStudent(t);
    const other = await createStudent(t);
    const own = (await record(student, { class: 'G2', taken_on: '2026-09-01', centre_id: 'oshawa', result: 'fail' })).body.data;
    const office = await call<{ data: Test }>(t.app, 'recordStudentRoadTest', {
      token: admin.token,
      params: { id: student.user.id },
      body: { class: 'G2', taken_on: '2026-09-20', centre_id: 'oshawa', result: 'pass' },
    });
    expect(office.status).toBe(201);
    expect(office.body.data).toMatchObject({ attempt: 2, recorded_by: 'office' });
    expect((await call(t.app, 'removeMyRoadTest', { token: other.token, params: { id: own.id } })).status).toBe(404);
    expect((await call(t.app, 'removeMyRoadTest', { token: student.token, params: { id: office.body.data.id } })).status).toBe(403);
    expect((await call(t.app, 'removeMyRoadTest', { token: student.token, params: { id: own.id } })).status).toBe(200);
    const list = await call<{ data: Test[] }>(t.app, 'listStudentRoadTests', { token: admin.token, params: { id: student.user.id } });
    expect(list.body.data.map((r) => r.id)).toEqual([office.body.data.id]);
  });

  test('the office corrects a test onto the version it read, and deletes it', async () => {
    const student = await createStudent(t);
    const row = (await record(student, { class: 'G2', taken_on: '2026-09-01', centre_id: 'oshawa', result: 'fail' })).body.data;
    const body = { class: 'G2', taken_on: '2026-09-02', centre_id: 'oshawa', result: 'pass' };
    const fixed = await call<{ data: Test }>(t.app, 'correctRoadTest', {
      token: admin.token,
      params: { id: row.id },
      body: { ...body, expected_updated_at: row.updated_at },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ attempt: 1, recorded_by: 'office' });
    const stale = await call(t.app, 'correctRoadTest', { token: admin.token, params: { id: row.id }, body: { ...body, expected_updated_at: row.updated_at } });
    expect(stale.status).toBe(409);
    expect((await call(t.app, 'deleteRoadTest', { token: admin.token, params: { id: row.id } })).status).toBe(200);
    expect((await call(t.app, 'deleteRoadTest', { token: admin.token, params: { id: row.id } })).status).toBe(404);
  });

  test('the office’s operations name a student’s account: anyone else’s is a 404, and a student’s token opens none', async () => {
    const res = await call(t.app, 'listStudentRoadTests', { token: admin.token, params: { id: admin.user.id } });
    expect(res.status).toBe(404);
    const student = await createStudent(t);
    expect((await call(t.app, 'listStudentRoadTests', { token: student.token, params: { id: student.user.id } })).status).toBe(403);
  });
});
