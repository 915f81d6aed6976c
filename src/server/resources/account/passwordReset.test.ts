import { FORGED_HOST, forgedHostHeaders, linksElsewhere, linksIn, mailText } from '../../test/forgedHost';
import { call, createAdmin, createStudent, createTestApp, engines, lastCode, type Account, type TestApp } from '../../test/helpers';

/** An answer with the email taken out, to compare the answers about different emails. */
const shape = (res: { status: number; body: unknown }, email: string) => ({
  status: res.status,
  body: JSON.parse(JSON.stringify(res.body).split(email).join('<email>')),
});

describe.each(engines())('password reset (%s)', (engine) => {
  let t: TestApp;
  let student: Account;
  beforeEach(async () => {
    t = await createTestApp(engine);
    student = await createStudent(t, { email: 'maya@example.com' });
  });
  afterEach(async () => {
    await t.close();
  });

  const request = (email: string, headers?: Record<string, string>) => call(t.app, 'requestPasswordReset', { body: { email }, headers });
  const reset = (email: string, code: string, newPassword = 'a-new-password-2') =>
    call(t.app, 'resetPassword', { body: { email, code, new_password: newPassword } });
  const login = (password: string) => call(t.app, 'customerLogin', { body: { email: 'maya@example.com', password } });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const setLocale = (locale: 'en' | 'fr' | 'ar') => t.db.updateTable('users').set({ email_locale: locale }).where('id', '=', student.user.id).execute();

  test('the same answer for a student, an unknown, a pending and the admin’s email; only the student is mailed', async () => {
    await createStudent(t, { email: 'pending@example.com', verified: false });
    const admin = await createAdmin(t);
    const answers = [];
    for (const email of ['maya@example.com', 'ghost@example.com', 'pending@example.com', admin.email]) answers.push(shape(await request(email), email));
    expect(answers).toEqual(Array(4).fill(answers[0]));
    expect(answers[0]).toEqual({
      status: 200,
      body: { success: true, message: 'If <email> belongs to an account, a code to reset its password is on its way.' },
    });
    await t.mailSent();
    expect(t.outbox.map((mail) => mail.to)).toEqual(['maya@example.com']);
  });

  test('the answer is given before anything depends on the account', async () => {
    const deferred: (() => Promise<void>)[] = [];
    t.app.mail.background = (task) => void deferred.push(task);
    for (const email of ['maya@example.com', 'ghost@example.com']) expect((await request(email)).status).toBe(200);
    expect(await t.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    expect(deferred).toHaveLength(2);
    for (const task of deferred) await task();
    expect(await t.db.selectFrom('password_resets').select('user_id').execute()).toEqual([{ user_id: student.user.id }]);
  });

  test('the mail is in the student’s mail language (not the request’s), with the code and a link to the reset page', async () => {
    await request('maya@example.com', { 'accept-language': 'fr' });
    const en = await lastCode(t, 'maya@example.com');
    expect(t.outbox[0].subject).toBe('Reset your Drive Ontario password');
    expect(t.outbox[0].text).toContain(`Your code to reset your password is ${en}.`);
    expect(t.outbox[0].text).toContain(`${t.config.siteOrigin}/reset-password?email=maya%40example.com`);

    await setLocale('fr');
    await request('Maya@Example.com');
    const fr = await lastCode(t, 'maya@example.com');
    expect(t.outbox[1].subject).toBe('Réinitialisez votre mot de passe Drive Ontario');
    expect(t.outbox[1].text).toContain(fr);
    expect(t.outbox[1].text).toContain('/fr/reset-password?email=maya%40example.com');

    await setLocale('ar');
    await request('maya@example.com');
    const ar = await lastCode(t, 'maya@example.com');
    expect(t.outbox[2].subject).toBe('إعادة تعيين كلمة مرور Drive Ontario');
    expect(t.outbox[2].text).toContain(ar);
    expect(t.outbox[2].text).toContain('/ar/reset-password?email=maya%40example.com');
  });

  test('the reset mail and the password-changed notice link to SITE_URL, whatever Host or X-Forwarded-Host the request names', async () => {
    // Behind a proxy whose forwarded headers are believed, as the documented HAProxy deployment runs.
    const site = await createTestApp(engine, { config: { trustProxy: 1, siteOrigin: 'https://school.example' } });
    try {
      await createStudent(site, { email: 'maya@example.com' });
      const headers = forgedHostHeaders;
      expect((await call(site.app, 'requestPasswordReset', { body: { email: 'maya@example.com' }, headers })).status).toBe(200);
      const code = await lastCode(site, 'maya@example.com');
      const body = { email: 'maya@example.com', code, new_password: 'a-new-password-2' };
      expect((await call(site.app, 'resetPassword', { body, headers })).status).toBe(200);
      await site.mailSent();

      expect(site.outbox.map((mail) => mail.subject)).toEqual(['Reset your Drive Ontario password', 'Your Drive Ontario password was changed']);
      for (const mail of site.outbox) {
        expect(mailText(mail)).not.toContain(FORGED_HOST);
        expect(linksIn(mail.text)).toEqual(['https://school.example/reset-password?email=maya%40example.com']);
      }
      expect(linksElsewhere(site.outbox, 'https://school.example')).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('the code is stored as a keyed hash, expires in 30 minutes, and a new request replaces it', async () => {
    await request('maya@example.com');
    const first = await lastCode(t, 'maya@example.com');
    const row = await t.db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(first);
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
    await request('maya@example.com');
    const second = await lastCode(t, 'maya@example.com');
    expect(await t.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(1);
    if (first !== second) expect((await reset('maya@example.com', first)).status).toBe(422);
    expect((await reset('maya@example.com', second)).status).toBe(200);
  });

  test('the right code sets the password, is used once, and signs every session out; the new password signs in', async () => {
    const other = (await login(student.password)).body.token;
    await request('maya@example.com');
    const code = await lastCode(t, 'maya@example.com');
    const res = await reset('Maya@Example.com', code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your password was reset. Sign in with your new password.' });
    for (const token of [student.token, other]) expect((await call(t.app, 'getMyAccount', { token })).status).toBe(401);
    expect(await t.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    const again = await reset('maya@example.com', code, 'a-third-password-3');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['The code is incorrect or has expired.'] });
    expect((await login(student.password)).status).toBe(401);
    const signedIn = await login('a-new-password-2');
    expect(signedIn.status).toBe(200);
    await t.mailSent();
    expect(t.outbox.map((mail) => mail.subject)).toEqual(['Reset your Drive Ontario password', 'Your Drive Ontario password was changed']);
    expect((await call(t.app, 'getMyAccount', { token: signedIn.body.token })).status).toBe(200);
  });

  test('a reset lifts the lock that failed sign-ins put on the email', async () => {
    for (let i = 0; i < 11; i++) await login('not-the-password');
    expect((await login(student.password)).status).toBe(429);
    await request('maya@example.com');
    expect((await reset('maya@example.com', await lastCode(t, 'maya@example.com'))).status).toBe(200);
    expect((await login('a-new-password-2')).status).toBe(200);
  });

  test('wrong codes: the same answers for the student and an unknown email, locked after 5 attempts until a new code', async () => {
    await request('maya@example.com');
    const code = await lastCode(t, 'maya@example.com');
    const answers = async (email: string) => {
      const list = [];
      for (let i = 0; i < 7; i += 1) list.push(shape(await reset(email, wrongFor(code)), email));
      return list;
    };
    const known = await answers('maya@example.com');
    expect(await answers('ghost@example.com')).toEqual(known);
    expect(known.map((a) => a.body.errors.code[0])).toEqual([
      ...Array(4).fill('The code is incorrect or has expired.'),
      ...Array(3).fill('Too many wrong attempts. Ask for a new code to try again.'),
    ]);
    // Locked: the right code is refused too, and the password is unchanged.
    expect((await reset('maya@example.com', code)).status).toBe(422);
    expect((await login(student.password)).status).toBe(200);
    await request('maya@example.com');
    expect((await reset('maya@example.com', await lastCode(t, 'maya@example.com'))).status).toBe(200);
  });

  test('wrong codes count per email across codes: 10 in an hour lock it, the right code too, with when to retry; the same for any email', async () => {
    const guessTwoCodes = async (email: string) => {
      for (let n = 0; n < 2; n += 1) {
        await request(email);
        const code = email === 'maya@example.com' ? await lastCode(t, email) : '123456';
        for (let i = 0; i < 5; i += 1) expect((await reset(email, wrongFor(code))).status).toBe(422);
      }
      await request(email);
    };
    await guessTwoCodes('maya@example.com');
    const locked = await reset('maya@example.com', await lastCode(t, 'maya@example.com'));
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: 'Too many wrong codes were entered for this email. Try again in 60 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    await guessTwoCodes('ghost@example.com');
    const ghost = await reset('ghost@example.com', '123456');
    expect(shape(ghost, 'ghost@example.com')).toEqual(shape(locked, 'maya@example.com'));
    // The password stands, and sign-ins are counted apart.
    expect((await login(student.password)).status).toBe(200);
    // An hour after the first wrong code, the right one is let through.
    await t.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
      .where('purpose', '=', 'reset-code')
      .execute();
    expect((await reset('maya@example.com', await lastCode(t, 'maya@example.com'))).status).toBe(200);
  });

  test('only codes tried count: refused tries past a code’s 5 do not, and the right code forgives the wrong ones', async () => {
    await request('maya@example.com');
    const first = await lastCode(t, 'maya@example.com');
    for (let i = 0; i < 7; i += 1) await reset('maya@example.com', wrongFor(first));
    await request('maya@example.com');
    const second = await lastCode(t, 'maya@example.com');
    for (let i = 0; i < 4; i += 1) expect((await reset('maya@example.com', wrongFor(second))).status).toBe(422);
    expect((await reset('maya@example.com', second)).status).toBe(200);
    const failures = await t.db.selectFrom('login_failures').select('id').where('purpose', '=', 'reset-code').execute();
    expect(failures).toEqual([]);
  });

  test('an expired code is answered as a wrong one', async () => {
    await request('maya@example.com');
    const code = await lastCode(t, 'maya@example.com');
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await reset('maya@example.com', code);
    expect(shape(expired, 'maya@example.com')).toEqual(shape(await reset('ghost@example.com', code), 'ghost@example.com'));
    expect(expired.body.errors).toEqual({ code: ['The code is incorrect or has expired.'] });
    expect((await login(student.password)).status).toBe(200);
  });

  test('at most 5 requests per email per hour: then 429, the same for any email, kept in the database', async () => {
    for (let i = 0; i < 5; i += 1) expect((await request('maya@example.com')).status).toBe(200);
    const refused = await request('maya@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many password resets were requested for this email. Try again in an hour.' });
    await t.mailSent();
    expect(t.outbox).toHaveLength(5);
    for (let i = 0; i < 5; i += 1) expect((await request('ghost@example.com')).status).toBe(200);
    expect(shape(await request('ghost@example.com'), 'ghost@example.com')).toEqual(shape(refused, 'maya@example.com'));
    // Sign-up codes are counted apart; an hour later the email may ask again.
    expect((await call(t.app, 'resendVerificationCode', { body: { email: 'maya@example.com' } })).status).toBe(200);
    await t.db
      .updateTable('email_limits')
      .set({ window_start: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
      .execute();
    expect((await request('maya@example.com')).status).toBe(200);
  });
});
