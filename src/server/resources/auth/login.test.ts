import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { PRODUCTION_HASH_COST, useHashCost } from '../../auth/password';
import { operations } from '../../../contract/generated/operations.gen';
import { TEST_HASH_COST, hashAt } from '../../test/hashCost';
import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';

const LOGINS = ['adminLogin', 'customerLogin'] as const;
type Login = (typeof LOGINS)[number];

/** What a client can observe of an answer, byte for byte (the date header aside). */
const observed = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  type: res.headers['content-type'],
  length: res.headers['content-length'],
  retryAfter: res.headers['retry-after'],
  body: res.body,
});

describe.each(engines())('logins (%s)', (engine) => {
  let t: TestApp;
  afterEach(async () => {
    jest.useRealTimers();
    useHashCost(TEST_HASH_COST);
    await t?.close();
  });

  const raw = (operationId: Login, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: operations[operationId].path, payload: body, headers });

  test('a wrong password answers byte for byte what an unknown email answers (unverified and admin accounts included)', async () => {
    t = await createTestApp(engine);
    const admin = await createAdmin(t);
    const student = await createStudent(t);
    const unverified = await createStudent(t, { verified: false });
    for (const operationId of LOGINS) {
      for (const lang of ['en', 'fr', 'ar']) {
        const headers = { 'accept-language': lang };
        const unknown = observed(await raw(operationId, { email: 'nobody@example.com', password: 'wrong-password' }, headers));
        expect(unknown.status).toBe(401);
        for (const account of [admin, student, unverified]) {
          expect(observed(await raw(operationId, { email: account.email, password: 'wrong-password' }, headers))).toEqual(unknown);
        }
      }
    }
  });

  test('an unknown email costs the same scrypt work as a wrong password', async () => {
    t = await createTestApp(engine);
    const admin = await createAdmin(t);
    const student = await createStudent(t);
    const runs = async (operationId: Login, email: string) => {
      const spy = jest.spyOn(crypto, 'scrypt');
      try {
        expect((await call(t.app, operationId, { body: { email, password: 'wrong-password' } })).status).toBe(401);
        return spy.mock.calls.map((args) => (args[3] as crypto.ScryptOptions).N);
      } finally {
        spy.mockRestore();
      }
    };
    await runs('adminLogin', 'warm-up@example.com'); // the dummy hash is made once per process
    expect(await runs('adminLogin', 'nobody@example.com')).toEqual([1024]);
    expect(await runs('adminLogin', admin.email)).toEqual([1024]);
    expect(await runs('customerLogin', 'nobody@example.com')).toEqual([1024]);
    expect(await runs('customerLogin', student.email)).toEqual([1024]);
  });

  test('25 wrong passwords from rotating addresses, across both logins: locked after 10 (429), the same for an unknown email', async () => {
    // The clock stands still (only the clock: timers run): each email's wait is counted from its
    // own first failure, and the two runs of guesses take however long the machine takes.
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    // Behind one trusted proxy, each guess from another client address: the per-address limit never trips.
    t = await createTestApp(engine, {
      config: { trustProxy: 1, rateLimit: { enabled: true, strict: { max: 10, windowMs: 60_000 }, writes: { max: 10, windowMs: 60_000 } } },
    });
    const student = await createStudent(t);
    const other = await createStudent(t);
    let address = 0;
    const guess = (operationId: Login, email: string, password = 'wrong-password') =>
      raw(operationId, { email, password }, { 'x-forwarded-for': `10.9.8.7, 198.51.100.${++address}` });

    const statuses = async (email: string) => {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 25; i++) answers.push(await guess(LOGINS[i % 2], email));
      return answers;
    };
    const known = await statuses(student.email.toUpperCase());
    expect(known.map((r) => r.statusCode)).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    const locked = known[known.length - 1];
    expect(locked.json()).toEqual({ success: false, message: 'Too many failed sign-in attempts with this email address. Please try again in 15 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The right password waits too; another account is not affected.
    expect((await guess('customerLogin', student.email, student.password)).statusCode).toBe(429);
    expect((await guess('customerLogin', other.email, other.password)).statusCode).toBe(200);

    const unknown = await statuses('nobody@example.com');
    expect(unknown.map((r) => r.statusCode)).toEqual(known.map((r) => r.statusCode));
    // The same answer, byte for byte, Retry-After included.
    expect(observed(unknown[24])).toEqual(observed(locked));

    // Only failures count: refused attempts did not push the lock further.
    const hash = crypto.createHash('sha256').update(student.email).digest('hex');
    expect(await t.db.selectFrom('login_failures').select('id').where('email_hash', '=', hash).execute()).toHaveLength(10);
    // Once the window has passed, the right password signs in and the failures are forgiven.
    await t.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .execute();
    expect((await guess('adminLogin', student.email, student.password)).statusCode).toBe(403);
    expect((await guess('customerLogin', student.email, student.password)).statusCode).toBe(200);
    expect(await t.db.selectFrom('login_failures').select('id').where('email_hash', '=', hash).execute()).toEqual([]);
  });

  test('a right password forgives the failures before it; 25 guesses at once get at most 10 answers', async () => {
    t = await createTestApp(engine);
    const student = await createStudent(t);
    for (let i = 0; i < 9; i++) expect((await call(t.app, 'customerLogin', { body: { email: student.email, password: 'wrong' } })).status).toBe(401);
    expect((await call(t.app, 'customerLogin', { body: { email: student.email, password: student.password } })).status).toBe(200);
    const guesses = await Promise.all(Array.from({ length: 25 }, () => call(t.app, 'customerLogin', { body: { email: student.email, password: 'wrong' } })));
    const answered = guesses.filter((r) => r.status === 401).length;
    expect(answered).toBeLessThanOrEqual(10);
    expect(guesses.filter((r) => r.status === 429).length).toBe(25 - answered);
  });

  test('a login with a hash below the current cost rewrites it at the cost (both logins); a wrong password does not', async () => {
    t = await createTestApp(engine);
    const admin = await createAdmin(t);
    const student = await createStudent(t);
    const storedHash = async (id: number) =>
      (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
    for (const [operationId, account] of [
      ['adminLogin', admin],
      ['customerLogin', student],
    ] as const) {
      const old = await hashAt({ N: 2 ** 9, r: 8, p: 1 }, account.password);
      await t.db.updateTable('users').set({ password_hash: old }).where('id', '=', account.user.id).execute();
      expect((await call(t.app, operationId, { body: { email: account.email, password: 'wrong' } })).status).toBe(401);
      expect(await storedHash(account.user.id)).toBe(old);
      expect((await call(t.app, operationId, { body: { email: account.email, password: account.password } })).status).toBe(200);
      expect(await storedHash(account.user.id)).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect((await call(t.app, operationId, { body: { email: account.email, password: account.password } })).status).toBe(200);
    }
  });

  test('at the production cost (N = 2^17, r = 8, p = 1), a login rewrites a hash of the former cost (2^14)', async () => {
    t = await createTestApp(engine);
    const student = await createStudent(t);
    const former = await hashAt({ N: 2 ** 14, r: 8, p: 1 }, student.password);
    await t.db.updateTable('users').set({ password_hash: former }).where('id', '=', student.user.id).execute();
    useHashCost(PRODUCTION_HASH_COST);
    expect(PRODUCTION_HASH_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect((await call(t.app, 'customerLogin', { body: { email: student.email, password: student.password } })).status).toBe(200);
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', student.user.id).executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await call(t.app, 'customerLogin', { body: { email: student.email, password: student.password } })).status).toBe(200);
  }, 30_000);
});

const onPostgres = engines().includes('postgres') ? describe : describe.skip;

onPostgres('logins through two server processes (postgres)', () => {
  let a: TestApp;
  let b: TestApp;
  afterEach(async () => {
    await b?.close();
    await a?.close();
  });

  test('failed sign-ins per email are counted in the database: spread over two processes, the email is locked after 10', async () => {
    a = await createTestApp('postgres');
    b = await createTestApp('postgres', { sharing: a });
    const student = await createStudent(a);
    const guess = (i: number, email: string) => call(i % 2 ? a.app : b.app, LOGINS[i % 2], { body: { email, password: 'wrong-password' } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(i, student.email)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await call(b.app, 'customerLogin', { body: { email: student.email, password: student.password } })).status).toBe(429);

    // Guesses sent to both at once: never more than 10 passwords are checked.
    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => guess(i, 'burst@example.com')));
    expect(burst.filter((res) => res.status === 401).length).toBeLessThanOrEqual(10);
    expect(burst.every((res) => res.status === 401 || res.status === 429)).toBe(true);
  }, 30_000);
});
