import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';

/*
 * PostgreSQL for tests and benches that run server processes: a database of their own on a
 * server (TEST_DATABASE_URL's; processes take a database, not a schema), dropped at the end with
 * its connections; or a throw-away cluster of their own, which a test may stop and start.
 */

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** Debian's PostgreSQL server binaries. */
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Whether a private cluster can be run here: Debian's server binaries, and root to run them as the postgres user (as in CI). */
export function canRunPostgres(): boolean {
  return existsSync(path.join(PG_BIN, 'initdb')) && process.getuid?.() === 0;
}

export interface PostgresCluster {
  /** The cluster's `postgres` database, trust authentication. */
  url: string;
  /** Starts it (again) on the same port and data. */
  start(): void;
  /** A fast shutdown: connections are cut. */
  stop(): void;
  /** Stops it if it runs and removes its files. */
  remove(): void;
}

/** A throw-away PostgreSQL cluster on 127.0.0.1 and a free port, in a temporary directory. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-pg-'));
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout.toString());
  chownSync(dir, id('-u'), id('-g'));
  const port = await freePort();
  const asPostgres = (binary: string, ...args: string[]) => {
    const result = spawnSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${binary} ${args[0] ?? ''} failed: ${result.stderr}`);
  };
  // Nothing here survives the machine: no flush to disk at each commit (a stop still writes everything).
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (action: 'start' | 'stop') =>
    asPostgres('pg_ctl', '-D', path.join(dir, 'data'), '-o', options, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', action);
  asPostgres('initdb', '-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust');
  pgCtl('start');
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      pgCtl('start');
      running = true;
    },
    stop() {
      pgCtl('stop');
      running = false;
    },
    remove() {
      if (running) pgCtl('stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The SQL that recreates one schema of a database, its rows included (as INSERTs: a COPY needs a
 * stream), without the psql-only lines. pg_dump reads the whole catalog: a schema another test
 * drops meanwhile can fail it ("cache lookup failed"), so it is simply run again.
 */
export function dumpSchema(databaseUrl: string, schema: string): string {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(
      path.join(PG_BIN, 'pg_dump'),
      ['--dbname', databaseUrl, '--schema', schema, '--inserts', '--no-owner', '--no-privileges', '--no-comments'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status === 0)
      return result.stdout
        .split('\n')
        .filter((line) => !line.startsWith('\\'))
        .join('\n');
    if (attempt === 5) throw new Error(`pg_dump of ${schema} failed: ${result.stderr || result.error?.message}`);
  }
}
