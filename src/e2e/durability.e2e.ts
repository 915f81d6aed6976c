import { canRunPostgres, startPostgresCluster } from '../server/test/postgres';
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

// A private PostgreSQL cluster, so stopping it does not disturb the other suites.
const withPostgres = canRunPostgres();
if (process.env.CI === 'true' && !withPostgres) throw new Error('CI must run the PostgreSQL restart test');

(withPostgres ? test : test.skip)('a PostgreSQL restart: 503 in the error shape while it is down, service again after', async () => {
  const cluster = await startPostgresCluster();
  // The expected 'database unavailable' errors would only clutter the test output.
  const server = await startServer({ DATABASE_URL: cluster.url, LOG_LEVEL: 'fatal' });
  try {
    expect(await sendInquiry(server.url, 'before@durability.test')).toBe(201);

    cluster.stop();
    const down = await fetch(`${server.url}/api/api/v1/services`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ success: false, message: expect.any(String) });
    expect(await sendInquiry(server.url, 'during@durability.test')).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    cluster.start();
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
    cluster.remove();
  }
});
