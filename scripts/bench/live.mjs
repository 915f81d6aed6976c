// Live events: how long a committed write takes to reach 200 open streams (`streamLiveEvents`,
// read as an EventSource reads them: plain HTTP, one connection each). An admin write on a watched
// table (a package made active again: topic `seats`) is sent, and each stream's first `change`
// event after it is timed from the moment the write was sent (its commit is inside that time, so
// this is the whole path a visitor waits on). Writes go one at a time, the next once every stream
// has the last one (or after 2 s), 50 writes a case: 10,000 deliveries.
// Cases: SQLite, one process; PostgreSQL, one process; PostgreSQL, two processes with half the
// streams on each and the writes through the first (the other half hear it through PostgreSQL).
// PostgreSQL: TEST_DATABASE_URL's server (a database is created for the run and dropped), else a
// throw-away cluster (Debian's postgresql, run as root, as in CI).
// Usage: node scripts/bench/live.mjs [--clients 200] [--writes 50]
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../build-if-stale.mjs';
import { startBenchServer } from './benchServer.mjs';

const { values: args } = parseArgs({ options: { clients: { type: 'string', default: '200' }, writes: { type: 'string', default: '50' } } });
const clients = Number(args.clients);
const writes = Number(args.writes);
const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };

const require = createRequire(import.meta.url);
require('esbuild-register/dist/node').register();
const { canRunPostgres, freshDatabase, startPostgresCluster } = require('../../src/server/test/postgres.ts');

/** A stream reader: the arrival time of every `change` event, from the greeting on. */
function openStream(url) {
  return new Promise((resolve, reject) => {
    const arrivals = [];
    let buffer = '';
    const request = http.get(`${url}/api/api/v1/live?topics=seats`, { headers: { accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      let greeted = false;
      res.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready') && !greeted) {
            greeted = true;
            resolve({ arrivals, close: () => request.destroy() });
          } else if (block.includes('event: change')) arrivals.push(now);
        }
      });
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function adminToken(url) {
  const login = await fetch(`${url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  return (await login.json()).data.token;
}

/** One case: `clients` streams spread over `servers`, writes through the first; the latencies (ms) by server. */
async function measure(label, servers) {
  console.log(`[bench] live events, ${label}: ${clients} streams, ${writes} writes…`);
  const token = await adminToken(servers[0].url);
  const packages = await (await fetch(`${servers[0].url}/api/api/v1/admin/packages`, { headers: { authorization: `Bearer ${token}` } })).json();
  const packageId = packages.data[0].id;
  const streams = [];
  for (let i = 0; i < clients; i += 1) {
    const server = servers[i % servers.length];
    streams.push({ server: i % servers.length, ...(await openStream(server.url)) });
  }
  const latencies = servers.map(() => []);
  let missed = 0;
  try {
    for (let w = 0; w < writes; w += 1) {
      const seen = streams.map((stream) => stream.arrivals.length);
      const sent = performance.now();
      const res = await fetch(`${servers[0].url}/api/api/v1/admin/packages/${packageId}/active`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ is_active: true }),
      });
      if (!res.ok) throw new Error(`write: ${res.status}`);
      await res.arrayBuffer();
      const until = performance.now() + 2_000;
      while (streams.some((stream, i) => stream.arrivals.length === seen[i]) && performance.now() < until) await new Promise((r) => setTimeout(r, 2));
      streams.forEach((stream, i) => {
        if (stream.arrivals.length === seen[i]) missed += 1;
        else latencies[stream.server].push(stream.arrivals[seen[i]] - sent);
      });
      // Writes apart, so that each is its own event (one turn of the server's loop makes one).
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { deliveries: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) };
  };
  const all = summary(latencies.flat());
  const row = { case: label, streams: clients, writes, ...all, missed };
  if (servers.length > 1) row['other process p99'] = summary(latencies[1]).p99;
  console.log(`[bench]   p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms, missed ${missed}`);
  return row;
}

await buildIfStale();
const rows = [];
const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_DISABLED: '1', LIVE_STREAM_MAX_MS: String(60 * 60_000) };
let sqlite;
try {
  sqlite = await startBenchServer(env);
  rows.push(await measure('SQLite, 1 process', [sqlite]));
} finally {
  await sqlite?.stop();
}

if (process.env.TEST_DATABASE_URL || canRunPostgres()) {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startPostgresCluster();
  const database = await freshDatabase(process.env.TEST_DATABASE_URL ?? cluster.url);
  const pgEnv = { ...env, DATABASE_URL: database.url, SERVER_SECRET: randomBytes(32).toString('hex'), BLOB_STORE: 'database' };
  const servers = [];
  try {
    servers.push(await startBenchServer(pgEnv));
    rows.push(await measure('PostgreSQL, 1 process', servers));
    servers.push(await startBenchServer(pgEnv));
    rows.push(await measure('PostgreSQL, 2 processes (writes through one)', servers));
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    cluster?.remove();
  }
} else {
  console.log('[bench] live events on PostgreSQL skipped: set TEST_DATABASE_URL, or run as root with Debian’s postgresql');
}

console.table(rows);
const cores = availableParallelism();
const note = `This machine has ${cores} core(s), shared by the server processes, PostgreSQL and the ${clients} stream readers.`;
console.log(`[bench] ${note}`);
const out = path.join(root, '.tmp', 'bench');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'live.json'), JSON.stringify({ date: new Date().toISOString(), clients, writes, cores, rows, note }, null, 2));
