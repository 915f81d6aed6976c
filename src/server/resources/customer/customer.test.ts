import { torontoDate } from '../../../contract/torontoTime';
import { call, createAdmin, createStudent, createTestApp, engines, lastCode, type TestApp } from '../../test/helpers';
import { giveHours } from '../lessons/fixtures';

const signUp = (overrides: Record<string, string | number> = {}) => ({
  fName: ' Maya ',
  lName: 'Chen',
  email: 'Maya.Chen@Example.com',
  password: 'correct-horse-1',
  gender: 'female',
  type: 'student',
  phoneNumber: '613-555-0142',
  birthday: '2008-05-14 00:00:00',
  latitude: '44.2312',
  longitude: '-76.4860',
  city: 'Kingston',
  ...overrides,
});

describe.each(engines())('customer accounts (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const user = (email = 'maya.chen@example.com') => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  test('sign up → code mailed → verify → token that opens the packages', async () => {
    const res = await call(t.app, 'customerSignUp', { multipart: signUp() });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ email: 'maya.chen@example.com' });

    const row = await user();
    expect(row).toMatchObject({
      name: 'Maya Chen',
      f_name: 'Maya',
      l_name: 'Chen',
      role: 'student',
      gender: 'female',
      phone_number: '+16135550142',
      birthday: '2008-05-14',
      city: 'Kingston',
      latitude: 44.2312,
      longitude: -76.486,
      email_verified_at: null,
    });
    expect(row.password_hash).not.toContain('correct-horse-1');

    const code = await lastCode(t, 'maya.chen@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('verification_codes').selectAll().where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);

    const verified = await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code, firebaseToken: null, deviceId: null } });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toEqual({ id: row.id, fName: 'Maya', lName: 'Chen', email: 'maya.chen@example.com', type: 'student', verified: true });
    const token = await t.db.selectFrom('personal_access_tokens').select('name').where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(token.name).toBe('web');
    expect((await call(t.app, 'listPackages', { token: verified.body.token })).status).toBe(200);
    expect((await user()).email_verified_at).not.toBeNull();
    // The code is spent.
    expect((await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code } })).status).toBe(422);
  });

  test('the mail follows the sign-up request language, which the account keeps for its mails', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp(), headers: { 'accept-language': 'fr-CA' } });
    await t.mailSent();
    expect(t.outbox[0].subject).toBe('Votre code de vérification Drive Ontario');
    expect(t.outbox[0].text).toContain(t.outbox[0].code!);
    await call(t.app, 'customerSignUp', { multipart: signUp({ email: 'ar@example.com' }), headers: { 'accept-language': 'ar' } });
    await t.mailSent();
    expect(t.outbox[1].text).toContain('رمز التحقق');
    // The account's later mails (password resets) keep the sign-up's language.
    expect((await user()).email_locale).toBe('fr');
    expect((await user('ar@example.com')).email_locale).toBe('ar');
  });

  test('sign-up fields are validated by the spec (422 per field)', async () => {
    const res = await call(t.app, 'customerSignUp', {
      multipart: { fName: '', email: 'nope', password: 'short', gender: 'other', type: 'student', latitude: '91', longitude: 'east', birthday: '14/05/2008' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['birthday', 'city', 'email', 'fName', 'gender', 'lName', 'latitude', 'longitude', 'password', 'phoneNumber'].sort(),
    );
    await t.mailSent();
    expect(t.outbox).toHaveLength(0);
  });

  test('an impossible birthday is refused; no birthday is fine', async () => {
    const bad = await call(t.app, 'customerSignUp', { multipart: signUp({ birthday: '2008-02-30 00:00:00' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.birthday).toEqual(['The birthday is not a valid date.']);
    const rest = signUp();
    delete (rest as Record<string, unknown>).birthday;
    expect((await call(t.app, 'customerSignUp', { multipart: rest })).status).toBe(201);
    expect((await user()).birthday).toBeNull();
  });

  test("a birthday in the future or less than 16 years back is a 422 in the caller's language; 16 years today is accepted", async () => {
    const today = torontoDate();
    const day = (years: number, days = 0) => new Date(Date.UTC(today.year - years, today.month - 1, today.day + days)).toISOString().slice(0, 10);
    const future = await call(t.app, 'customerSignUp', { multipart: signUp({ birthday: `${day(-1)} 00:00:00` }) });
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ birthday: ['The birthday must be in the past.'] });
    const fifteen = await call(t.app, 'customerSignUp', { multipart: signUp({ birthday: `${day(15)} 00:00:00` }), headers: { 'accept-language': 'fr' } });
    expect(fifteen.status).toBe(422);
    expect(fifteen.body.errors).toEqual({ birthday: ['Vous devez avoir au moins 16 ans (l’âge minimum pour un permis G1).'] });
    const dayShort = await call(t.app, 'customerSignUp', { multipart: signUp({ birthday: `${day(16, 1)} 00:00:00` }), headers: { 'accept-language': 'ar' } });
    expect(dayShort.body.errors).toEqual({ birthday: ['يجب ألا يقل عمرك عن 16 عامًا (الحد الأدنى لسن رخصة G1).'] });
    await t.mailSent();
    expect(t.outbox).toHaveLength(0);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);

    const sixteen = await call(t.app, 'customerSignUp', { multipart: signUp({ birthday: `${day(16)} 00:00:00` }) });
    expect(sixteen.status).toBe(201);
    expect((await user()).birthday).toBe(day(16));
  });

  test("the phone number is stored in E.164; one that is not Canadian is a 422 field error, with the other fields' errors", async () => {
    expect((await call(t.app, 'customerSignUp', { multipart: signUp({ phoneNumber: '(613) 555-0142' }) })).status).toBe(201);
    expect((await user()).phone_number).toBe('+16135550142');
    for (const phoneNumber of ['hello', '123']) {
      const bad = await call(t.app, 'customerSignUp', { multipart: signUp({ email: 'other@example.com', phoneNumber }) });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ phoneNumber: ['Enter a valid Canadian phone number, for example 613-555-0142.'] });
    }
    const both = await call(t.app, 'customerSignUp', {
      multipart: signUp({ email: 'other@example.com', phoneNumber: 'hello', birthday: '2099-01-01 00:00:00' }),
    });
    expect(Object.keys(both.body.errors).sort()).toEqual(['birthday', 'phoneNumber']);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  test('sign-up is multipart only: JSON → 415', async () => {
    const res = await call(t.app, 'customerSignUp', { body: signUp() });
    expect(res.status).toBe(415);
  });

  test('signing up again while unverified changes nothing of the account: the owner is mailed a new code, the same 201 answers', async () => {
    const first = await call(t.app, 'customerSignUp', { multipart: signUp() });
    const before = await user();
    const firstCode = await lastCode(t, 'maya.chen@example.com');
    // Someone else signs up with the owner's pending email, their own password and data.
    const again = await call(t.app, 'customerSignUp', { multipart: signUp({ fName: 'Mallory', city: 'Ottawa', password: 'attacker-pass-2' }) });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await user()).toEqual(before);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    const secondCode = await lastCode(t, 'maya.chen@example.com');
    expect(t.outbox).toHaveLength(2);
    expect(t.outbox[1]).toMatchObject({ to: 'maya.chen@example.com' });
    expect(t.outbox[1].text).toContain('Hello Maya,');
    if (firstCode !== secondCode) {
      expect((await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code: firstCode } })).status).toBe(422);
    }
    expect((await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code: secondCode } })).status).toBe(200);
    // The owner's password is the one that works.
    expect((await call(t.app, 'customerLogin', { body: { email: 'maya.chen@example.com', password: 'attacker-pass-2' } })).status).toBe(401);
    expect((await call(t.app, 'customerLogin', { body: { email: 'maya.chen@example.com', password: 'correct-horse-1' } })).status).toBe(200);
  });

  test('a new, a pending, a verified and the admin’s email get the same answer; the verified account’s owner is mailed a note, in their language, and nothing of theirs changes', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp({ email: 'pending@example.com' }) });
    await t.mailSent();
    const student = await createStudent(t, { email: 'owner@example.com' });
    await t.db.updateTable('users').set({ email_locale: 'fr' }).where('id', '=', student.user.id).execute();
    const before = await user('owner@example.com');
    const admin = await createAdmin(t);
    const answers = [];
    for (const email of ['new@example.com', 'pending@example.com', 'Owner@Example.com', admin.email]) {
      const res = await call(t.app, 'customerSignUp', { multipart: signUp({ email, password: 'attacker-pass-2' }) });
      answers.push({ status: res.status, body: JSON.parse(JSON.stringify(res.body).split(email.toLowerCase()).join('<email>')) });
    }
    expect(answers).toEqual(Array(4).fill(answers[0]));
    expect(answers[0]).toEqual({
      status: 201,
      body: { success: true, message: 'Check <email>: we sent it a message with the next step.', data: { email: '<email>' } },
    });

    await t.mailSent();
    // A code for the new and the pending email; a note, and no code, for the verified one; nothing to the admin.
    expect(t.outbox.slice(1).map((mail) => [mail.to, Boolean(mail.code)])).toEqual(
      expect.arrayContaining([
        ['new@example.com', true],
        ['pending@example.com', true],
        ['owner@example.com', false],
      ]),
    );
    expect(t.outbox.slice(1)).toHaveLength(3);
    const note = t.outbox.find((mail) => mail.to === 'owner@example.com')!;
    expect(note.subject).toBe('Quelqu’un a tenté de s’inscrire avec votre courriel Drive Ontario');
    expect(note.text).toContain(`connectez-vous sur cette page\u202F: ${t.config.siteOrigin}/fr/login\n`);
    expect(note.text).toContain(`${t.config.siteOrigin}/fr/reset-password?email=owner%40example.com`);
    expect(await user('owner@example.com')).toEqual(before);
    expect(await t.db.selectFrom('verification_codes').selectAll().where('user_id', '=', student.user.id).execute()).toEqual([]);
    expect((await call(t.app, 'customerLogin', { body: { email: 'owner@example.com', password: student.password } })).status).toBe(200);
  });

  test('the note to an existing account counts against the email’s 5 codes an hour', async () => {
    const student = await createStudent(t, { email: 'owner@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await call(t.app, 'customerSignUp', { multipart: signUp({ email: student.email }) })).status).toBe(201);
    expect((await call(t.app, 'customerSignUp', { multipart: signUp({ email: student.email }) })).status).toBe(429);
    await t.mailSent();
    expect(t.outbox).toHaveLength(5);
  });

  test('a wrong code → 422 errors.code; the fifth wrong attempt locks the code', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp() });
    const code = await lastCode(t, 'maya.chen@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code: wrong } });
      expect(res.status).toBe(422);
      expect(res.body.errors.code).toEqual(['The verification code is incorrect or has expired.']);
    }
    const fifth = await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code: wrong } });
    expect(fifth.body.errors.code).toEqual(['Too many wrong attempts. Ask for a new code to try again.']);
    const right = await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code } });
    expect(right.status).toBe(422);
    expect(right.body.errors.code).toEqual(['Too many wrong attempts. Ask for a new code to try again.']);
    // A new code comes with fresh attempts.
    expect((await call(t.app, 'resendVerificationCode', { body: { email: 'maya.chen@example.com' } })).status).toBe(200);
    expect((await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code: await lastCode(t, 'maya.chen@example.com') } })).status).toBe(200);
  });

  test('an expired code → 422 with a clear message', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp() });
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await call(t.app, 'verifyCode', {
      body: { email: 'maya.chen@example.com', code: await lastCode(t, 'maya.chen@example.com') },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.code[0]).toMatch(/a expiré/);
  });

  test('verifyCode validates its body and does not reveal unknown emails', async () => {
    const bad = await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code: '12345a' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['code']);
    const unknown = await call(t.app, 'verifyCode', { body: { email: 'ghost@example.com', code: '123456' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.code).toEqual(['The verification code is incorrect or has expired.']);
  });

  test('the token is named by deviceId when given', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp() });
    await call(t.app, 'verifyCode', { body: { email: 'maya.chen@example.com', code: await lastCode(t, 'maya.chen@example.com'), deviceId: 'pixel-7' } });
    const token = await t.db.selectFrom('personal_access_tokens').select('name').executeTakeFirstOrThrow();
    expect(token.name).toBe('pixel-7');
  });

  test('customerLogin: unverified → 403 "Please verify your email first" (localised); wrong → 401; ok → token named by tokenName', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp() });
    const body = { email: 'maya.chen@example.com', password: 'correct-horse-1', type: 'student', tokenName: 'laptop' };
    const unverified = await call(t.app, 'customerLogin', { body });
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe('Please verify your email first');
    const fr = await call(t.app, 'customerLogin', { body, headers: { 'accept-language': 'fr' } });
    expect(fr.body.message).toBe('Veuillez d’abord vérifier votre adresse courriel');
    // A wrong password says nothing about verification.
    const wrong = await call(t.app, 'customerLogin', { body: { ...body, password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid credentials');
    expect((await call(t.app, 'customerLogin', { body: { ...body, email: 'ghost@example.com' } })).status).toBe(401);

    await call(t.app, 'verifyCode', { body: { email: body.email, code: await lastCode(t, body.email) } });
    const ok = await call(t.app, 'customerLogin', { body });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('maya.chen@example.com');
    // A newcomer (no paid or confirmed booking) is led to the packages; a customer to their account.
    expect(ok.body.has_bookings).toBe(false);
    await giveHours(t.db, ok.body.user.id, 10);
    expect((await call(t.app, 'customerLogin', { body })).body.has_bookings).toBe(true);
    const names = (await t.db.selectFrom('personal_access_tokens').select('name').execute()).map((r) => r.name).sort();
    expect(names).toEqual(['laptop', 'laptop', 'web']);
  });

  test('customerLogin validates its body (422)', async () => {
    const res = await call(t.app, 'customerLogin', { body: { email: 'x@example.com', password: 'p', type: 'admin' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['type']);
  });

  test('admins sign in on the admin page only', async () => {
    const admin = await createAdmin(t);
    expect((await call(t.app, 'customerLogin', { body: { email: admin.email, password: admin.password } })).status).toBe(403);
  });

  test('customerLogout revokes the token; anonymous → 401', async () => {
    const student = await createStudent(t);
    expect((await call(t.app, 'customerLogout')).status).toBe(401);
    const out = await call(t.app, 'customerLogout', { token: student.token });
    expect(out.status).toBe(200);
    expect((await call(t.app, 'listPackages', { token: student.token })).status).toBe(401);
  });
});
