import { createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { bookLesson, cancelLesson, freeSlots, moveLesson } from './domain';
import { addAvailability, addInstructor, envOfTest, giveHours } from './fixtures';

/*
 * Rules that depend on the time, through the domain with a fixed clock (`now`): daylight-saving
 * days, the cancellation cut-off on both sides, and lessons that have started.
 */
describe.each(engines())('lessons at a fixed time (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 30_000);
  afterAll(() => t.close());

  const starts = (slots: { start: number }[]) => slots.map((s) => new Date(s.start).toISOString());

  test.each([
    // Clocks go forward at 2 am: 09:00 is EDT (UTC−4).
    ['2026-03-08', '2026-03-01T12:00:00.000Z', ['2026-03-08T13:00:00.000Z', '2026-03-08T13:30:00.000Z', '2026-03-08T14:00:00.000Z']],
    // Clocks go back at 2 am: 09:00 is EST (UTC−5).
    ['2026-11-01', '2026-10-25T12:00:00.000Z', ['2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z', '2026-11-01T15:00:00.000Z']],
  ])('availability 09:00–11:00 Toronto on %s gives slots at 09:00 wall clock', async (day, now, expected) => {
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, day, '09:00', '11:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 2);
    const slots = await freeSlots(t.db, student.user.id, { instructor_id: instructor, from: day, days: 1, duration: 60 }, now);
    expect(starts(slots)).toEqual(expected);
    const twoHours = await freeSlots(t.db, student.user.id, { instructor_id: instructor, from: day, days: 1, duration: 120 }, now);
    expect(starts(twoHours)).toEqual([expected[0]]);
    const lesson = await bookLesson(
      t.db,
      envOfTest(t),
      student.user.id,
      { instructor_id: instructor, starts_at: expected[0], duration_minutes: 120 },
      'student',
      now,
    );
    expect(lesson.ends_at).toBe(new Date(Date.parse(expected[0]) + 2 * 3_600_000).toISOString());
    // Slots that have started are not offered.
    const during = new Date(Date.parse(expected[0]) + 60_000).toISOString();
    expect(await freeSlots(t.db, student.user.id, { instructor_id: instructor, from: day, days: 1 }, during)).toEqual([]);
  });

  test('the daily limit is per Toronto day, not per UTC day', async () => {
    const instructor = await addInstructor(t.db);
    // 19:00–23:00 in Toronto (EDT) runs past UTC midnight.
    await addAvailability(t.db, instructor, '2099-06-10', '19:00', '23:00');
    await addAvailability(t.db, instructor, '2099-06-11', '09:00', '11:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 10);
    const now = '2099-06-01T00:00:00.000Z';
    const wanted = (startsAt: string) => ({ instructor_id: instructor, starts_at: startsAt, duration_minutes: 60 as const });
    await bookLesson(t.db, envOfTest(t), student.user.id, wanted('2099-06-10T23:00:00.000Z'), 'student', now);
    await bookLesson(t.db, envOfTest(t), student.user.id, wanted('2099-06-11T01:00:00.000Z'), 'student', now);
    await expect(bookLesson(t.db, envOfTest(t), student.user.id, wanted('2099-06-11T02:00:00.000Z'), 'student', now)).rejects.toMatchObject({
      code: 'daily_limit',
    });
    // The next Toronto morning is another day.
    await bookLesson(t.db, envOfTest(t), student.user.id, wanted('2099-06-11T13:00:00.000Z'), 'student', now);
  });

  test('cancelling just before the cut-off returns the hours, just after counts them; a started lesson is refused', async () => {
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, '2099-06-10', '09:00', '13:00');
    await addAvailability(t.db, instructor, '2099-06-11', '09:00', '13:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 4);
    const env = envOfTest(t);
    const wanted = (startsAt: string) => ({ instructor_id: instructor, starts_at: startsAt, duration_minutes: 60 as const });
    const early = await bookLesson(t.db, env, student.user.id, wanted('2099-06-10T13:00:00.000Z'), 'student', '2099-06-01T00:00:00.000Z');
    const late = await bookLesson(t.db, env, student.user.id, wanted('2099-06-10T15:00:00.000Z'), 'student', '2099-06-01T00:00:00.000Z');
    const begun = await bookLesson(t.db, env, student.user.id, wanted('2099-06-11T16:00:00.000Z'), 'student', '2099-06-01T00:00:00.000Z');
    const me = { studentId: student.user.id };
    // 48 hours before 13:00Z on the 10th is 13:00Z on the 8th.
    expect((await cancelLesson(t.db, env, me, early.id, null, '2099-06-08T13:00:00.000Z')).counted).toBe(0);
    expect((await cancelLesson(t.db, env, me, late.id, null, '2099-06-08T15:00:00.001Z')).counted).toBe(1);
    await expect(cancelLesson(t.db, env, me, begun.id, null, '2099-06-11T16:00:00.000Z')).rejects.toMatchObject({ code: 'lesson_started' });
    // The office may cancel it after its start, returning the hours.
    expect((await cancelLesson(t.db, env, 'office', begun.id, { counted: false, reason: '' }, '2099-06-11T16:30:00.000Z')).counted).toBe(0);
  });

  test('the student reschedules only before the cut-off; the office moves until the start', async () => {
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, '2099-06-10', '09:00', '13:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 2);
    const env = envOfTest(t);
    const wanted = (startsAt: string) => ({ instructor_id: instructor, starts_at: startsAt, duration_minutes: 60 as const });
    const lesson = await bookLesson(t.db, env, student.user.id, wanted('2099-06-10T15:00:00.000Z'), 'student', '2099-06-01T00:00:00.000Z');
    const me = { studentId: student.user.id };
    await expect(moveLesson(t.db, env, me, lesson.id, wanted('2099-06-10T16:00:00.000Z'), '2099-06-09T00:00:00.000Z')).rejects.toMatchObject({
      code: 'inside_cutoff',
    });
    const moved = await moveLesson(t.db, env, 'office', lesson.id, wanted('2099-06-10T16:00:00.000Z'), '2099-06-10T14:00:00.000Z');
    expect(moved).toMatchObject({ starts_at: '2099-06-10T16:00:00.000Z', sequence: 1 });
    await expect(moveLesson(t.db, env, 'office', lesson.id, wanted('2099-06-10T13:00:00.000Z'), '2099-06-10T16:00:00.000Z')).rejects.toMatchObject({
      code: 'lesson_started',
    });
  });
});
