import { hashQueue, useHashLimits } from '../../auth/password';
import { TEST_HASH_LIMITS } from '../../test/hashCost';
import { call, createAdmin, createStudent, createTestApp, engines, eventually, lastCode, type Account, type TestApp } from '../../test/helpers';

/** Takes a turn of the hashing queue (running, or waiting to) until released. */
function holdTurn() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const done = hashQueue().run(() => gate);
  return async () => {
    release();
    await done;
  };
}

describe.each(engines())('sign-ins while password hashing is busy (%s)', (engine) => {
  let t: TestApp;
  let student: Account;
  let admin: Account;
  let releases: (() => Promise<void>)[] = [];
  /** One hash at a time, one waiting: both turns taken. */
  const fillQueue = () => (releases = [holdTurn(), holdTurn()]);
  const emptyQueue = async () => {
    for (const release of releases.splice(0)) await release();
  };
  beforeEach(async () => {
    t = await createTestApp(engine);
    student = await createStudent(t);
    admin = await createAdmin(t);
    useHashLimits({ running: 1, waiting: 1 });
  });
  afterEach(async () => {
    await emptyQueue();
    useHashLimits(TEST_HASH_LIMITS);
    await t.close();
  });

  const expectBusy = (res: { status: number; headers: Record<string, unknown>; body: { message: string } }) => {
    expect(res.status).toBe(503);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(res.body.message).toBe(`Too many sign-ins are being checked right now. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`);
  };

  test('every operation that hashes answers 503 with Retry-After when the queue is full, and writes nothing', async () => {
    fillQueue();
    expectBusy(await call(t.app, 'customerLogin', { body: { email: student.email, password: student.password } }));
    expectBusy(await call(t.app, 'adminLogin', { body: { email: admin.email, password: admin.password } }));
    expectBusy(await call(t.app, 'adminLoginAlias', { body: { email: admin.email, password: 'wrong-password' } }));
    expectBusy(await call(t.app, 'changeMyPassword', { token: student.token, body: { current_password: student.password, new_password: 'a-new-password-2' } }));
    const signUp = {
      fName: 'Maya',
      lName: 'Chen',
      email: 'maya.chen@example.com',
      password: 'correct-horse-1',
      gender: 'female',
      type: 'student',
      phoneNumber: '613-555-0142',
      latitude: '44.2312',
      longitude: '-76.4860',
      city: 'Kingston',
    };
    expectBusy(await call(t.app, 'customerSignUp', { multipart: signUp }));
    expect(await t.db.selectFrom('users').select('email').where('email', '=', 'maya.chen@example.com').execute()).toEqual([]);
    // Refused before anything is counted: no failed sign-ins, no code requests.
    expect(await t.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('email_limits').selectAll().execute()).toEqual([]);

    // Refused as it arrives, before its body is read: a flood's refusals cost the server little.
    expectBusy(await call(t.app, 'customerLogin', { body: { email: 'not an email' } }));

    const fr = await call(t.app, 'customerLogin', { body: { email: student.email, password: student.password }, headers: { 'accept-language': 'fr' } });
    expect(fr.status).toBe(503);
    const seconds = Number(fr.headers['retry-after']);
    expect(fr.body.message).toBe(`Trop de connexions sont en cours de vérification. Réessayez dans ${seconds} ${seconds === 1 ? 'seconde' : 'secondes'}.`);
  });

  test('a password reset refused for a busy queue is no attempt, and its code serves the next try', async () => {
    expect((await call(t.app, 'requestPasswordReset', { body: { email: student.email } })).status).toBe(200);
    const code = await lastCode(t, student.email);
    fillQueue();
    const body = { email: student.email, code, new_password: 'a-new-password-2' };
    expectBusy(await call(t.app, 'resetPassword', { body }));
    expect(await t.db.selectFrom('email_limits').select('kind').where('kind', '=', 'reset_attempt').execute()).toEqual([]);
    await emptyQueue();
    expect((await call(t.app, 'resetPassword', { body })).status).toBe(200);
  });

  test('a sign-in past the running hash waits for its turn instead of being refused', async () => {
    releases = [holdTurn()];
    const login = call(t.app, 'customerLogin', { body: { email: student.email, password: student.password } });
    await eventually('the sign-in waits in the queue', () => hashQueue().waiting === 1);
    await emptyQueue();
    expect((await login).status).toBe(200);
  });

  test('a sign-in arriving at a full queue waits at the door, and is let in when a place frees', async () => {
    useHashLimits({ running: 1, waiting: 1, doorMs: 60_000 });
    fillQueue();
    let answered = false;
    const login = call(t.app, 'customerLogin', { body: { email: student.email, password: student.password } }).finally(() => (answered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    await emptyQueue();
    expect((await login).status).toBe(200);
  });
});
