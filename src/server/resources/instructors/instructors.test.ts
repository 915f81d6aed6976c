import type { Instructor } from '../../db/schema';
import { addDays } from '../../../contract/torontoTime';
import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { completeApplication, createTeacher, submittedTeacher } from '../applications/fixtures';
import { torontoToday } from './domain';

describe.each(engines())('instructors (%s)', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  const ids: Record<string, number> = {};
  const today = torontoToday();
  const add = async (f_name: string, status: Instructor['status'], values: Partial<Omit<Instructor, 'id'>> = {}) => {
    const now = new Date().toISOString();
    return (
      await t.db
        .insertInto('instructors')
        .values({
          f_name,
          l_name: 'Haddad',
          email: `${f_name.toLowerCase()}@example.com`,
          birthday: '1985-03-02',
          phone_number: '613-555-0177',
          car_image_url: null,
          status,
          created_at: now,
          submitted_at: now,
          updated_at: now,
          licence_expires_on: addDays(today, 400),
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
    ids.omar = await add('Omar', 'accepted', { languages: 'en,ar', bio_en: 'Calm.', bio_ar: 'هادئ.', car_make_model: 'Toyota Corolla' });
    ids.lea = await add('Léa', 'accepted', { l_name: 'NULL', languages: 'fr', bio_fr: 'Patiente.', licence_expires_on: today });
    ids.old = await add('Olga', 'accepted', { licence_expires_on: addDays(today, -1) });
    ids.pat = await add('Pat', 'pending');
    ids.rob = await add('Rob', 'rejected');
    const day = (n: number) => addDays(today, n);
    await t.db
      .insertInto('instructor_exceptions')
      .values([
        { instructor_id: ids.omar, date: day(2), kind: 'extra', from_time: '13:00', to_time: '15:00' },
        { instructor_id: ids.omar, date: day(1), kind: 'extra', from_time: '09:00', to_time: '11:00' },
        { instructor_id: ids.omar, date: day(2), kind: 'extra', from_time: '08:00', to_time: '10:00' },
        { instructor_id: ids.omar, date: day(40), kind: 'extra', from_time: '08:00', to_time: '10:00' },
        { instructor_id: ids.pat, date: day(1), kind: 'extra', from_time: '09:00', to_time: '11:00' },
        { instructor_id: ids.old, date: day(1), kind: 'extra', from_time: '09:00', to_time: '11:00' },
        { instructor_id: ids.lea, date: day(0), kind: 'extra', from_time: '22:00', to_time: '23:00' },
        { instructor_id: ids.lea, date: day(1), kind: 'extra', from_time: '09:00', to_time: '11:00' },
      ])
      .execute();
  }, 30_000);
  afterAll(() => t.close());

  test('anonymous callers get approved instructors with a valid licence, public fields only', async () => {
    const res = await call(t.app, 'listAcceptedInstructors');
    expect(res.status).toBe(200);
    expect(res.body.map((i: { f_name: string }) => i.f_name)).toEqual(['Léa', 'Omar']);
    for (const instructor of res.body) expect(instructor.birthday).toBeUndefined();
    const [lea, omar] = res.body;
    expect(lea.l_name).toBe('NULL');
    expect(omar).toMatchObject({ languages: ['en', 'ar'], bio: 'Calm.', car_make_model: 'Toyota Corolla' });
  });

  test('contract: the public answer carries no sign-in email or personal phone, anonymous or admin; only a business phone the instructor published', async () => {
    await t.db.updateTable('instructors').set({ public_phone: '+16135550100' }).where('id', '=', ids.lea).execute();
    const publicKeys = ['id', 'f_name', 'l_name', 'public_phone', 'car_image_url', 'languages', 'bio', 'car_make_model'];
    for (const token of [undefined, admin.token]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/api/getAcceptedInstructors', headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Record<string, unknown>[];
      expect(list).toHaveLength(2);
      for (const instructor of list) {
        expect(Object.keys(instructor).sort()).toEqual((token ? [...publicKeys, 'birthday'] : publicKeys).sort());
        expect(instructor).not.toHaveProperty('email');
        expect(instructor).not.toHaveProperty('phone_number');
      }
      expect(res.body).not.toContain('@example.com');
      expect(res.body).not.toContain('613-555-0177');
      expect(list.map((i) => i.public_phone)).toEqual(['+16135550100', null]);
    }
    await t.db.updateTable('instructors').set({ public_phone: null }).where('id', '=', ids.lea).execute();
  });

  test('the bio is in the request’s language, else English, else the first one written', async () => {
    const inLang = async (lang: string) => (await call(t.app, 'listAcceptedInstructors', { headers: { 'accept-language': lang } })).body;
    const [leaAr, omarAr] = await inLang('ar');
    expect(omarAr.bio).toBe('هادئ.');
    expect(leaAr.bio).toBe('Patiente.');
    const [, omarFr] = await inLang('fr-CA,fr;q=0.9');
    expect(omarFr.bio).toBe('Calm.');
  });

  test('an admin token adds the birthday; a student or bad token is served as anonymous', async () => {
    const asAdmin = await call(t.app, 'listAcceptedInstructors', { token: admin.token });
    expect(asAdmin.body.every((i: { birthday?: string }) => i.birthday === '1985-03-02')).toBe(true);
    const student = await createStudent(t);
    const asStudent = await call(t.app, 'listAcceptedInstructors', { token: student.token });
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.some((i: { birthday?: string }) => i.birthday)).toBe(false);
    const badToken = await call(t.app, 'listAcceptedInstructors', { token: 'revoked-or-made-up' });
    expect(badToken.status).toBe(200);
    expect(badToken.body.some((i: { birthday?: string }) => i.birthday)).toBe(false);
  });

  test('listInstructorDates: the next 28 Toronto days, by date then start time, numbered', async () => {
    const res = await call(t.app, 'listInstructorDates', { params: { id: ids.omar } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 1, date: addDays(today, 1), from_time: '09:00', to_time: '11:00' },
      { id: 2, date: addDays(today, 2), from_time: '08:00', to_time: '10:00' },
      { id: 3, date: addDays(today, 2), from_time: '13:00', to_time: '15:00' },
    ]);
    // A licence valid until today: today's hours only.
    expect((await call(t.app, 'listInstructorDates', { params: { id: ids.lea } })).body).toEqual([
      { id: 1, date: today, from_time: '22:00', to_time: '23:00' },
    ]);
    // An expired licence: approved still, but with no hours to book.
    expect((await call(t.app, 'listInstructorDates', { params: { id: ids.old } })).body).toEqual([]);
  });

  test('pending, rejected and unknown instructors → 404', async () => {
    for (const id of [ids.pat, ids.rob, 999999]) {
      const res = await call(t.app, 'listInstructorDates', { params: { id } });
      expect(res.status).toBe(404);
    }
  });

  test('the office lists submitted applications only, newest first, with filters; reading one needs an admin', async () => {
    const draft = await createTeacher(t);
    await completeApplication(t, draft);
    const list = async (query: Record<string, string> = {}) =>
      (await call(t.app, 'listAdminInstructors', { token: admin.token, query })).body.data.map((i: { f_name: string }) => i.f_name);
    const all = await list();
    expect(all).toEqual(expect.arrayContaining(['Omar', 'Léa', 'Olga', 'Pat', 'Rob']));
    const rows = (await call(t.app, 'listAdminInstructors', { token: admin.token })).body.data;
    expect(rows.some((r: { email: string }) => r.email === draft.email)).toBe(false);
    expect(await list({ status: 'pending' })).toEqual(['Pat']);
    expect((await list({ licence: 'attention' })).sort()).toEqual(['Léa', 'Olga']);
    expect(await list({ search: 'ROB@' })).toEqual(['Rob']);
    expect(await list({ search: '%' })).toEqual([]);

    const one = await call(t.app, 'getAdminInstructor', { token: admin.token, params: { id: ids.old } });
    expect(one.body.data).toMatchObject({ f_name: 'Olga', status: 'accepted', licence_state: 'expired', email: 'olga@example.com' });
    expect((await call(t.app, 'getAdminInstructor', { token: admin.token, params: { id: 999999 } })).status).toBe(404);
    const student = await createStudent(t);
    expect((await call(t.app, 'listAdminInstructors', { token: student.token })).status).toBe(403);
    expect((await call(t.app, 'listAdminInstructors', { token: draft.token })).status).toBe(403);
    expect((await call(t.app, 'getAdminInstructor', { params: { id: ids.omar } })).status).toBe(401);
  });

  test('rejecting needs a reason; the rejection is mailed in the account’s language with it', async () => {
    const { teacher, application } = await submittedTeacher(t, { emailLocale: 'fr' });
    const review = (body: object) =>
      call(t.app, 'reviewInstructor', { token: admin.token, params: { id: application.id }, body, headers: { 'accept-language': 'fr' } });
    const noReason = await review({ decision: 'reject', reason: '  ', updated_at: application.updated_at });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Indiquez le motif du refus : le moniteur le lira.']);
    const rejected = await review({ decision: 'reject', reason: 'L’assurance a expiré.', updated_at: application.updated_at });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', review_reason: 'L’assurance a expiré.' });
    await t.mailSent();
    const mail = t.outbox.filter((m) => m.to === teacher.email).pop()!;
    expect(mail.subject).toBe('Votre candidature de moniteur Drive Ontario');
    expect(mail.text).toContain('L’assurance a expiré.');
    expect(mail.text).toContain('/fr/instructor');
    // The instructor reads the reason, and may submit again.
    const own = await call(t.app, 'getMyApplication', { token: teacher.token });
    expect(own.body.data).toMatchObject({ status: 'rejected', review_reason: 'L’assurance a expiré.' });
    const again = await call(t.app, 'submitMyApplication', { token: teacher.token });
    expect(again.body.data).toMatchObject({ status: 'pending', review_reason: null });
    // A decided application is not reviewed again until submitted again.
    const twice = await review({ decision: 'approve', updated_at: rejected.body.data.updated_at });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('stale');
  });

  test('approval is mailed in Arabic with the way to the weekly hours, at the site’s address whatever the request’s Host; the instructor joins the grid', async () => {
    const { teacher, application } = await submittedTeacher(t, { emailLocale: 'ar' });
    const res = await call(t.app, 'reviewInstructor', {
      token: admin.token,
      params: { id: application.id },
      body: { decision: 'approve', updated_at: application.updated_at },
      headers: { host: 'attacker.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'accepted', review_reason: null });
    await t.mailSent();
    const mail = t.outbox.filter((m) => m.to === teacher.email).pop()!;
    expect(mail.subject).toBe('تم اعتماد طلبك للتدريس مع Drive Ontario');
    expect(mail.text).toContain(`${t.config.siteOrigin}/ar/instructor`);
    expect(mail.text).not.toContain('attacker.example');
    const grid = await call(t.app, 'listAcceptedInstructors');
    expect(grid.body.some((i: { id: number }) => i.id === application.id)).toBe(true);
    const notPending = await call(t.app, 'reviewInstructor', {
      token: admin.token,
      params: { id: application.id },
      body: { decision: 'reject', reason: 'x', updated_at: res.body.data.updated_at },
    });
    expect(notPending.status).toBe(409);
    expect(notPending.body.code).toBe('not_submitted');
  });

  test('a school-entered instructor without an account is told at their row’s email, in English; drafts are not reviewed', async () => {
    const id = await add('Nadia', 'pending');
    const { updated_at } = (await call(t.app, 'getAdminInstructor', { token: admin.token, params: { id } })).body.data;
    const res = await call(t.app, 'reviewInstructor', { token: admin.token, params: { id }, body: { decision: 'approve', updated_at } });
    expect(res.status).toBe(200);
    await t.mailSent();
    expect(t.outbox.filter((m) => m.to === 'nadia@example.com').pop()!.subject).toBe('Your Drive Ontario instructor application is approved');

    const draft = await createTeacher(t);
    const app = (await call(t.app, 'getMyApplication', { token: draft.token })).body.data;
    const notSent = await call(t.app, 'reviewInstructor', {
      token: admin.token,
      params: { id: app.id },
      body: { decision: 'approve', updated_at: app.updated_at },
    });
    expect(notSent.status).toBe(409);
    expect(notSent.body.code).toBe('not_submitted');
  });

  test('two reviews at once: exactly one decides, the other → 409', async () => {
    const { teacher, application } = await submittedTeacher(t);
    const sentBefore = t.outbox.filter((m) => m.to === teacher.email).length;
    const review = (decision: 'approve' | 'reject') =>
      call(t.app, 'reviewInstructor', {
        token: admin.token,
        params: { id: application.id },
        body: { decision, reason: 'No.', updated_at: application.updated_at },
      });
    const results = await Promise.all([review('approve'), review('reject'), review('approve')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await t.mailSent();
    expect(t.outbox.filter((m) => m.to === teacher.email).length).toBe(sentBefore + 1);
  });

  test('the dashboard warns of approved instructors whose licence expired or expires within 30 days, soonest first', async () => {
    const soon = await add('Sami', 'accepted', { licence_expires_on: addDays(today, 30) });
    await add('Later', 'accepted', { licence_expires_on: addDays(today, 31) });
    await add('Pending', 'pending', { licence_expires_on: addDays(today, -3) });
    const res = await call(t.app, 'getDashboard', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.licence_alerts).toEqual([
      { id: ids.old, name: 'Olga Haddad', licence_expires_on: addDays(today, -1), licence_state: 'expired' },
      { id: ids.lea, name: 'Léa', licence_expires_on: today, licence_state: 'expiring' },
      { id: soon, name: 'Sami Haddad', licence_expires_on: addDays(today, 30), licence_state: 'expiring' },
    ]);
  });
});
