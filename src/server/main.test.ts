import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { STARTUP_LOCK } from './db/startupLock';
import { SERVICES } from './seed/data';
import { engines, eventually } from './test/helpers';
import { accepts, freePort } from './test/freePort';

/*
 * The server as `npm start` runs it (from the sources), as a process: stopped with SIGTERM while a
 * request is under way, and started three times at once on one empty PostgreSQL database.
 */

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../..');

interface Server {
  url: string;
  port: number;
  exited: Promise<number | null>;
  /** The JSON log lines written so far. */
  logs(): Record<string, unknown>[];
  signal(name: NodeJS.Signals): void;
}

const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.signal('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drive-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['-r', 'esbuild-register', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, '.no-static'),
      ADMIN_EMAIL: 'admin@main.test',
      ADMIN_PASSWORD: 'main-test-admin-password',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = {
    url: `http://127.0.0.1:${port}`,
    port,
    exited,
    logs: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    signal: (name) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(name);
    },
  };
  servers.push(server);
  return server;
}

const statusOf = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

/** A request on a connection of its own: resolves with its status and headers, or the error that ended it. */
function request(port: number, options: http.RequestOptions) {
  const req = http.request({ host: '127.0.0.1', port, agent: false, ...options });
  const answered = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string } | Error>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', resolve);
  });
  return { req, answered };
}

const refusesConnections = async (port: number) => !(await accepts(port));

const inquiry = JSON.stringify({ name: 'Maya Chen', email: 'maya@example.com', message: 'Sent while the server stops.' });
const inquiryRequest = {
  method: 'POST',
  path: '/api/api/v1/inquiries',
  headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(inquiry) },
};

test('SIGTERM: not ready at once, no new connections, idle kept-alive ones closed, the request under way answered, exit 0', async () => {
  // A grace far longer than the test: the process must exit when its last request is answered, not at the grace's end.
  const server = await startServer({ SHUTDOWN_GRACE_MS: '100000' });
  await eventually('the server is ready', async () => (await statusOf(`${server.url}/readyz`)) === 200, 60_000);

  // An idle kept-alive connection, as a load balancer keeps them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const idle = await new Promise<import('node:net').Socket>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path: '/livez', agent }, (res) => {
      res.resume();
      res.on('end', () => setImmediate(() => resolve(req.socket!)));
    });
    req.on('error', reject);
  });
  const idleClosed = new Promise((resolve) => idle.once('close', resolve));

  // A request whose body has not all arrived when the signal comes.
  const slow = request(server.port, inquiryRequest);
  slow.req.write(inquiry.slice(0, 10));
  await new Promise((r) => setTimeout(r, 300));

  server.signal('SIGTERM');
  await idleClosed;
  // While the request is still under way (its body is held back).
  await eventually('new connections are refused', () => refusesConnections(server.port), 30_000);

  slow.req.end(inquiry.slice(10));
  const answer = await slow.answered;
  if (!('status' in answer)) throw answer;
  expect(answer.status).toBe(201);
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['x-request-id']).toBeDefined();

  expect(await server.exited).toBe(0);
  expect(server.logs().some((line) => String(line.msg).startsWith('draining'))).toBe(true);
  expect(server.logs().some((line) => String(line.msg).startsWith('requests still under way at the end of the grace period'))).toBe(false);
  agent.destroy();
});

test('SIGTERM with live-event streams open: they end at once and the process exits 0, well within the grace', async () => {
  const server = await startServer({ SHUTDOWN_GRACE_MS: '100000' });
  await eventually('the server is ready', async () => (await statusOf(`${server.url}/readyz`)) === 200, 60_000);
  const streams = await Promise.all(
    [1, 2, 3].map(
      () =>
        new Promise<http.IncomingMessage>((resolve, reject) => {
          const req = http.get(`${server.url}/api/api/v1/live?topics=lessons`, { headers: { accept: 'text/event-stream' } }, resolve);
          req.on('error', reject);
        }),
    ),
  );
  expect(streams.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  const ended = streams.map((res) => new Promise((resolve) => (res.on('end', resolve).resume(), res.on('close', resolve))));
  const signalled = Date.now();
  server.signal('SIGTERM');
  await Promise.all(ended);
  expect(await server.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});

test('SIGTERM with a request that does not finish within SHUTDOWN_GRACE_MS: its connection is cut and the process exits 1', async () => {
  const server = await startServer({ SHUTDOWN_GRACE_MS: '1000' });
  await eventually('the server is ready', async () => (await statusOf(`${server.url}/readyz`)) === 200, 60_000);
  const stuck = request(server.port, inquiryRequest);
  stuck.req.write(inquiry.slice(0, 10));
  await new Promise((r) => setTimeout(r, 300));

  const signalled = Date.now();
  server.signal('SIGTERM');
  expect(await server.exited).toBe(1);
  // The grace was waited for, the process then ended at once (exit 1 and the log say why).
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_000);
  // Errors of node's http live in another realm than the test's: checked by their code.
  expect(await stuck.answered).toHaveProperty('code', 'ECONNRESET');
  expect(server.logs().some((line) => String(line.msg).startsWith('requests still under way at the end of the grace period'))).toBe(true);
});

const onPostgres = engines().includes('postgres') ? test : test.skip;

onPostgres(
  'three processes started at once on an empty PostgreSQL database: alive but not ready while the database is prepared, one migrates and seeds, all get ready',
  async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const database = `t_start_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const fresh = new pg.Client({ connectionString: url.toString() });
    await fresh.connect();
    try {
      // Holding the lock the servers prepare the database under: they wait in the starting phase.
      await fresh.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      const started = await Promise.all(
        [1, 2, 3].map(() => startServer({ DATABASE_URL: url.toString(), DEMO: '1', SERVER_SECRET: 'x'.repeat(40), SHUTDOWN_GRACE_MS: '5000' })),
      );
      for (const server of started) await eventually('alive', async () => (await statusOf(`${server.url}/livez`)) === 200, 60_000);
      for (const server of started) {
        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({ status: 'starting' });
        expect(await statusOf(`${server.url}/api/api/v1/services`)).toBe(503);
      }

      await fresh.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
      for (const server of started) await eventually('ready', async () => (await statusOf(`${server.url}/readyz`)) === 200, 60_000);

      const migrated = started.filter((server) => server.logs().some((line) => line.msg === 'database migrated'));
      expect(migrated).toHaveLength(1);
      const count = async (query: string) => Number((await fresh.query(query)).rows[0].n);
      expect(await count(`select count(*) as n from users where email = 'admin@main.test'`)).toBe(1);
      expect(await count('select count(*) as n from services')).toBe(SERVICES.length);
      for (const server of started) expect(await statusOf(`${server.url}/api/api/v1/services`)).toBe(200);

      for (const server of started) server.signal('SIGTERM');
      expect(await Promise.all(started.map((server) => server.exited))).toEqual([0, 0, 0]);
    } finally {
      await fresh.end();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  },
);
