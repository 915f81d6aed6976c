import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, engines } from '../test/helpers';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';

const onPostgres = engines().includes('postgres') ? describe : describe.skip;

onPostgres('migrations run by several processes at once (postgres)', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_migrate_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`create schema ${schema}`));
  afterAll(() => admin(`drop schema ${schema} cascade`));

  test('one migrates a fresh database while the others wait under the lock, then find nothing to do', async () => {
    const handles = Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 }));
    try {
      const results = await Promise.all(handles.map((handle) => migrateToLatest(handle.db, schema)));
      const applied = results.filter((names) => names.length > 0);
      expect(applied).toHaveLength(1);
      expect(applied[0][0]).toBe('0001_initial');
      expect(results.filter((names) => names.length === 0)).toHaveLength(3);
      const { rows } = await admin(`select name from ${schema}.kysely_migration order by name`);
      expect(rows.map((row: { name: string }) => row.name)).toEqual(applied[0]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  }, 60_000);
});

describe.each(engines())('a database ahead of this code (%s)', (engine) => {
  test('migrated by a newer version, it starts this one without migrating, as during a rolling deploy or a rollback', async () => {
    const t = await createTestApp(engine);
    try {
      await sql`insert into kysely_migration (name, timestamp) values (${'9999_newer_version'}, ${new Date().toISOString()})`.execute(t.db);
      expect(await migrateToLatest(t.db, t.schema)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
