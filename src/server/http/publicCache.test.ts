import { call, createAdmin, createTestApp, engines, eventually, type TestApp } from '../test/helpers';

const listedNames = (res: { body: { data: { name: string }[] } }) => res.body.data.map((city) => city.name);

describe.each(engines())('public reads from memory (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { publicCacheTtlMs: 60_000 } });
    admin = (await createAdmin(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  test('a public list is answered from memory; a write through the server empties it before its answer', async () => {
    await call(t.app, 'createCity', { token: admin, body: { name: 'Kingston', slug: 'kingston' } });
    expect(listedNames(await call(t.app, 'listCities'))).toEqual(['Kingston']);

    // A row written behind the server's back (another program) is not seen on SQLite until the
    // cache expires; on PostgreSQL its commit notifies every server, which drops what it kept.
    await t.db
      .insertInto('cities')
      .values({ name: 'Belleville', slug: 'belleville', images: '[]', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    if (engine === 'sqlite') expect(listedNames(await call(t.app, 'listCities'))).toEqual(['Kingston']);
    else await eventually('the notified write is read', async () => listedNames(await call(t.app, 'listCities')).length === 2, 1_000);

    // …but any write through this server clears it, before the writer hears back.
    const created = await call(t.app, 'createCity', { token: admin, body: { name: 'Ottawa', slug: 'ottawa' } });
    expect(created.status).toBe(201);
    expect(listedNames(await call(t.app, 'listCities'))).toEqual(['Belleville', 'Kingston', 'Ottawa']);
  });

  test('reads that need credentials are never answered from memory', async () => {
    const before = await call(t.app, 'listAdminCities', { token: admin });
    await t.db.deleteFrom('cities').where('slug', '=', 'ottawa').execute();
    const after = await call(t.app, 'listAdminCities', { token: admin });
    expect(after.body.data.length).toBe(before.body.data.length - 1);
  });
});

test('the cache forgets answers after its time to live', async () => {
  const t = await createTestApp('sqlite', { config: { publicCacheTtlMs: 50 } });
  try {
    const admin = (await createAdmin(t)).token;
    await call(t.app, 'createCity', { token: admin, body: { name: 'Kingston', slug: 'kingston' } });
    expect(listedNames(await call(t.app, 'listCities'))).toEqual(['Kingston']);
    await t.db.deleteFrom('cities').execute();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(listedNames(await call(t.app, 'listCities'))).toEqual([]);
  } finally {
    await t.close();
  }
});
