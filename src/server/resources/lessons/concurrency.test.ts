import { call, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addAvailability, addInstructor, giveHours, mailsTo } from './fixtures';

// June 2099: Toronto is on EDT (UTC−4), so 09:00 there is 13:00Z.
const DAY = '2099-06-10';
const SLOT = '2099-06-10T13:00:00.000Z';

describe.each(engines())('lesson booking races (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 30_000);
  afterAll(() => t.close());

  const book = (who: Account, instructor: number, startsAt = SLOT) =>
    call(t.app, 'bookLesson', { token: who.token, body: { instructor_id: instructor, starts_at: startsAt, duration_minutes: 60 } });

  test('30 students booking one slot at once: exactly one 201, 29 × 409 slot_taken, one lesson and its half-hours', async () => {
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, DAY, '09:00', '11:00');
    const students = await Promise.all(Array.from({ length: 30 }, () => createStudent(t)));
    for (const s of students) await giveHours(t.db, s.user.id, 2);

    const answers = await Promise.all(students.map((s) => book(s, instructor)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(29);
    expect(refused.every((a) => a.status === 409 && a.body.code === 'slot_taken')).toBe(true);

    const lessons = await t.db.selectFrom('lessons').selectAll().where('instructor_id', '=', instructor).execute();
    expect(lessons).toHaveLength(1);
    const units = await t.db.selectFrom('lesson_units').selectAll().where('instructor_id', '=', instructor).orderBy('starts_at').execute();
    expect(units.map((u) => [u.lesson_id, u.starts_at])).toEqual([
      [lessons[0].id, SLOT],
      [lessons[0].id, '2099-06-10T13:30:00.000Z'],
    ]);
    const winner = students.find((s) => s.user.id === lessons[0].student_id)!;
    expect(await mailsTo(t.db, winner.email)).toHaveLength(1);
    for (const s of students.filter((x) => x !== winner)) expect(await mailsTo(t.db, s.email)).toEqual([]);
  }, 60_000);

  test('one student double-clicking two instructors at the same time gets one lesson', async () => {
    const first = await addInstructor(t.db);
    const second = await addInstructor(t.db);
    for (const id of [first, second]) await addAvailability(t.db, id, DAY, '09:00', '11:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 10);
    const answers = await Promise.all([book(student, first), book(student, second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(['student_busy', 'slot_taken']).toContain(answers.find((a) => a.status === 409)!.body.code);
    expect(await t.db.selectFrom('lessons').select('id').where('student_id', '=', student.user.id).execute()).toHaveLength(1);
  });

  test('one student booking three hours of one day at once gets at most two', async () => {
    const instructors = [await addInstructor(t.db), await addInstructor(t.db), await addInstructor(t.db)];
    for (const id of instructors) await addAvailability(t.db, id, DAY, '09:00', '17:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 10);
    const starts = ['2099-06-10T14:00:00.000Z', '2099-06-10T16:00:00.000Z', '2099-06-10T18:00:00.000Z'];
    const answers = await Promise.all(instructors.map((id, i) => book(student, id, starts[i])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('daily_limit');
  });

  test('a student with one hour left booking two lessons at once gets one', async () => {
    const instructors = [await addInstructor(t.db), await addInstructor(t.db)];
    for (const id of instructors) await addAvailability(t.db, id, '2099-06-12', '09:00', '17:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 1);
    const answers = await Promise.all([book(student, instructors[0], '2099-06-12T14:00:00.000Z'), book(student, instructors[1], '2099-06-12T16:00:00.000Z')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('no_hours');
  });
});
