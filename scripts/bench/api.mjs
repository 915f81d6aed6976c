// API throughput and latency: autocannon, 50 connections, 10 s per case, against the
// production server on a fresh data directory holding 10,000 inquiries, in turns with a bare
// Fastify route serving the same JSON from memory in the same run (the floor of this stack).
// Usage: node scripts/bench/api.mjs [--duration 10] [--connections 50]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { buildIfStale } from '../build-if-stale.mjs';
import { startBenchServer } from './benchServer.mjs';

const { values: args } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const duration = Number(args.duration);
const connections = Number(args.connections);
const INQUIRIES = 10_000;
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };
const root = path.resolve(import.meta.dirname, '../..');

async function fillInquiries(url) {
  const statuses = ['new', 'in_progress', 'completed', 'cancelled'];
  let next = 0;
  const worker = async () => {
    while (next < INQUIRIES) {
      const n = (next += 1);
      const res = await fetch(`${url}/api/api/v1/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench Student ${n}`,
          email: `student${n}@bench.test`,
          phone: `613-555-${String(n % 10000).padStart(4, '0')}`,
          title: `${statuses[n % 4]} lesson question`,
          message: `Question number ${n} about lessons in Kingston`,
        }),
      });
      if (res.status !== 201) throw new Error(`seeding inquiries: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** The query plans and in-process timings of the admin list's statements, on the bench's own database. */
async function explainInquiryPages(dataDir) {
  const require = createRequire(import.meta.url);
  const { openDatabase } = require(path.join(root, 'dist-server/src/server/db/connect.js'));
  const { inquiryPageStatements } = require(path.join(root, 'dist-server/src/server/resources/inquiries/repository.js'));
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'app.db') });
  const queries = [
    ['search "student42", page 3', { search: 'student42', page: 3, perPage: 15, sort: { column: 'created_at', direction: 'desc' } }],
    ['search "lesson" (every row), page 3', { search: 'lesson', page: 3, perPage: 15, sort: { column: 'created_at', direction: 'desc' } }],
    ['no search, page 40', { page: 40, perPage: 15, sort: { column: 'created_at', direction: 'desc' } }],
  ];
  const rows = [];
  try {
    for (const [label, query] of queries) {
      const { rows: page, total } = await inquiryPageStatements(handle.db, query);
      for (const [statement, builder] of Object.entries({ rows: page, total })) {
        const compiled = builder.compile();
        const plan = await handle.db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` });
        const times = [];
        for (let i = 0; i < 200; i += 1) {
          const start = performance.now();
          await handle.db.executeQuery(compiled);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        rows.push({ query: label, statement, 'median ms': Math.round(times[100] * 100) / 100, plan: plan.rows.map((row) => row.detail).join(' | ') });
      }
    }
  } finally {
    await handle.close();
  }
  return rows;
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0) reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99 });
    });
  });
}

await buildIfStale();
const server = await startBenchServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_DISABLED: '1' });
let bare;
try {
  console.log(`[bench] seeding ${INQUIRIES} inquiries…`);
  await fillInquiries(server.url);
  const login = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = (await login.json()).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const inquiryBody = JSON.stringify({ name: 'Load Test', email: 'load@bench.test', message: 'Hello' });

  const cases = [
    { name: 'GET services', path: '/api/api/v1/services' },
    { name: 'GET cities', path: '/api/api/v1/cities' },
    { name: 'GET admin inquiries (10k rows, search + page 3)', path: '/api/api/v1/admin/inquiries?search=student42&page=3&per_page=15', headers: auth },
    { name: 'GET admin inquiries (10k rows, page 40, no search)', path: '/api/api/v1/admin/inquiries?page=40&per_page=15', headers: auth },
    // The two above repeat one URL, as a polling admin screen does: after the first, the server
    // answers from its read memo (src/server/db/readMemo.ts). Here every request is a new search.
    {
      name: 'GET admin inquiries (10k rows, a new search each request)',
      path: '/api/api/v1/admin/inquiries?search=student42&page=1&per_page=15',
      headers: auth,
      vary: (n) => `/api/api/v1/admin/inquiries?search=student${n % INQUIRIES}&page=1&per_page=15`,
    },
    { name: 'POST inquiries', path: '/api/api/v1/inquiries', method: 'POST', body: inquiryBody, headers: { 'content-type': 'application/json' } },
  ];

  // One admin at a time (the real load of an admin screen), on exactly the 10,000 rows (before
  // the POST case adds its own): how long a search + page takes, never from the read memo, for a
  // narrow search (a few matches) and a broad one ("lesson": every row matches, pages all over).
  const search = cases.find((c) => c.vary);
  const singleCases = [
    { name: 'a new narrow search each request (student<n>)', vary: search.vary },
    {
      name: 'a broad search (every row matches), a new page each request',
      vary: (n) => `/api/api/v1/admin/inquiries?search=lesson&page=${(n % 600) + 1}&per_page=15`,
    },
  ];
  const single = [];
  for (const one of singleCases) {
    console.log(`[bench] admin ${one.name}, one connection…`);
    let n = 0;
    single.push(
      await new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${server.url}${one.vary(0)}`,
            headers: search.headers,
            connections: 1,
            duration: Math.min(duration, 5),
            requests: [{ setupRequest: (request) => ({ ...request, path: one.vary((n += 1)) }) }],
          },
          (error, result) =>
            error || result.non2xx > 0
              ? reject(error ?? new Error(`${one.name}: ${result.non2xx} non-2xx`))
              : resolve({
                  case: `GET admin inquiries, ${one.name}, 1 connection`,
                  'req/s': Math.round(result.requests.average),
                  'p50 ms': result.latency.p50,
                  'p99 ms': result.latency.p99,
                }),
        ),
      ),
    );
  }
  console.table(single);
  const plans = await explainInquiryPages(server.dataDir);
  console.table(plans);

  // The bare route answers each case's exact bytes from memory, in a process of its own.
  for (const c of cases) {
    const res = await fetch(`${server.url}${c.path}`, { method: c.method ?? 'GET', headers: c.headers, body: c.body });
    c.cached = await res.text();
    c.status = res.status;
  }
  bare = spawn(process.execPath, [path.join(import.meta.dirname, 'bareServer.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  bare.stdin.end(JSON.stringify(cases.map((c) => ({ method: c.method ?? 'GET', status: c.status, body: c.cached }))));
  const [printed] = await once(bare.stdout.setEncoding('utf8'), 'data');
  const bareUrl = printed.trim();

  // Ours and the bare route take turns, twice each for half the duration, and the ratio is of
  // the sums: on a shared machine the load of the moment moves both alike, where one run of each
  // after the other let a passing neighbour alone decide a case (ratios of 0.33 and 0.67 for the
  // same answer from memory, minutes apart).
  const rows = [];
  const half = { duration: duration / 2 };
  for (const [i, c] of cases.entries()) {
    console.log(`[bench] ${c.name}…`);
    let n = 0;
    const varied = c.vary ? { requests: [{ setupRequest: (request) => ({ ...request, path: c.vary((n += 1)) }) }] } : {};
    const runs = { ours: [], bare: [] };
    for (let turn = 0; turn < 2; turn += 1) {
      runs.ours.push(await run(c.name, { url: `${server.url}${c.path}`, method: c.method ?? 'GET', headers: c.headers, body: c.body, ...varied, ...half }));
      runs.bare.push(await run(`${c.name} (bare)`, { url: `${bareUrl}/bare/${i}`, method: c.method ?? 'GET', headers: c.headers, body: c.body, ...half }));
    }
    const rps = (side) => Math.round((runs[side][0].rps + runs[side][1].rps) / 2);
    const p99 = (side) => Math.max(runs[side][0].p99, runs[side][1].p99);
    rows.push({
      case: c.name,
      'req/s': rps('ours'),
      'p99 ms': p99('ours'),
      'bare req/s': rps('bare'),
      'bare p99 ms': p99('bare'),
      ratio: Math.round((rps('ours') / rps('bare')) * 100) / 100,
    });
  }
  console.table(rows);

  const out = path.join(root, '.tmp', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'api.json'), JSON.stringify({ date: new Date().toISOString(), duration, connections, rows, single, plans }, null, 2));
} finally {
  bare?.kill();
  await server.stop();
}
