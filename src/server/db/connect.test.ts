import SQLite from 'better-sqlite3';
import { withStatementCache } from './connect';

function memoryDatabase() {
  const database = new SQLite(':memory:');
  database.exec('create table t (n integer); insert into t values (1), (2), (3);');
  return database;
}

test('the same SQL reuses its prepared statement; other SQL gets its own', () => {
  const database = memoryDatabase();
  const prepare = jest.spyOn(database, 'prepare');
  const cached = withStatementCache(database);
  const first = cached.prepare('select n from t where n > ?');
  expect(cached.prepare('select n from t where n > ?')).toBe(first);
  expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
  expect(cached.prepare('select count(*) as c from t')).not.toBe(first);
  expect(prepare).toHaveBeenCalledTimes(2);
  database.close();
});

test('the least recently used statement is dropped beyond the cache size', () => {
  const database = memoryDatabase();
  const prepare = jest.spyOn(database, 'prepare');
  const cached = withStatementCache(database, 2);
  cached.prepare('select 1');
  cached.prepare('select 2');
  cached.prepare('select 1');
  cached.prepare('select 3'); // drops 'select 2', the least recently used
  cached.prepare('select 1');
  cached.prepare('select 2');
  expect(prepare.mock.calls.map(([sql]) => sql)).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  database.close();
});

test('a statement still iterating its rows is not handed out again', () => {
  const database = memoryDatabase();
  const cached = withStatementCache(database);
  const sql = 'select n from t order by n';
  const iterating = cached.prepare(sql) as unknown as SQLite.Statement;
  const rows = iterating.iterate();
  rows.next();
  const other = cached.prepare(sql) as unknown as SQLite.Statement;
  expect(other).not.toBe(iterating);
  expect(other.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  rows.return?.();
  database.close();
});

test('a cached statement still answers after the schema changed', () => {
  const database = memoryDatabase();
  const cached = withStatementCache(database);
  const sql = 'select * from t where n = 1';
  expect(cached.prepare(sql).all([])).toEqual([{ n: 1 }]);
  database.exec("alter table t add column label text default 'one'");
  expect(cached.prepare(sql).all([])).toEqual([{ n: 1, label: 'one' }]);
  database.close();
});
