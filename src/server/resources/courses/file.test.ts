import { torontoDay } from '../../../contract/torontoTime';
import { seed } from '../../seed/seed';
import { pdfContent } from '../../test/pdfText';
import { openBdeCourse } from '../lessons/fixtures';
import { call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';

describe.each(engines())('the BDE course file and the courses CSV (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  let certified: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seed(t.db, { adminEmail: 'owner@example.com', adminPassword: 'seeded-admin-password', uploads: t.app.blobs.uploads, demo: true, log: () => {} });
    admin = await createAdmin(t);
    certified = (await t.db.selectFrom('bde_courses').select('id').where('status', '=', 'certified').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(() => t.close());

  const officeFile = async (lang?: 'en' | 'fr' | 'ar', id = certified) => {
    const res = await call(t.app, 'getAdminBdeCourseFile', { token: admin.token, params: { id }, query: lang ? { lang } : undefined });
    return { res, content: res.status === 200 ? await pdfContent(res.raw) : undefined };
  };

  test('the office’s file of a certified student holds every part of the record, as a private download', async () => {
    const { res, content } = await officeFile('en');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bde-course-${certified}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A table cell's wrapped lines follow each other; a row's cells share a line.
    const text = content!.pages.flat().join(' ');
    expect(content!.title).toBe('Beginner Driver Education: course record — Aisha Rahman');
    for (const expected of [
      'Aisha Rahman',
      'aisha.rahman@example.com',
      'A1000-56789-01230',
      'I agree that the records of my driver education course',
      'Farah Rahman',
      // Class hours: four five-hour sessions attended; the in-car and home-link hours required.
      '20 h',
      'Present, 300 min',
      'Classroom, Room 1',
      'Passed',
      // An in-car lesson's log entry with the instructor's licence number.
      'Circle check, Cockpit drill, Starting and stopping, Steering First drive in the school lot: smooth starts, steady hands.',
      'Reported to the Ministry of Transportation on',
      'page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    const licence = (await t.db.selectFrom('lesson_logs').select('licence_number').executeTakeFirstOrThrow()).licence_number;
    expect(text).toContain(licence);
  });

  test('the file is in the language asked for, else the student’s own; Arabic reads right to left', async () => {
    const french = (await officeFile('fr')).content!.pages.flat().join('\n');
    expect(french).toContain('Présent, 300 min');
    expect(french).toContain('Inspection autour du véhicule');
    // Arabic runs are drawn in visual order: the words read reversed here, the Latin name and numbers do not.
    const arabic = (await officeFile('ar')).content!;
    const runs = arabic.pages.flat();
    expect(runs.join('\n')).toContain('Aisha Rahman');
    expect(runs.join('\n')).toContain([...'الطالب'].reverse().join(''));
    expect(arabic.title).toBe('تعليم السائقين المبتدئين: سجل الدورة — Aisha Rahman');

    await t.db.updateTable('users').set({ email_locale: 'fr' }).where('email', '=', 'aisha.rahman@example.com').execute();
    try {
      expect((await officeFile()).content!.title).toMatch(/^Formation des conducteurs débutants/);
    } finally {
      await t.db.updateTable('users').set({ email_locale: 'en' }).where('email', '=', 'aisha.rahman@example.com').execute();
    }
    expect((await officeFile('en', 999_999)).res.status).toBe(404);
  });

  test('a student downloads their own course file in the page’s language, never another’s', async () => {
    const student = await createStudent(t);
    const mine = await openBdeCourse(t.db, student.user.id, '2026-09-01', { status: 'enrolled' });
    const own = await call(t.app, 'getMyBdeCourseFile', { token: student.token, params: { id: mine }, headers: { 'accept-language': 'ar' } });
    expect(own.status).toBe(200);
    const content = await pdfContent(own.raw);
    expect(content.title).toMatch(/^تعليم السائقين المبتدئين/);
    expect(content.pages.flat().join('\n')).toContain(student.user.name);
    expect((await call(t.app, 'getMyBdeCourseFile', { token: student.token, params: { id: certified } })).status).toBe(404);
  });

  test('the courses of a period as CSV: one row each with its hours, test and certificate, oldest start first', async () => {
    const year = await call(t.app, 'exportBdeCourses', { token: admin.token, query: { from: '2000-01-01', to: '2000-12-31' } });
    expect(year.status).toBe(200);
    expect(year.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(year.headers['content-disposition']).toBe('attachment; filename="bde-courses-2000-01-01-2000-12-31.csv"');
    expect(year.raw.toString('utf8').split('\r\n')).toHaveLength(2);

    // The courses started up to today (the newcomer's class is still to come).
    const to = torontoDay();
    const starts = await t.db.selectFrom('bde_courses').select('course_start').where('course_start', '<=', to).orderBy('course_start').execute();
    const from = starts[0].course_start;
    const all = await call(t.app, 'exportBdeCourses', { token: admin.token, query: { from, to } });
    const [header, ...rows] = all.raw
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));
    expect(rows).toHaveLength(starts.length);
    const column = (name: string) => header.indexOf(name);
    const aisha = rows.find((r) => r[column('student_name')] === 'Aisha Rahman')!;
    expect(aisha[column('status')]).toBe('certified');
    expect([aisha[column('class_hours')], aisha[column('in_car_hours')], aisha[column('home_link_hours')]]).toEqual(['20', '10', '10']);
    expect(aisha[column('mto_reference')]).toMatch(/^BDE-/);
    expect(rows.map((r) => r[column('course_start')])).toEqual(starts.map((s) => s.course_start));

    const reversed = await call(t.app, 'exportBdeCourses', { token: admin.token, query: { from: '2026-02-01', to: '2026-01-31' } });
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['to']);
    const long = await call(t.app, 'exportBdeCourses', {
      token: admin.token,
      query: { from: '2025-01-01', to: '2026-01-02' },
      headers: { 'accept-language': 'fr' },
    });
    expect(long.body.errors.to).toEqual(['Choisissez une période de 366 jours au plus.']);
    expect((await call(t.app, 'exportBdeCourses', { token: admin.token, query: { from: '2026-01-01', to: '2026-12-31' } })).status).toBe(200);
  });
});
