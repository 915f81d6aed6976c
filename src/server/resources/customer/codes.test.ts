import { createHash, createHmac } from 'node:crypto';
import { call, createAdmin, createStudent, createTestApp, engines, lastCode, type TestApp } from '../../test/helpers';

const signUp = (email: string) => ({
  fName: 'Maya',
  lName: 'Chen',
  email,
  password: 'correct-horse-1',
  gender: 'female',
  type: 'student',
  phoneNumber: '613-555-0142',
  latitude: '44.2312',
  longitude: '-76.4860',
  city: 'Kingston',
});

/** An answer with the email taken out, to compare the answers about different emails. */
const shape = (res: { status: number; body: unknown }, email: string) => ({
  status: res.status,
  body: JSON.parse(JSON.stringify(res.body).split(email).join('<email>')),
});

describe.each(engines())('verification codes (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const resend = (email: string) => call(t.app, 'resendVerificationCode', { body: { email } });
  const verify = (email: string, code: string) => call(t.app, 'verifyCode', { body: { email, code } });

  test('"send a new code" mails a pending account a new code that replaces the last one', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('maya@example.com') });
    const first = await lastCode(t, 'maya@example.com');
    const res = await resend('Maya@Example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'If maya@example.com is waiting for verification, a new code is on its way.' });
    const second = await lastCode(t, 'maya@example.com');
    expect(t.outbox).toHaveLength(2);
    if (first !== second) expect((await verify('maya@example.com', first)).status).toBe(422);
    expect((await verify('maya@example.com', second)).status).toBe(200);
  });

  test('"send a new code" answers the same for an unknown, a verified, an admin and a pending email, and mails only the pending one', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('pending@example.com') });
    await t.mailSent();
    const verified = await createStudent(t);
    const admin = await createAdmin(t);
    const answers = [];
    for (const email of ['pending@example.com', 'ghost@example.com', verified.email, admin.email]) answers.push(shape(await resend(email), email));
    expect(answers).toEqual(Array(4).fill(answers[0]));
    await t.mailSent();
    expect(t.outbox.map((m) => m.to)).toEqual(['pending@example.com', 'pending@example.com']);
  });

  test('"send a new code" does the same work before answering for any email: what depends on the account follows the answer', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('pending@example.com') });
    await t.mailSent();
    const deferred: (() => Promise<void>)[] = [];
    t.app.mail.background = (task) => void deferred.push(task);
    const codeRow = () => t.db.selectFrom('verification_codes').selectAll().executeTakeFirstOrThrow();
    const before = await codeRow();
    for (const email of ['pending@example.com', 'ghost@example.com']) expect((await resend(email)).status).toBe(200);
    // Answered: nothing of the pending account was touched yet, and both requests left the same work behind.
    expect(await codeRow()).toEqual(before);
    expect(deferred).toHaveLength(2);
    for (const task of deferred) await task();
    expect((await codeRow()).code_hash).not.toBe(before.code_hash);
  });

  test('at most 5 codes per email per hour (sign-ups and resends together): then 429, the same for any email, kept in the database', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('maya@example.com') });
    for (let i = 0; i < 4; i += 1) expect((await resend('maya@example.com')).status).toBe(200);
    const refused = await resend('maya@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many codes were requested for this email. Try again in an hour.' });
    expect((await call(t.app, 'customerSignUp', { multipart: signUp('maya@example.com') })).status).toBe(429);
    await t.mailSent();
    expect(t.outbox).toHaveLength(5);

    for (let i = 0; i < 5; i += 1) expect((await resend('ghost@example.com')).status).toBe(200);
    expect(shape(await resend('ghost@example.com'), 'ghost@example.com')).toEqual(shape(refused, 'maya@example.com'));
    // Other emails are not affected; an hour later the email may ask again.
    expect((await resend('other@example.com')).status).toBe(200);
    await t.db
      .updateTable('email_limits')
      .set({ window_start: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
      .execute();
    expect((await resend('maya@example.com')).status).toBe(200);
  });

  test('wrong codes are answered the same for an unknown and a pending email, the lock-out included', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('pending@example.com') });
    const code = await lastCode(t, 'pending@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = async (email: string) => {
      const list = [];
      for (let i = 0; i < 7; i += 1) list.push(shape(await verify(email, wrong), email));
      return list;
    };
    const pending = await answers('pending@example.com');
    expect(await answers('ghost@example.com')).toEqual(pending);
    expect(pending.map((a) => a.body.errors.code[0])).toEqual([
      ...Array(4).fill('The verification code is incorrect or has expired.'),
      ...Array(3).fill('Too many wrong attempts. Ask for a new code to try again.'),
    ]);
    // The right code is refused once locked; a new code brings fresh attempts, for both alike.
    expect((await verify('pending@example.com', code)).status).toBe(422);
    await resend('pending@example.com');
    await resend('ghost@example.com');
    expect(shape(await verify('ghost@example.com', wrong), 'ghost@example.com')).toEqual(pending[0]);
    expect((await verify('pending@example.com', await lastCode(t, 'pending@example.com'))).status).toBe(200);
  });

  test('wrong codes count per email across codes: 10 in an hour lock it, the right code too, with when to retry; the same for any email', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('pending@example.com') });
    const guessTwoCodes = async (email: string) => {
      for (let n = 0; n < 2; n += 1) {
        const code = email === 'pending@example.com' ? await lastCode(t, email) : '123456';
        for (let i = 0; i < 5; i += 1) expect((await verify(email, code === '000000' ? '111111' : '000000')).status).toBe(422);
        await resend(email);
      }
    };
    await guessTwoCodes('pending@example.com');
    const locked = await verify('pending@example.com', await lastCode(t, 'pending@example.com'));
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: 'Too many wrong codes were entered for this email. Try again in 60 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    await guessTwoCodes('ghost@example.com');
    expect(shape(await verify('ghost@example.com', '123456'), 'ghost@example.com')).toEqual(shape(locked, 'pending@example.com'));
    await t.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
      .where('purpose', '=', 'verification-code')
      .execute();
    expect((await verify('pending@example.com', await lastCode(t, 'pending@example.com'))).status).toBe(200);
  });

  test('an expired code is answered as a wrong one', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('pending@example.com') });
    const code = await lastCode(t, 'pending@example.com');
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(shape(await verify('pending@example.com', code), 'pending@example.com')).toEqual(
      shape(await verify('ghost@example.com', code), 'ghost@example.com'),
    );
  });

  test('codes are stored as an HMAC keyed by the server secret, not an unkeyed hash', async () => {
    await call(t.app, 'customerSignUp', { multipart: signUp('maya@example.com') });
    const code = await lastCode(t, 'maya@example.com');
    const row = await t.db.selectFrom('verification_codes').select(['user_id', 'code_hash']).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toBe(createHash('sha256').update(`${row.user_id}:${code}`).digest('hex'));
    expect(row.code_hash).toBe(createHmac('sha256', t.app.secret).update(`${row.user_id}:${code}`).digest('hex'));
  });

  test('two sign-ups of one new email at once: one account, both answered 201', async () => {
    const [a, b] = await Promise.all([
      call(t.app, 'customerSignUp', { multipart: signUp('race@example.com') }),
      call(t.app, 'customerSignUp', { multipart: signUp('race@example.com') }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute()).toHaveLength(1);
  });
});
