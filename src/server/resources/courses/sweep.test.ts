import { envOfTest, mailsTo, openBdeCourse } from '../lessons/fixtures';
import { addDays, torontoDay } from '../../../contract/torontoTime';
import { createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { sweepCourses } from './sweep';

describe.each(engines())('the BDE course sweep (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 30_000);
  afterAll(() => t.close());

  const today = torontoDay();
  const daysAgo = (days: number) => addDays(today, -days);
  const student = async (locale: 'en' | 'fr' | 'ar' = 'en') => {
    const s = await createStudent(t);
    await t.db.updateTable('users').set({ email_locale: locale }).where('id', '=', s.user.id).execute();
    return s;
  };
  const statusOf = async (id: number) => await t.db.selectFrom('bde_courses').select(['status', 'closed_at']).where('id', '=', id).executeTakeFirstOrThrow();

  test('each student is mailed once at each step, in their language: the course opened, at risk, ready; one sweep claims each', async () => {
    const opened = await student('fr');
    const openedCourse = await openBdeCourse(t.db, opened.user.id, today, { status: 'enrolled' });
    // Started ten and a half months ago, nothing taught: its in-car part ends within the eight weeks of the setting.
    const late = await student();
    await openBdeCourse(t.db, late.user.id, daysAgo(320));
    const done = await student('ar');
    const doneCourse = await openBdeCourse(t.db, done.user.id, daysAgo(30));
    await t.db.updateTable('bde_courses').set({ status: 'ready', ready_at: new Date().toISOString() }).where('id', '=', doneCourse).execute();

    const [first, second] = await Promise.all([sweepCourses(t.db, envOfTest(t)), sweepCourses(t.db, envOfTest(t))]);
    expect(first + second).toBeGreaterThanOrEqual(3);
    expect((await mailsTo(t.db, opened.email)).map((m) => m.subject)).toEqual(['Votre cours de formation à la conduite a commencé\u202f: par quoi commencer']);
    const lateMails = (await mailsTo(t.db, late.email)).map((m) => m.subject);
    expect(lateMails).toContain('Your driver education course needs you');
    expect(lateMails.filter((s) => s === 'Your driver education course needs you')).toHaveLength(1);
    expect((await mailsTo(t.db, done.email)).map((m) => m.subject)).toEqual(['اكتملت دورة تعليم القيادة الخاصة بك']);

    await sweepCourses(t.db, envOfTest(t));
    expect(await mailsTo(t.db, opened.email)).toHaveLength(1);
    expect((await mailsTo(t.db, late.email)).filter((m) => m.subject === 'Your driver education course needs you')).toHaveLength(1);
    const at = await t.db.selectFrom('bde_courses').select(['welcome_mailed_at']).where('id', '=', openedCourse).executeTakeFirstOrThrow();
    expect(at.welcome_mailed_at).toEqual(expect.any(String));
  });

  test('a course whose in-car year ended with hours left expires and closes, and its student is told; one with the hours driven does not', async () => {
    const lapsed = await student();
    const lapsedCourse = await openBdeCourse(t.db, lapsed.user.id, daysAgo(400));
    const driven = await student();
    const drivenCourse = await openBdeCourse(t.db, driven.user.id, daysAgo(400));
    await t.db.updateTable('school_settings').set({ bde_in_car_hours: 0 }).execute();
    try {
      await sweepCourses(t.db, envOfTest(t));
      expect((await statusOf(drivenCourse)).status).toBe('in_progress');
    } finally {
      await t.db.updateTable('school_settings').set({ bde_in_car_hours: 10 }).execute();
    }
    await sweepCourses(t.db, envOfTest(t));
    expect(await statusOf(lapsedCourse)).toEqual({ status: 'expired', closed_at: expect.any(String) });
    await t.mailSent();
    const mail = t.outbox.find((m) => m.to === lapsed.email && m.subject === 'Your driver education course has expired');
    expect(mail?.text).toMatch(/had to be done by .*, and it was not complete/);
    expect(mail?.text).toContain('https://driveontario.test/account#course');
  });
});
