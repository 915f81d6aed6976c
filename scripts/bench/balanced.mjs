// Several server processes behind a load balancer: the api step's read case (GET services, from
// each process's public cache) and write case (POST inquiries: a transaction each, the per-address
// limit counted in Redis) through HAProxy, first with one server process, then with two, on one
// PostgreSQL database and one Redis; one process without the balancer for reference. autocannon,
// 50 connections, 10 s a case.
// PostgreSQL: TEST_DATABASE_URL's server (a database is created for the run and dropped), else a
// throw-away cluster (Debian's postgresql, run as root, as in CI). Needs redis-server and haproxy.
// Usage: node scripts/bench/balanced.mjs [--duration 10] [--connections 50]
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale } from '../build-if-stale.mjs';
import { startBenchServer } from './benchServer.mjs';

const { values: args } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const duration = Number(args.duration);
const connections = Number(args.connections);
const root = path.resolve(import.meta.dirname, '../..');

// The tests' helpers start redis-server, HAProxy and PostgreSQL: TypeScript, loaded through esbuild-register.
const require = createRequire(import.meta.url);
require('esbuild-register/dist/node').register();
const { startRedis } = require('../../src/server/test/redisServer.ts');
const { startHaproxy } = require('../../src/server/test/haproxy.ts');
const { canRunPostgres, freshDatabase, startPostgresCluster } = require('../../src/server/test/postgres.ts');

const cases = [
  { name: 'GET services', path: '/api/api/v1/services' },
  {
    name: 'POST inquiries',
    path: '/api/api/v1/inquiries',
    method: 'POST',
    body: JSON.stringify({ name: 'Load Test', email: 'load@bench.test', message: 'Hello' }),
    headers: { 'content-type': 'application/json' },
  },
];

function run(url, c) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${url}${c.path}`, method: c.method ?? 'GET', headers: c.headers, body: c.body, connections, duration }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0) reject(new Error(`${c.name}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99 });
    });
  });
}

/** Each case against `url`, with a label for the progress lines. */
async function runCases(label, url) {
  const results = {};
  for (const c of cases) {
    console.log(`[bench] ${c.name}, ${label}…`);
    results[c.name] = await run(url, c);
  }
  return results;
}

if (!process.env.TEST_DATABASE_URL && !canRunPostgres()) {
  console.error('[bench] balanced needs PostgreSQL: set TEST_DATABASE_URL (a server where it may create a database), or run as root with Debian’s postgresql');
  process.exit(1);
}
await buildIfStale();
const cluster = process.env.TEST_DATABASE_URL ? undefined : await startPostgresCluster();
const database = await freshDatabase(process.env.TEST_DATABASE_URL ?? cluster.url);
const redis = await startRedis();
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  SERVER_SECRET: randomBytes(32).toString('hex'),
  BLOB_STORE: 'database',
  TRUST_PROXY: '1',
  // On, so that every inquiry is counted in Redis as in a deployment, but never reached.
  RATE_LIMIT_WRITES_MAX: '1000000000',
};
const servers = [];
let balancer;
try {
  const portOf = (server) => Number(new URL(server.url).port);
  servers.push(await startBenchServer(env));
  const direct = await runCases('1 process, direct', servers[0].url);

  balancer = await startHaproxy([{ name: 'a', port: portOf(servers[0]) }]);
  await balancer.serving(['a']);
  const one = await runCases('1 process behind HAProxy', balancer.url);
  await balancer.stop();

  servers.push(await startBenchServer(env));
  balancer = await startHaproxy(servers.map((server, i) => ({ name: 'ab'[i], port: portOf(server) })));
  await balancer.serving(['a', 'b']);
  const two = await runCases('2 processes behind HAProxy', balancer.url);

  const rows = cases.map(({ name }) => ({
    case: name,
    'direct req/s': direct[name].rps,
    'direct p99 ms': direct[name].p99,
    '1 process req/s': one[name].rps,
    '1 process p99 ms': one[name].p99,
    '2 processes req/s': two[name].rps,
    '2 processes p99 ms': two[name].p99,
    '2 : 1': Math.round((two[name].rps / one[name].rps) * 100) / 100,
  }));
  console.table(rows);
  const cores = availableParallelism();
  const note =
    `This machine has ${cores} core(s), shared by PostgreSQL, Redis, HAProxy, the server processes and the load generator: ` +
    'a second server process cannot double anything here. The ratio says what a second process gains (or costs) when nothing is added ' +
    'but a process; on hosts of their own, each process brings its own cores.';
  console.log(`[bench] ${note}`);
  const out = path.join(root, '.tmp', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'balanced.json'), JSON.stringify({ date: new Date().toISOString(), duration, connections, cores, rows, note }, null, 2));
} finally {
  await balancer?.stop();
  for (const server of servers) await server.stop();
  await redis.stop();
  await database.drop();
  cluster?.remove();
}
