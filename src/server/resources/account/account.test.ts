import { call, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';

describe.each(engines())('the student account (%s)', (engine) => {
  let t: TestApp;
  let student: Account;
  beforeEach(async () => {
    t = await createTestApp(engine);
    student = await createStudent(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const read = async (token = student.token) => (await call(t.app, 'getMyAccount', { token })).body.data;
  const form = (overrides: Record<string, unknown> = {}) => ({
    first_name: ' Maya ',
    last_name: 'Chen',
    phone_number: '(613) 555-0142',
    city: 'Kingston',
    latitude: 44.2312,
    longitude: -76.486,
    email_locale: 'fr',
    ...overrides,
  });
  const update = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(t.app, 'updateMyAccount', { token: student.token, body: { updated_at: (await read()).updated_at, ...body }, headers });

  test('reads the profile of the token’s student only, in English mails until they choose', async () => {
    expect(await read()).toEqual({
      id: student.user.id,
      email: student.email.toLowerCase(),
      first_name: 'Test',
      last_name: 'Student',
      phone_number: null,
      city: null,
      latitude: null,
      longitude: null,
      birthday: null,
      email_locale: 'en',
      updated_at: student.user.updated_at,
    });
    expect((await call(t.app, 'getMyAccount')).status).toBe(401);
  });

  test('a phone stored before numbers were checked reads in E.164, or as none when it is not a number', async () => {
    await t.db.updateTable('users').set({ phone_number: '613-555-0142' }).where('id', '=', student.user.id).execute();
    expect((await read()).phone_number).toBe('+16135550142');
    await t.db.updateTable('users').set({ phone_number: 'call me' }).where('id', '=', student.user.id).execute();
    expect((await read()).phone_number).toBeNull();
  });

  test('an update is trimmed, its phone stored in E.164, its version new; the email stays', async () => {
    const before = await read();
    const res = await update(form());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your profile was saved.');
    expect(res.body.data).toEqual({
      ...before,
      first_name: 'Maya',
      last_name: 'Chen',
      phone_number: '+16135550142',
      city: 'Kingston',
      latitude: 44.2312,
      longitude: -76.486,
      email_locale: 'fr',
      updated_at: expect.any(String),
    });
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', student.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Maya Chen', phone_number: '+16135550142', email: student.email.toLowerCase(), email_locale: 'fr' });
    expect(await read()).toEqual(res.body.data);
    for (const phone of ['613-555-0142', '+1 613 555 0142', '1 (613) 555-0142']) {
      expect((await update(form({ phone_number: phone }))).body.data.phone_number).toBe('+16135550142');
    }
  });

  test('coordinates left out are kept with the same city and dropped with a new one; one alone is a 422', async () => {
    await update(form());
    expect((await update(form({ latitude: undefined, longitude: undefined }))).body.data).toMatchObject({ latitude: 44.2312, longitude: -76.486 });
    expect((await update(form({ city: 'Ottawa', latitude: undefined, longitude: undefined }))).body.data).toMatchObject({
      city: 'Ottawa',
      latitude: null,
      longitude: null,
    });
    const one = await update(form({ longitude: undefined }));
    expect(one.status).toBe(422);
    expect(Object.keys(one.body.errors)).toEqual(['longitude']);
  });

  test('a phone that is not a number is a 422 on phone_number in the caller’s language, and nothing is written', async () => {
    const before = await read();
    const hello = await update(form({ phone_number: 'hello' }));
    expect(hello.status).toBe(422);
    expect(hello.body.errors).toEqual({ phone_number: ['Enter a valid phone number, such as 613-555-0142.'] });
    const short = await update(form({ phone_number: '123' }), { 'accept-language': 'fr-CA' });
    expect(short.body.errors).toEqual({ phone_number: ['Entrez un numéro de téléphone valide, par exemple 613-555-0142.'] });
    const ar = await update(form({ phone_number: '613 555 014', first_name: '  ' }), { 'accept-language': 'ar' });
    expect(ar.body.errors).toEqual({ first_name: ['هذا الحقل مطلوب.'], phone_number: ['أدخل رقم هاتف صالحًا، مثل 613-555-0142.'] });
    expect(await read()).toEqual(before);
  });

  test('the spec refuses what the form may not send (unknown locale, no version)', async () => {
    expect((await update(form({ email_locale: 'de' }))).status).toBe(422);
    const res = await call(t.app, 'updateMyAccount', { token: student.token, body: form() });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['updated_at']);
  });

  test('a write onto a version that changed since is a 409 stale, and writes nothing', async () => {
    const first = await read();
    expect((await call(t.app, 'updateMyAccount', { token: student.token, body: { ...form(), updated_at: first.updated_at } })).status).toBe(200);
    const after = await read();
    const stale = await call(t.app, 'updateMyAccount', { token: student.token, body: { ...form({ city: 'Ottawa' }), updated_at: first.updated_at } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false,
      code: 'stale',
      message: 'Your profile was changed elsewhere since you opened it. Reload it and apply your changes again.',
    });
    expect(await read()).toEqual(after);
  });

  describe('changing the password', () => {
    const change = (body: Record<string, unknown>, token = student.token, headers?: Record<string, string>) =>
      call(t.app, 'changeMyPassword', { token, body, headers });
    const login = (password: string) => call(t.app, 'customerLogin', { body: { email: student.email, password } });

    test('revokes every other session of the student and keeps this one; the new password signs in', async () => {
      const other = (await login(student.password)).body.token;
      const stranger = await createStudent(t);
      const res = await change({ current_password: student.password, new_password: 'a-new-password-2' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your password was changed. Your other sessions were signed out.');
      expect((await call(t.app, 'getMyAccount', { token: other })).status).toBe(401);
      expect((await call(t.app, 'getMyAccount', { token: student.token })).status).toBe(200);
      expect((await call(t.app, 'getMyAccount', { token: stranger.token })).status).toBe(200);
      expect((await login(student.password)).status).toBe(401);
      expect((await login('a-new-password-2')).status).toBe(200);
      const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', student.user.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
    });

    test('the owner is mailed that the password changed, in their mail language, with the reset page to use if it was not them', async () => {
      await t.db.updateTable('users').set({ email_locale: 'fr' }).where('id', '=', student.user.id).execute();
      // The link is the configured site's, whatever Host the request names.
      const body = { current_password: student.password, new_password: 'a-new-password-2' };
      expect((await change(body, student.token, { host: 'attacker.example' })).status).toBe(200);
      await t.mailSent();
      expect(t.outbox).toHaveLength(1);
      expect(t.outbox[0]).toMatchObject({ to: student.email, subject: 'Votre mot de passe Drive Ontario a été modifié' });
      expect(t.outbox[0].text).toContain(`${t.config.siteOrigin}/fr/reset-password?email=${encodeURIComponent(student.email)}`);
      expect(t.outbox[0].text).not.toContain('attacker.example');
      expect(t.outbox[0].text).toMatch(/modifié le .*2\d{3}.*\(heure de Toronto\)/);
    });

    test('a wrong current password is a 422 on current_password, changes nothing, and counts as a failed sign-in', async () => {
      const other = (await login(student.password)).body.token;
      const res = await change({ current_password: 'not-my-password', new_password: 'a-new-password-2' }, student.token);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
      const fr = await call(t.app, 'changeMyPassword', {
        token: student.token,
        body: { current_password: 'not-my-password', new_password: 'a-new-password-2' },
        headers: { 'accept-language': 'fr' },
      });
      expect(fr.body.errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
      expect((await call(t.app, 'getMyAccount', { token: other })).status).toBe(200);
      expect((await t.db.selectFrom('login_failures').selectAll().execute()).length).toBe(2);
      expect((await login(student.password)).status).toBe(200);
    });

    test('past the failed sign-ins limit: 429 with Retry-After, as the logins answer', async () => {
      for (let i = 0; i < t.config.loginFailures.max; i += 1) {
        expect((await change({ current_password: `wrong-${i}`, new_password: 'a-new-password-2' })).status).toBe(422);
      }
      const locked = await change({ current_password: student.password, new_password: 'a-new-password-2' });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(student.password)).status).toBe(429);
    });

    test('a short new password is refused by the spec', async () => {
      const res = await change({ current_password: student.password, new_password: 'short' });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['new_password']);
    });
  });
});
