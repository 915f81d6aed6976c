import { createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { openBdeCourse } from '../lessons/fixtures';

describe.each(engines())('BDE course records are kept while the retention period runs (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 30_000);
  afterAll(() => t.close());

  const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000).toISOString();
  const course = async (closedYearsAgo: number | null) => {
    const student = await createStudent(t);
    const id = await openBdeCourse(t.db, student.user.id, '2019-01-07', { status: closedYearsAgo === null ? 'in_progress' : 'withdrawn' });
    if (closedYearsAgo !== null)
      await t.db
        .updateTable('bde_courses')
        .set({ closed_at: yearsAgo(closedYearsAgo) })
        .where('id', '=', id)
        .execute();
    return { student: student.user.id, id };
  };
  // What the database answers a delete: its message when it refuses. SQLite's errors come from the
  // native module, whose error class belongs to the first test file of the worker: no instanceof here.
  const refusal = (write: Promise<unknown>) =>
    write.then(
      () => 'deleted',
      (error: unknown) => String((error as { message?: unknown }).message ?? error),
    );
  const exists = async (id: number) => Boolean(await t.db.selectFrom('bde_courses').select('id').where('id', '=', id).executeTakeFirst());

  test('an open course, or one closed within the period, is never deleted: not itself, nor with its student or booking', async () => {
    const open = await course(null);
    expect(await refusal(t.db.deleteFrom('users').where('id', '=', open.student).execute())).toMatch(/bde_course_retained/);
    expect(await refusal(t.db.deleteFrom('bde_courses').where('id', '=', open.id).execute())).toMatch(/bde_course_retained/);
    const recent = await course(4);
    const booking = (await t.db.selectFrom('bde_courses').select('booking_id').where('id', '=', recent.id).executeTakeFirstOrThrow()).booking_id;
    expect(await refusal(t.db.deleteFrom('bookings').where('id', '=', booking).execute())).toMatch(/bde_course_retained/);
    expect([await exists(open.id), await exists(recent.id)]).toEqual([true, true]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', open.student).executeTakeFirst()).toBeDefined();
  });

  test('once the period has run since the course closed, its record may go; the school’s setting decides how long', async () => {
    const old = await course(6);
    await t.db.updateTable('school_settings').set({ bde_retention_years: 7 }).execute();
    expect(await refusal(t.db.deleteFrom('bde_courses').where('id', '=', old.id).execute())).toMatch(/bde_course_retained/);
    await t.db.updateTable('school_settings').set({ bde_retention_years: 5 }).execute();
    await t.db.deleteFrom('bde_courses').where('id', '=', old.id).execute();
    expect(await exists(old.id)).toBe(false);
  });
});
