import { hashToken } from '../../auth/tokens';
import { call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(engines())('tokens: areas and lifetimes (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const tokenRow = (token: string) => t.db.selectFrom('personal_access_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  const setTimes = (token: string, times: { created_at?: string; last_used_at?: string | null }) =>
    t.db.updateTable('personal_access_tokens').set(times).where('token_hash', '=', hashToken(token)).execute();
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  test('each login issues a token of its own area, valid in that area only', async () => {
    const admin = await createAdmin(t);
    const student = await createStudent(t);
    const adminToken = (await call(t.app, 'adminLogin', { body: { email: admin.email, password: admin.password } })).body.data.token;
    const customerToken = (await call(t.app, 'customerLogin', { body: { email: student.email, password: student.password } })).body.token;
    expect((await tokenRow(adminToken))?.area).toBe('admin');
    expect((await tokenRow(customerToken))?.area).toBe('customer');

    // An admin token is no credential in the customer area: it cannot even sign itself out there.
    expect((await call(t.app, 'listPackages', { token: adminToken })).status).toBe(401);
    expect((await call(t.app, 'customerLogout', { token: adminToken })).status).toBe(401);
    expect(await tokenRow(adminToken)).toBeDefined();
    expect((await call(t.app, 'getCurrentUser', { token: adminToken })).status).toBe(200);
    // A customer token in the admin area: a valid token of the wrong kind.
    expect((await call(t.app, 'getCurrentUser', { token: customerToken })).status).toBe(403);
    expect((await call(t.app, 'adminLogout', { token: customerToken })).status).toBe(403);
    expect((await call(t.app, 'listPackages', { token: customerToken })).status).toBe(200);
  });

  test('a token of an admin in the customer area opens no admin operation, even though its user is an admin', async () => {
    const admin = await createAdmin(t);
    await t.db.updateTable('personal_access_tokens').set({ area: 'customer' }).where('token_hash', '=', hashToken(admin.token)).execute();
    expect((await call(t.app, 'getCurrentUser', { token: admin.token })).status).toBe(403);
  });

  test.each([
    ['admin', 'idle', { last_used_at: ago(2 * 60 * MINUTE + MINUTE) }],
    ['admin', 'absolute', { created_at: ago(12 * 60 * MINUTE + MINUTE), last_used_at: ago(MINUTE) }],
    ['customer', 'idle', { created_at: ago(31 * DAY), last_used_at: ago(30 * DAY + MINUTE) }],
    ['customer', 'absolute', { created_at: ago(90 * DAY + MINUTE), last_used_at: ago(MINUTE) }],
  ] as const)('an %s token past its %s lifetime is refused (401) and deleted', async (area, _kind, times) => {
    const account = area === 'admin' ? await createAdmin(t) : await createStudent(t);
    const operationId = area === 'admin' ? 'getCurrentUser' : 'listPackages';
    await setTimes(account.token, times);
    expect((await call(t.app, operationId, { token: account.token })).status).toBe(401);
    expect(await tokenRow(account.token)).toBeUndefined();
  });

  test('tokens within their lifetimes work, and their use keeps them alive', async () => {
    const admin = await createAdmin(t);
    const student = await createStudent(t);
    await setTimes(admin.token, { created_at: ago(11 * 60 * MINUTE), last_used_at: ago(2 * 60 * MINUTE - MINUTE) });
    await setTimes(student.token, { created_at: ago(89 * DAY), last_used_at: ago(29 * DAY) });
    expect((await call(t.app, 'getCurrentUser', { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'listPackages', { token: student.token })).status).toBe(200);
    // The use was recorded: the idle lifetime starts again.
    expect(Date.parse((await tokenRow(admin.token))!.last_used_at!)).toBeGreaterThan(Date.now() - MINUTE);
  });

  test('expiry is enforced on answers kept by the read memo (time passes, nothing is written)', async () => {
    const admin = await createAdmin(t);
    expect((await call(t.app, 'getCurrentUser', { token: admin.token })).status).toBe(200); // records the use
    expect((await call(t.app, 'getCurrentUser', { token: admin.token })).status).toBe(200); // kept (SQLite)
    const later = Date.now() + 2 * 60 * MINUTE + MINUTE;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect((await call(t.app, 'getCurrentUser', { token: admin.token })).status).toBe(401);
  });

  test('a login prunes the expired tokens of every account', async () => {
    const admin = await createAdmin(t);
    const expiredAdmin = await createAdmin(t);
    const expiredStudent = await createStudent(t);
    const idleStudent = await createStudent(t);
    const liveStudent = await createStudent(t);
    await setTimes(expiredAdmin.token, { created_at: ago(13 * 60 * MINUTE), last_used_at: ago(MINUTE) });
    await setTimes(expiredStudent.token, { created_at: ago(91 * DAY), last_used_at: ago(MINUTE) });
    await setTimes(idleStudent.token, { created_at: ago(40 * DAY), last_used_at: ago(31 * DAY) });
    // A customer token this old would be idle in the admin area, not in its own.
    await setTimes(liveStudent.token, { created_at: ago(5 * DAY), last_used_at: null });
    expect((await call(t.app, 'adminLogin', { body: { email: admin.email, password: admin.password } })).status).toBe(200);
    expect(await tokenRow(expiredAdmin.token)).toBeUndefined();
    expect(await tokenRow(expiredStudent.token)).toBeUndefined();
    expect(await tokenRow(idleStudent.token)).toBeUndefined();
    expect(await tokenRow(liveStudent.token)).toBeDefined();
    expect(await tokenRow(admin.token)).toBeDefined();
  });

  test('lifetimes come from the config', async () => {
    await t.close();
    t = await createTestApp(engine, {
      config: {
        tokenLifetimes: {
          admin: { idleMs: 5 * MINUTE, maxMs: 60 * MINUTE },
          customer: { idleMs: 5 * MINUTE, maxMs: 60 * MINUTE },
          instructor: { idleMs: 5 * MINUTE, maxMs: 60 * MINUTE },
        },
      },
    });
    const student = await createStudent(t);
    await setTimes(student.token, { last_used_at: ago(6 * MINUTE) });
    expect((await call(t.app, 'listPackages', { token: student.token })).status).toBe(401);
  });
});

const onPostgres = engines().includes('postgres') ? describe : describe.skip;

onPostgres('tokens used through two server processes (postgres)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeEach(async () => {
    a = await createTestApp('postgres');
    b = await createTestApp('postgres', { sharing: a });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await b.close();
    await a.close();
  });

  test('a token kept by one process is not refused as idle when its use was recorded by the other', async () => {
    const admin = await createAdmin(a);
    // Once the notifications of the account's creation have arrived, b keeps what it reads.
    await new Promise((r) => setTimeout(r, 300));
    const start = Date.now();
    expect((await call(b.app, 'getCurrentUser', { token: admin.token })).status).toBe(200);
    // Used through the other process near the end of its idle lifetime (2 h): the use is recorded there.
    jest.spyOn(Date, 'now').mockReturnValue(start + 2 * 60 * MINUTE - MINUTE);
    expect((await call(a.app, 'getCurrentUser', { token: admin.token })).status).toBe(200);
    // Past the idle lifetime counted from the sign-in, within it counted from that use.
    jest.spyOn(Date, 'now').mockReturnValue(start + 2 * 60 * MINUTE + MINUTE);
    expect((await call(b.app, 'getCurrentUser', { token: admin.token })).status).toBe(200);
  });
});
