import { call, capturedLog, createAdmin, createStudent, createTestApp, engines, type Account, type TestApp } from '../../test/helpers';
import { addDate, addPackage } from './fixtures';
import { clientNetwork } from './holdLimits';

/*
 * Seat squatting: seats held and waiting for payment are capped per student account (2 here) and
 * per client address (3), also when the holds are asked at once. The app believes one proxy hop
 * (TRUST_PROXY=1), so each test speaks from addresses of its own through X-Forwarded-For.
 */

describe.each(engines())('caps on open holds (%s)', (engine) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { trustProxy: 1, holdLimits: { perAccount: 2, perAddress: 3 } } });
    admin = await createAdmin(t);
  }, 30_000);
  afterAll(() => t.close());

  async function aDate() {
    const pkg = await addPackage(t.db);
    return { package_id: pkg, package_date_id: await addDate(t.db, pkg) };
  }
  const hold = (who: Account, from: string, body: { package_id: number; package_date_id: number }, lang = 'en') =>
    call(t.app, 'createBooking', { token: who.token, body, headers: { 'x-forwarded-for': from, 'accept-language': lang } });
  const students = (n: number) => Promise.all(Array.from({ length: n }, () => createStudent(t)));
  const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

  test('a student holds two seats at once: the third is a 409 too_many_holds in their language; their own booking answered again is no new hold', async () => {
    const [me] = await students(1);
    const [first, second, third] = [await aDate(), await aDate(), await aDate()];
    expect((await hold(me, '192.0.2.1', first)).status).toBe(201);
    expect((await hold(me, '192.0.2.1', second)).status).toBe(201);

    const refused = await hold(me, '192.0.2.1', third, 'fr');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'too_many_holds',
      message: 'Vous avez déjà des places retenues en attente de paiement. Payez l’une de ces réservations, ou annulez-la, avant de retenir une autre place.',
    });
    expect((await hold(me, '192.0.2.1', first)).status).toBe(200);
    expect(await t.db.selectFrom('bookings').select('id').where('user_id', '=', me.user.id).execute()).toHaveLength(2);
  });

  test('a hold paid, cancelled or past its end is no longer open: each frees a place under the cap', async () => {
    const [me] = await students(1);
    const held = [];
    for (let i = 0; i < 2; i++) held.push((await hold(me, '192.0.2.2', await aDate())).body.data.id as number);
    expect((await hold(me, '192.0.2.2', await aDate())).body.code).toBe('too_many_holds');

    expect((await call(t.app, 'cancelMyBooking', { token: me.token, params: { id: held[0] } })).status).toBe(200);
    held.push((await hold(me, '192.0.2.2', await aDate())).body.data.id);
    expect((await call(t.app, 'markBookingPaid', { token: admin.token, params: { id: held[1] }, body: { method: 'cash' } })).status).toBe(200);
    held.push((await hold(me, '192.0.2.2', await aDate())).body.data.id);
    await t.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', held[2])
      .execute();
    expect((await hold(me, '192.0.2.2', await aDate())).status).toBe(201);
    expect((await hold(me, '192.0.2.2', await aDate())).body.code).toBe('too_many_holds');
  });

  test('one address holds three seats at once, whatever the accounts: the fourth is a 429; another address is not counted with it', async () => {
    const crowd = await students(5);
    const answers = [];
    for (const who of crowd.slice(0, 4)) answers.push(await hold(who, '198.51.100.20', await aDate()));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3].body.message).toBe(
      'Too many seats are being held from your network right now. Please pay for or cancel a held booking, or try again once a hold has ended.',
    );
    // The same client written IPv4-mapped is the same address; another address is another client.
    expect((await hold(crowd[4], '::ffff:198.51.100.20', await aDate())).status).toBe(429);
    expect((await hold(crowd[4], '198.51.100.21', await aDate())).status).toBe(201);

    const kept = await t.db.selectFrom('bookings').select('held_from').where('id', '=', answers[0].body.data.id).executeTakeFirstOrThrow();
    expect(kept.held_from).toMatch(/^[0-9a-f]{32}$/);
  });

  test('an IPv6 client is its /64: addresses within it count together', async () => {
    const crowd = await students(5);
    const answers = [];
    for (const [i, from] of ['2001:db8:7:1::a', '2001:db8:7:1::b', '2001:db8:7:1:ffff::1', '2001:db8:7:1:1:2:3:4'].entries()) {
      answers.push(await hold(crowd[i], from, await aDate()));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect((await hold(crowd[4], '2001:db8:7:2::a', await aDate())).status).toBe(201);
  });

  test('holds asked at once by one account: exactly two pass', async () => {
    const [me] = await students(1);
    const dates = await Promise.all(Array.from({ length: 6 }, () => aDate()));
    const answers = await Promise.all(dates.map((date) => hold(me, '192.0.2.3', date)));
    expect(statuses(answers)).toEqual([201, 201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'too_many_holds')).toBe(true);
    expect(await t.db.selectFrom('bookings').select('id').where('user_id', '=', me.user.id).execute()).toHaveLength(2);
  });

  test('holds asked at once from one address by six accounts: exactly three pass', async () => {
    const crowd = await students(6);
    const dates = await Promise.all(crowd.map(() => aDate()));
    const answers = await Promise.all(crowd.map((who, i) => hold(who, '203.0.113.99', dates[i])));
    expect(statuses(answers)).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe.each(engines())('the address of a hold behind an unconfigured proxy (%s)', (engine) => {
  const log = capturedLog('warn');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { holdLimits: { perAccount: 0, perAddress: 2 } }, logger: log.logger });
  }, 30_000);
  afterAll(() => t.close());

  test('without TRUST_PROXY, X-Forwarded-For is not believed: every student counts as the proxy, and that is logged once', async () => {
    const pkg = await addPackage(t.db);
    const crowd = await Promise.all([createStudent(t), createStudent(t), createStudent(t)]);
    const answers = [];
    for (const [i, who] of crowd.entries()) {
      const body = { package_id: pkg, package_date_id: await addDate(t.db, pkg) };
      answers.push(await call(t.app, 'createBooking', { token: who.token, body, headers: { 'x-forwarded-for': `192.0.2.${10 + i}` } }));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    expect(log.lines.filter((line) => String(line.msg).includes('TRUST_PROXY is not set'))).toHaveLength(1);
  });
});

test('a client is an IPv4 address, also IPv4-mapped, or an IPv6 /64', () => {
  expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
  expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
  expect(clientNetwork('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
  expect(clientNetwork('2001:0db8:0000:0012:abcd:0:0:9')).toBe('2001:db8:0:12::/64');
  expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
});
