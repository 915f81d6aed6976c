import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, type DbHandle } from './connect';
import { createReadMemo } from './readMemo';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { engines, eventually } from '../test/helpers';

let dir: string;
let handle: DbHandle;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'read-memo-'));
  handle = openDatabase({ sqliteFile: path.join(dir, 'app.db') });
  await sql`create table t (n integer)`.execute(handle.db);
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async () => (await sql<{ c: number }>`select count(*) as c from t`.execute(handle.db)).rows[0].c;

test('a read is answered from memory until this server writes', async () => {
  const memo = createReadMemo(handle.dataVersion);
  const compute = jest.fn(count);
  expect(await memo.read('count', compute)).toBe(0);
  expect(await memo.read('count', compute)).toBe(0);
  expect(compute).toHaveBeenCalledTimes(1);
  await sql`insert into t values (1)`.execute(handle.db);
  expect(await memo.read('count', compute)).toBe(1);
  expect(compute).toHaveBeenCalledTimes(2);
});

test('bookkeeping (mail to send, a token’s recorded use) leaves kept answers standing; a write in the same transaction as it still counts', async () => {
  await sql`create table mail_outbox (id integer primary key, status text)`.execute(handle.db);
  await sql`create table personal_access_tokens (id integer primary key, last_used_at text)`.execute(handle.db);
  await sql`insert into personal_access_tokens (last_used_at) values (null)`.execute(handle.db);
  const memo = createReadMemo(handle.dataVersion);
  const compute = jest.fn(count);
  await memo.read('count', compute);
  await handle.db
    .insertInto('mail_outbox' as never)
    .values({ status: 'queued' } as never)
    .execute();
  await handle.db
    .updateTable('mail_outbox' as never)
    .set({ status: 'sending' } as never)
    .returningAll()
    .execute();
  await handle.db
    .updateTable('personal_access_tokens' as never)
    .set({ last_used_at: 'now' } as never)
    .execute();
  await memo.read('count', compute);
  expect(compute).toHaveBeenCalledTimes(1);
  await handle.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mail_outbox' as never)
      .values({ status: 'queued' } as never)
      .execute();
    await sql`insert into t values (1)`.execute(trx);
  });
  expect(await memo.read('count', compute)).toBe(1);
});

test('a commit by another connection to the same file is seen from the next turn of the event loop', async () => {
  const memo = createReadMemo(handle.dataVersion);
  expect(await memo.read('count', count)).toBe(0);
  const other = new SQLite(path.join(dir, 'app.db'));
  other.exec('insert into t values (1), (2)');
  other.close();
  await new Promise((resolve) => setImmediate(resolve));
  expect(await memo.read('count', count)).toBe(2);
});

test('callers that arrive while an answer is computed share it; a failed answer is not kept', async () => {
  const memo = createReadMemo(handle.dataVersion);
  const compute = jest.fn(count);
  const [a, b] = await Promise.all([memo.read('count', compute), memo.read('count', compute)]);
  expect([a, b, compute.mock.calls.length]).toEqual([0, 0, 1]);
  await expect(memo.read('failing', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
  expect(await memo.read('failing', count)).toBe(0);
});

test('an answer forgotten is computed again on its next read; the others stay kept', async () => {
  const memo = createReadMemo(handle.dataVersion);
  const compute = jest.fn(count);
  await memo.read('a', compute);
  await memo.read('b', compute);
  memo.forget('a');
  await memo.read('a', compute);
  await memo.read('b', compute);
  expect(compute).toHaveBeenCalledTimes(3);
});

test('keeps at most its size of answers, the least recently read dropped first', async () => {
  const memo = createReadMemo(handle.dataVersion, 2);
  const compute = jest.fn(count);
  await memo.read('a', compute);
  await memo.read('b', compute);
  await memo.read('a', compute);
  await memo.read('c', compute); // drops 'b'
  await memo.read('a', compute);
  expect(compute).toHaveBeenCalledTimes(3);
  await memo.read('b', compute);
  expect(compute).toHaveBeenCalledTimes(4);
});

test('without a data version, or while it is unknown (PostgreSQL not hearing other processes), every read is computed', async () => {
  for (const memo of [createReadMemo(undefined), createReadMemo(() => undefined)]) {
    const compute = jest.fn(count);
    await memo.read('count', compute);
    await memo.read('count', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  }
});

const onPostgres = engines().includes('postgres') ? describe : describe.skip;

onPostgres('on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_memo_${randomBytes(4).toString('hex')}`;
  let pgHandle: DbHandle;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    pgHandle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    // A table without the change trigger: only this process's own write counting can make a miss.
    await sql`create table t (n integer)`.execute(pgHandle.db);
    pgHandle.changes!.start({ info: () => undefined, warn: () => undefined });
    await eventually('listening', () => pgHandle.changes!.live());
  });
  afterAll(async () => {
    await pgHandle.close();
    await admin(`drop schema ${schema} cascade`);
  });
  const pgCount = async () => (await sql<{ c: number }>`select count(*)::int as c from t`.execute(pgHandle.db)).rows[0].c;

  test("an answer computed on another connection while this process's write was not yet committed is not kept past the commit", async () => {
    const memo = createReadMemo(pgHandle.dataVersion);
    let commit!: () => void;
    const committed = pgHandle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('t' as never)
        .values({ n: 1 } as never)
        .execute();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await eventually('the insert ran', () => commit !== undefined);
    // The pool's other connection does not see the uncommitted row.
    expect(await memo.read('count', pgCount)).toBe(0);
    expect(await memo.read('count', pgCount)).toBe(0);
    commit();
    await committed;
    expect(await memo.read('count', pgCount)).toBe(1);
  });
});
