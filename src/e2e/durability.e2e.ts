import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/freePort';
import { adminToken, startServer } from './server';

/*
 * Fault tests against the production server: a SIGKILL in the middle of a stream of
 * inquiries loses none that was acknowledged, and a PostgreSQL restart under a running server
 * gives 503s in the error shape, then service again without restarting the server.
 */

async function sendInquiry(url: string, email: string): Promise<number> {
  try {
    const res = await fetch(`${url}/api/api/v1/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Durability Test', email, message: 'Kill me softly' }),
    });
    return res.status;
  } catch {
    return 0; // the connection died with the server
  }
}

async function storedEmails(url: string, token: string): Promise<Set<string>> {
  const emails = new Set<string>();
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${url}/api/api/v1/admin/inquiries?search=${encodeURIComponent('@durability.test')}&per_page=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { email: string }[] };
    if (body.data.length === 0) return emails;
    for (const inquiry of body.data) emails.add(inquiry.email);
  }
}

test('a SIGKILL while inquiries stream in loses none that was answered 2xx', async () => {
  let server = await startServer();
  const dataDir = server.dataDir;
  const acknowledged: string[] = [];
  let stopped = false;
  const senders = Array.from({ length: 8 }, async (_, worker) => {
    for (let n = 0; !stopped; n += 1) {
      const email = `w${worker}.n${n}@durability.test`;
      const status = await sendInquiry(server.url, email);
      if (status >= 200 && status < 300) acknowledged.push(email);
      if (status === 0) return;
    }
  });
  await new Promise((r) => setTimeout(r, 1500));
  await server.kill();
  stopped = true;
  await Promise.all(senders);
  expect(acknowledged.length).toBeGreaterThan(10);

  server = await startServer({}, { dataDir });
  try {
    const stored = await storedEmails(server.url, await adminToken(server.url));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  } finally {
    await server.stop();
  }
});

// A private PostgreSQL cluster, so stopping it does not disturb the other suites. Needs the
// Debian server binaries and root (to run them as the postgres user), as in CI.
const PG_BIN = '/usr/lib/postgresql/15/bin';
const canRunPostgres = existsSync(path.join(PG_BIN, 'initdb')) && process.getuid?.() === 0;
if (process.env.CI === 'true' && !canRunPostgres) throw new Error('CI must run the PostgreSQL restart test');

(canRunPostgres ? test : test.skip)('a PostgreSQL restart: 503 in the error shape while it is down, service again after', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'drive-pg-'));
  chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString()), Number(spawnSync('id', ['-g', 'postgres']).stdout.toString()));
  const port = await freePort();
  const pg = (...args: string[]) => {
    const result = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr}`);
  };
  const pgCtl = (action: 'start' | 'stop') =>
    pg(
      path.join(PG_BIN, 'pg_ctl'),
      '-D',
      path.join(dir, 'data'),
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir}`,
      '-l',
      path.join(dir, 'log'),
      '-m',
      'fast',
      '-w',
      action,
    );
  pg(path.join(PG_BIN, 'initdb'), '-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust');
  pgCtl('start');
  // The expected 'database unavailable' errors would only clutter the test output.
  const server = await startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, LOG_LEVEL: 'fatal' });
  try {
    expect(await sendInquiry(server.url, 'before@durability.test')).toBe(201);

    pgCtl('stop');
    const down = await fetch(`${server.url}/api/api/v1/services`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await sendInquiry(server.url, 'during@durability.test')).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    pgCtl('start');
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline && status !== 201) {
      status = await sendInquiry(server.url, 'after@durability.test');
      if (status !== 201) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(201);
    const stored = await storedEmails(server.url, await adminToken(server.url));
    expect([...stored].sort()).toEqual(['after@durability.test', 'before@durability.test']);
  } finally {
    await server.stop();
    try {
      pgCtl('stop');
    } catch {
      // already stopped by a failed assertion above
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
