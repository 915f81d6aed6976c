import { IMAGES, call, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { completeProfile, submittedTeacher } from '../applications/fixtures';

/*
 * An approved instructor's public profile (names, languages, bios, car, business phone, car
 * photo) changes only once the office approves: the public list keeps the approved version.
 */
describe.each(engines())('profile changes of approved instructors (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  /** A teacher whose application the office approved; returns the account and the application as they read it. */
  async function approvedTeacher(emailLocale: 'en' | 'fr' | 'ar' = 'en') {
    const { teacher, application } = await submittedTeacher(t, { emailLocale });
    const approved = await call(t.app, 'reviewInstructor', {
      token: admin.token,
      params: { id: application.id },
      body: { decision: 'approve', updated_at: application.updated_at },
    });
    expect(approved.status).toBe(200);
    const mine = await call(t.app, 'getMyApplication', { token: teacher.token });
    return { teacher, application: mine.body.data };
  }
  const publicOne = async (id: number) => (await call(t.app, 'listAcceptedInstructors')).body.find((i: { id: number }) => i.id === id);
  const office = async (id: number) => (await call(t.app, 'getAdminInstructor', { token: admin.token, params: { id } })).body.data;
  const uploadPhoto = (teacher: Account, data = IMAGES.webp) =>
    call(t.app, 'uploadMyCarPhoto', { token: teacher.token, multipart: { photo: { filename: 'car.webp', contentType: 'image/webp', data } } });
  const decide = (id: number, body: object, lang = 'en') =>
    call(t.app, 'reviewInstructorProfileChange', { token: admin.token, params: { id }, body, headers: { 'accept-language': lang, host: 'attacker.example' } });
  const stored = async (url: string) => (await t.app.blobs.uploads.get(url.slice('/uploads/'.length))) !== undefined;

  test('an edit of the public fields waits for the office while the public list keeps the approved version; private fields apply at once', async () => {
    const { teacher, application } = await approvedTeacher();
    const saved = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: {
        ...completeProfile(application.updated_at),
        f_name: 'Omar-Karim',
        bio: { en: 'Twenty years on Kingston roads.', fr: '', ar: 'هادئ وصبور.' },
        phone_number: '613 555 0199',
        public_phone: '613 555 0100',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 'accepted', f_name: 'Omar', phone_number: '+16135550199', public_phone: '' });
    expect(saved.body.data.bio.en).toBe('Calm and patient.');
    expect(saved.body.data.profile_change).toMatchObject({
      status: 'pending',
      f_name: 'Omar-Karim',
      l_name: 'Haddad',
      bio: { en: 'Twenty years on Kingston roads.', fr: '', ar: 'هادئ وصبور.' },
      public_phone: '+16135550100',
      car_image_url: application.car_image_url,
      changed: ['f_name', 'bio', 'public_phone'],
      reviewed_at: null,
      review_reason: null,
    });
    expect(await publicOne(application.id)).toMatchObject({ f_name: 'Omar', bio: 'Calm and patient.', public_phone: null });
    // The office sees the change beside the public version, and can list the instructors that have one.
    expect((await office(application.id)).profile_change.changed).toEqual(['f_name', 'bio', 'public_phone']);
    const waiting = await call(t.app, 'listAdminInstructors', { token: admin.token, query: { profile_change: 'pending' } });
    expect(waiting.body.data.map((i: { id: number }) => i.id)).toEqual([application.id]);
  });

  test('a new car photo waits too; a newer edit replaces the change (its photo deleted); editing back to the approved profile withdraws it', async () => {
    const { teacher, application } = await approvedTeacher();
    const live: string = application.car_image_url;
    const first = await uploadPhoto(teacher);
    expect(first.status).toBe(200);
    expect(first.body.data.car_image_url).toBe(live);
    const proposed: string = first.body.data.profile_change.car_image_url;
    expect(proposed).toMatch(/^\/uploads\/instructors\/[0-9a-f]{32}\.webp$/);
    expect(first.body.data.profile_change.changed).toEqual(['car_photo']);
    expect((await publicOne(application.id)).car_image_url).toBe(live);

    const second = await uploadPhoto(teacher, IMAGES.png);
    const replacement: string = second.body.data.profile_change.car_image_url;
    expect(replacement).not.toBe(proposed);
    expect(await stored(proposed)).toBe(false);
    expect(await stored(live)).toBe(true);
    const named = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: { ...completeProfile(second.body.data.updated_at), l_name: 'Haddad-Aziz' },
    });
    expect(named.body.data.profile_change).toMatchObject({ l_name: 'Haddad-Aziz', car_image_url: replacement, changed: ['l_name', 'car_photo'] });
    expect(named.body.data.profile_change.updated_at).not.toBe(second.body.data.profile_change.updated_at);

    // Back to the approved name, and the photo: nothing left to review.
    const back = await call(t.app, 'updateMyApplication', { token: teacher.token, body: completeProfile(named.body.data.updated_at) });
    expect(back.body.data.profile_change).toMatchObject({ changed: ['car_photo'] });
    await t.db.updateTable('instructor_profile_changes').set({ car_image_url: live }).where('instructor_id', '=', application.id).execute();
    await t.app.blobs.uploads.delete(replacement.slice('/uploads/'.length));
    const withdrawn = await call(t.app, 'updateMyApplication', { token: teacher.token, body: completeProfile(back.body.data.updated_at) });
    expect(withdrawn.body.data.profile_change).toBeNull();
    expect(await t.db.selectFrom('instructor_profile_changes').select('id').where('instructor_id', '=', application.id).execute()).toEqual([]);
  });

  test('approved: the change becomes the public profile, the photo it replaces is deleted, and the instructor is mailed in their language with the site’s link', async () => {
    const { teacher, application } = await approvedTeacher('fr');
    const before = await uploadPhoto(teacher);
    const live: string = application.car_image_url;
    const change = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: { ...completeProfile(before.body.data.updated_at), bio: { en: 'New bio.', fr: 'Nouvelle présentation.', ar: '' }, languages: ['en', 'fr'] },
    });
    const proposed = change.body.data.profile_change;
    const res = await decide(application.id, { decision: 'approve', updated_at: proposed.updated_at }, 'fr');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('La modification du profil est approuvée\u202f: elle est maintenant sur le site, et le moniteur a été prévenu par courriel.');
    expect(res.body.data).toMatchObject({ car_image_url: proposed.car_image_url, languages: ['en', 'fr'], profile_change: null, status: 'accepted' });
    expect(await publicOne(application.id)).toMatchObject({ car_image_url: proposed.car_image_url, bio: 'New bio.', languages: ['en', 'fr'] });
    expect(await stored(live)).toBe(false);
    expect(await stored(proposed.car_image_url)).toBe(true);
    await t.mailSent();
    const mail = t.outbox.filter((m) => m.to === teacher.email).pop()!;
    expect(mail.subject).toBe('La modification de votre profil Drive Ontario est approuvée');
    expect(mail.text).toContain(`${t.config.siteOrigin}/fr/instructor`);
    expect(mail.text).not.toContain('attacker.example');
    // Decided: nothing waits any more.
    const again = await decide(application.id, { decision: 'approve', updated_at: proposed.updated_at });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('no_profile_change');
  });

  test('rejected with a reason: the public profile stays, the instructor reads why (and is mailed), and saving again clears it', async () => {
    const { teacher, application } = await approvedTeacher('ar');
    const change = await call(t.app, 'updateMyApplication', { token: teacher.token, body: { ...completeProfile(application.updated_at), f_name: 'Omar!!' } });
    const { updated_at } = change.body.data.profile_change;
    const noReason = await decide(application.id, { decision: 'reject', reason: ' ', updated_at }, 'ar');
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['اذكر سبب الرفض: سيقرؤه المدرّب.']);
    const res = await decide(application.id, { decision: 'reject', reason: 'Use your name as on your licence.', updated_at });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      f_name: 'Omar',
      profile_change: { status: 'rejected', review_reason: 'Use your name as on your licence.', f_name: 'Omar!!' },
    });
    expect((await publicOne(application.id)).f_name).toBe('Omar');
    await t.mailSent();
    const mail = t.outbox.filter((m) => m.to === teacher.email).pop()!;
    expect(mail.subject).toBe('تعديل ملفك الشخصي في Drive Ontario');
    expect(mail.text).toContain('Use your name as on your licence.');
    expect(mail.text).toContain(`${t.config.siteOrigin}/ar/instructor`);
    const mine = await call(t.app, 'getMyApplication', { token: teacher.token });
    expect(mine.body.data.profile_change).toMatchObject({ status: 'rejected', review_reason: 'Use your name as on your licence.' });
    // A refused change is not reviewed again.
    expect((await decide(application.id, { decision: 'approve', updated_at: mine.body.data.profile_change.updated_at })).body.code).toBe('no_profile_change');
    const saved = await call(t.app, 'updateMyApplication', { token: teacher.token, body: completeProfile(mine.body.data.updated_at) });
    expect(saved.body.data.profile_change).toBeNull();
  });

  test('a decision on a change the instructor replaced since → 409 stale; of two decisions at once exactly one is made', async () => {
    const { teacher, application } = await approvedTeacher();
    const first = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: { ...completeProfile(application.updated_at), car_make_model: 'Honda Civic' },
    });
    const second = await call(t.app, 'updateMyApplication', {
      token: teacher.token,
      body: { ...completeProfile(first.body.data.updated_at), car_make_model: 'Honda Civic 2024' },
    });
    const stale = await decide(application.id, { decision: 'approve', updated_at: first.body.data.profile_change.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale');
    expect((await publicOne(application.id)).car_make_model).toBe('Toyota Corolla 2023');

    const sentBefore = t.outbox.filter((m) => m.to === teacher.email).length;
    const { updated_at } = second.body.data.profile_change;
    const results = await Promise.all([
      decide(application.id, { decision: 'approve', updated_at }),
      decide(application.id, { decision: 'reject', reason: 'No.', updated_at }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    await t.mailSent();
    expect(t.outbox.filter((m) => m.to === teacher.email).length).toBe(sentBefore + 1);
  });

  test('an application not yet approved is edited directly: no change to review', async () => {
    const { teacher, application } = await submittedTeacher(t);
    const res = await call(t.app, 'updateMyApplication', { token: teacher.token, body: { ...completeProfile(application.updated_at), f_name: 'Samir' } });
    expect(res.body.data).toMatchObject({ status: 'pending', f_name: 'Samir', profile_change: null });
  });

  test('only the office decides: anonymous → 401, a student or instructor token → 401/403; an unknown instructor → 404', async () => {
    const { teacher, application } = await approvedTeacher();
    const body = { decision: 'approve', updated_at: application.updated_at };
    expect((await call(t.app, 'reviewInstructorProfileChange', { params: { id: application.id }, body })).status).toBe(401);
    const student = await createStudent(t);
    expect((await call(t.app, 'reviewInstructorProfileChange', { token: student.token, params: { id: application.id }, body })).status).toBe(403);
    expect((await call(t.app, 'reviewInstructorProfileChange', { token: teacher.token, params: { id: application.id }, body })).status).toBe(403);
    expect((await decide(999999, body)).status).toBe(404);
  });
});
