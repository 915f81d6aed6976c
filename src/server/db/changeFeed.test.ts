import pg from 'pg';
import { BOOKKEEPING_TABLES } from './bookkeeping';
import { call, capturedLog, createAdmin, createTestApp, engines, eventually, type TestApp } from '../test/helpers';

/*
 * Two server processes on one PostgreSQL database (two apps, two pools, two change feeds): what
 * one writes, the other's kept answers (public reads, the read memo) drop as soon as the change
 * is heard, though their TTL is a minute.
 */

jest.setTimeout(30_000);

/** Well within the minute the answers are kept: only the change feed can drop them sooner. */
const HEARD = 20_000;

const onPostgres = engines().includes('postgres') ? describe : describe.skip;

onPostgres('changes made by another server process (postgres)', () => {
  let a: TestApp;
  let b: TestApp;
  let bLog: ReturnType<typeof capturedLog>;
  let admin: string;
  beforeEach(async () => {
    a = await createTestApp('postgres', { config: { publicCacheTtlMs: 60_000 } });
    bLog = capturedLog();
    b = await createTestApp('postgres', { sharing: a, config: { publicCacheTtlMs: 60_000 }, logger: bLog.logger });
    admin = (await createAdmin(a)).token;
    await eventually('both processes listening', () => a.changes!.live() && b.changes!.live());
  });
  afterEach(async () => {
    await b.close();
    await a.close();
  });

  /** Runs SQL on a connection of its own, in the apps' schema. */
  const sqlElsewhere = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${a.schema}` });
    await client.connect();
    try {
      const results = [];
      for (const statement of statements) results.push(await client.query(statement));
      return results;
    } finally {
      await client.end();
    }
  };

  const titles = async (t: TestApp) => (await call(t.app, 'listServices')).body.data.map((s: { title: string }) => s.title);
  const service = {
    title: 'Private lesson',
    description: '',
    price: '60',
    original_price: null,
    features: [],
    icon: 'car',
    category: ['private'],
    is_active: true,
  };

  test("an admin's edit through one process shows in the other's public read before its TTL", async () => {
    const created = await call(a.app, 'createService', { token: admin, body: service });
    expect(created.status).toBe(201);
    expect(await titles(b)).toEqual(['Private lesson']);

    const edited = await call(a.app, 'updateService', { token: admin, params: { id: created.body.data.id }, body: { ...service, title: 'Road test' } });
    expect(edited.status).toBe(200);
    await eventually('the edit shows through the other process', async () => (await titles(b))[0] === 'Road test', HEARD);
  });

  test("the read memo (an admin's inquiries, a token) follows writes made through the other process", async () => {
    const list = async () => (await call(b.app, 'listInquiries', { token: admin })).body.data.map((i: { email: string }) => i.email);
    expect(await list()).toEqual([]);
    expect((await call(a.app, 'createInquiry', { body: { name: 'Maya', email: 'maya@example.com' } })).status).toBe(201);
    await eventually('the inquiry is listed by the other process', async () => (await list()).length === 1, HEARD);

    // Signed out through one process: the other refuses the token at once too.
    expect((await call(b.app, 'getCurrentUser', { token: admin })).status).toBe(200);
    expect((await call(a.app, 'adminLogout', { token: admin })).status).toBe(200);
    await eventually('the other process refuses the token', async () => (await call(b.app, 'getCurrentUser', { token: admin })).status === 401, HEARD);
  });

  test('a lost LISTEN connection is reopened, and what was kept meanwhile is dropped (notifications may have been missed)', async () => {
    const heard = b.changes!.version();
    expect((await call(a.app, 'createService', { token: admin, body: service })).status).toBe(201);
    // Once the creation's own notification has arrived, the answer is kept.
    await eventually("the creation's notification arrives", () => b.changes!.version() > heard, HEARD);
    // A change that notifies nobody (triggers off for this session): the kept answer stays. A late
    // notification of the set-up's own writes (the admin's) may still arrive while it is read or
    // kept: then it is read again and the silent change repeated; a drop nothing announced fails.
    let silentChanges = 0;
    await eventually(
      'a kept answer outlives a change that notifies nobody',
      async () => {
        const heardBefore = b.changes!.version();
        const kept = await titles(b);
        silentChanges += 1;
        await sqlElsewhere(`set session_replication_role = replica`, `update services set title = 'Unheard ${silentChanges}'`);
        const after = await titles(b);
        if (b.changes!.version() !== heardBefore) return false;
        expect(after).toEqual(kept);
        return true;
      },
      HEARD,
    );

    const [, terminated] = await sqlElsewhere(
      'select 1',
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'drive-change-feed:${a.schema}'`,
    );
    expect(terminated.rowCount).toBe(2);
    await eventually('the other process listens again', () => b.changes!.live(), HEARD);
    expect(await titles(b)).toEqual([`Unheard ${silentChanges}`]);
    const [listening] = await sqlElsewhere(`select pid from pg_stat_activity where application_name = 'drive-change-feed:${a.schema}'`);
    expect(listening.rowCount).toBe(2);
    const messages = bLog.lines.map((line) => String(line.msg));
    expect(messages.filter((m) => m.startsWith('PostgreSQL change notifications lost'))).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('PostgreSQL change notifications are back'))).toHaveLength(1);

    // Listening again: an edit elsewhere shows promptly.
    await sqlElsewhere(`update services set title = 'Heard'`);
    await eventually('a later change is heard', async () => (await titles(b))[0] === 'Heard', HEARD);
  });

  test('every table notifies its changes, except the bookkeeping no kept answer reads', async () => {
    const [silent] = await sqlElsewhere(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'data_changed')
      order by 1`);
    // A new table read by public pages or the read memo needs the data_changed trigger in its
    // migration (see 0013_change_notifications.ts); a bookkeeping table belongs in this list.
    expect(silent.rows.map((row: { name: string }) => row.name)).toEqual([...BOOKKEEPING_TABLES]);
  });
});
