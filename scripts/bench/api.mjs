// API throughput and latency (issue 6): autocannon, 50 connections, 10 s per case, against the
// production server on a fresh data directory holding 10,000 inquiries, side by side with a bare
// Fastify route serving the same JSON from memory in the same run (the floor of this stack).
// Usage: node scripts/bench/api.mjs [--duration 10] [--connections 50]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
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
        body: JSON.stringify({ name: `Bench Student ${n}`, email: `student${n}@bench.test`, phone: `613-555-${String(n % 10000).padStart(4, '0')}`, title: `${statuses[n % 4]} lesson question`, message: `Question number ${n} about lessons in Kingston` }),
      });
      if (res.status !== 201) throw new Error(`seeding inquiries: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
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
const bare = Fastify({ logger: false });
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
    { name: 'POST inquiries', path: '/api/api/v1/inquiries', method: 'POST', body: inquiryBody, headers: { 'content-type': 'application/json' } },
  ];

  // The bare route answers each case's exact bytes from memory.
  for (const c of cases) {
    const res = await fetch(`${server.url}${c.path}`, { method: c.method ?? 'GET', headers: c.headers, body: c.body });
    c.cached = await res.text();
    c.status = res.status;
  }
  for (const [i, c] of cases.entries()) {
    bare.route({ method: c.method ?? 'GET', url: `/bare/${i}`, handler: (_req, reply) => reply.code(c.status).type('application/json').send(c.cached) });
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const rows = [];
  for (const [i, c] of cases.entries()) {
    console.log(`[bench] ${c.name}…`);
    const ours = await run(c.name, { url: `${server.url}${c.path}`, method: c.method ?? 'GET', headers: c.headers, body: c.body });
    const floor = await run(`${c.name} (bare)`, { url: `${bareUrl}/bare/${i}`, method: c.method ?? 'GET', headers: c.headers, body: c.body });
    rows.push({ case: c.name, 'req/s': ours.rps, 'p99 ms': ours.p99, 'bare req/s': floor.rps, 'bare p99 ms': floor.p99, ratio: Math.round((ours.rps / floor.rps) * 100) / 100 });
  }
  console.table(rows);
  const out = path.join(root, '.tmp', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'api.json'), JSON.stringify({ date: new Date().toISOString(), duration, connections, rows }, null, 2));
} finally {
  await bare.close();
  await server.stop();
}
