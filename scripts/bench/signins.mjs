// Pages while sign-ins flood: the prerendered /services page is read on 4 connections (a few
// visitors) on the production server (SQLite), first alone, then while 80 connections send
// failed student sign-ins as fast as they are answered (autocannon), each with another unknown
// email (so no per-email lock stops them, and each costs a password hash). Per-address limits are
// off: the flood stands for many addresses, each within its limits. The page's p99 must stay
// within its target whatever the sign-ins get (401, or 503 once the hashing queue is full).
// Usage: node scripts/bench/signins.mjs [--duration 10] [--flood 80]; UV_THREADPOOL_SIZE=N sets the
// server's thread pool instead of its own choice (src/server/threadPool.ts), to compare.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale } from '../build-if-stale.mjs';
import { startBenchServer } from './benchServer.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, flood: { type: 'string', default: '80' }, 'flood-at': { type: 'string' } },
});
const duration = Number(args.duration);
const flood = Number(args.flood);
const READERS = 4;
const PAGE_TIMEOUT_MS = 60_000;
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Reads the page on READERS connections for `duration` seconds, each request after the last. A
 * request still under way at the end is waited for and counted: a page held behind the hashes
 * must weigh in its percentiles, not drop out of them. One that takes over PAGE_TIMEOUT_MS is
 * given up and counted as that long.
 */
async function readPages(url) {
  const times = [];
  let timedOut = 0;
  const end = performance.now() + duration * 1000;
  const reader = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const res = await fetch(`${url}/services`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET /services: ${res.status}`);
        times.push(performance.now() - start);
      } catch (error) {
        if (error.name !== 'TimeoutError') throw error;
        timedOut += 1;
        times.push(PAGE_TIMEOUT_MS);
      }
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  const figures = { 'req/s': Math.round(times.length / duration), 'p50 ms': at(0.5), 'p99 ms': at(0.99), 'max ms': Math.round(times.at(-1)) };
  return { ...figures, 'timed out': timedOut };
}

/**
 * Failed sign-ins on `flood` connections until told to stop, in a process of its own (forked with
 * `--flood-at`): sent from this one, they would hold up its page requests, not the server's.
 */
function floodSignIns(url) {
  const child = fork(import.meta.filename, ['--flood-at', url, '--flood', String(flood)]);
  const answered = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the sign-in flood exited (${code}) before answering`)));
  });
  return {
    /** Stops the flood; how many sign-ins were answered, by status. */
    async stop() {
      child.send('stop');
      return answered;
    },
  };
}

/** The flood's process: sends sign-ins until the parent says stop, then answers the statuses. */
function runFlood(url) {
  const statuses = {};
  let n = 0;
  const body = () => JSON.stringify({ email: `flood${(n += 1)}@bench.test`, password: 'not-the-password' });
  const instance = autocannon({
    url: `${url}/api/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: flood,
    duration: 3600,
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  instance.on('response', (_client, status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  instance.on('done', () => process.send(statuses, () => process.exit(0)));
  process.once('message', () => instance.stop());
}

if (args['flood-at']) {
  runFlood(args['flood-at']);
} else {
  await main();
}

async function main() {
  await buildIfStale();
  const server = await startBenchServer({ RATE_LIMIT_DISABLED: '1' });
  try {
    console.log(`[bench] GET /services alone, ${READERS} connections, ${duration} s…`);
    const alone = await readPages(server.url);
    console.log(`[bench] GET /services while ${flood} connections send failed sign-ins…`);
    const flooding = floodSignIns(server.url);
    // The flood fills the hashing queue before the pages are timed.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const flooded = await readPages(server.url);
    const signIns = await flooding.stop();
    const rows = [
      { case: `GET /services, ${READERS} connections, alone`, ...alone },
      { case: `GET /services, ${READERS} connections, ${flood} connections of failed sign-ins`, ...flooded },
    ];
    console.table(rows);
    console.log(`[bench] sign-in answers during the flood: ${JSON.stringify(signIns)}`);
    const out = path.join(root, '.tmp', 'bench');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'signins.json'),
      JSON.stringify({ date: new Date().toISOString(), duration, flood, readers: READERS, rows, alone, flooded, signIns }, null, 2),
    );
  } finally {
    await server.stop();
  }
}
