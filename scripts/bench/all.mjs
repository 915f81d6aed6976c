// `npm run bench`: every performance measurement, one after the other, each printing
// its own table, then one table of each figure against its target.
//   api         scripts/bench/api.mjs            autocannon on the real server beside a bare Fastify route (≈ 2 min)
//   booking     scripts/bench/booking.mjs        50 connections booking one class date past sold out (≈ 1 min)
//   balanced    scripts/bench/balanced.mjs       reads and writes through HAProxy, one server process then two, on PostgreSQL + Redis (≈ 2 min)
//   signins     scripts/bench/signins.mjs        a public page read while 80 connections flood failed sign-ins (≈ 30 s)
//   live        scripts/bench/live.mjs           a committed write to 200 open event streams, one process then two on PostgreSQL (≈ 1 min)
//   offers      scripts/bench/offers.mjs         the cancellation list's sweep and a pass after 20 cancellations, 300 students waiting (≈ 10 s)
//   insight     scripts/bench/insight.mjs        the office's figures over a busy school's year, SQLite then PostgreSQL (≈ 1 min)
//   bundle      src/e2e/budget.e2e.ts            JavaScript a browser downloads per public route and the admin login, gzip (≈ 1 min)
//   lighthouse  scripts/bench/lighthouse.mjs     mobile and desktop, median of 3, each route beside its static floor (≈ 30 min)
// Usage: npm run bench [-- --only api,bundle] [-- --runs 1]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

// Each step writes its figures to .tmp/bench/<file>.
const STEPS = {
  api: { command: 'node', args: ['scripts/bench/api.mjs'], file: 'api.json' },
  booking: { command: 'node', args: ['scripts/bench/booking.mjs'], file: 'booking.json' },
  balanced: { command: 'node', args: ['scripts/bench/balanced.mjs'], file: 'balanced.json' },
  signins: { command: 'node', args: ['scripts/bench/signins.mjs'], file: 'signins.json' },
  live: { command: 'node', args: ['scripts/bench/live.mjs'], file: 'live.json' },
  offers: { command: 'node', args: ['scripts/bench/offers.mjs'], file: 'offers.json' },
  insight: { command: 'node', args: ['scripts/bench/insight.mjs'], file: 'insight.json' },
  bundle: { command: 'npx', args: ['jest', '--selectProjects', 'e2e', '--', 'src/e2e/budget.e2e.ts'], file: 'bundle-budget.json' },
  lighthouse: { command: 'node', args: ['scripts/bench/lighthouse.mjs'], file: 'lighthouse.json' },
};
const { values: args } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const chosen = args.only ? args.only.split(',').map((s) => s.trim()) : Object.keys(STEPS);
const unknown = chosen.filter((name) => !(name in STEPS));
if (unknown.length > 0) {
  console.error(`[bench] unknown step(s): ${unknown.join(', ')}; choose among ${Object.keys(STEPS).join(', ')}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '../..');
const figures = (file) => path.join(root, '.tmp', 'bench', file);
const failedSteps = [];
for (const name of chosen) {
  const { command, args: stepArgs, file } = STEPS[name];
  const all = [...stepArgs, ...(name === 'lighthouse' ? ['--runs', args.runs] : [])];
  rmSync(figures(file), { force: true }); // an earlier run's figures never stand in for this one's
  console.log(`\n[bench] ${name}: ${command} ${all.join(' ')}`);
  const result = spawnSync(command, all, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failedSteps.push(name);
}

// Each figure against its target; a target that does not hold is marked NO (and fails the run); a
// figure shown for the record only, beyond the targets, is marked no.
const read = (name) =>
  chosen.includes(name) && existsSync(figures(STEPS[name].file)) ? JSON.parse(readFileSync(figures(STEPS[name].file), 'utf8')) : undefined;
const targets = [];
const check = (measure, figure, target, holds, forTheRecord = false) =>
  targets.push({ measure, figure, target, holds: holds ? 'yes' : forTheRecord ? 'no' : 'NO' });

const bundle = read('bundle');
if (bundle) {
  const heaviest = bundle.rows.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a));
  check(
    'public route and admin login JS, gzip (heaviest)',
    `${heaviest.gzipKb} KB (${heaviest.route})`,
    `≤ ${bundle.budgetKb} KB`,
    heaviest.gzipKb <= bundle.budgetKb,
  );
}
const api = read('api');
if (api) {
  for (const row of api.rows.filter((r) => r.case.startsWith('GET'))) {
    // 50 admins each typing a different search at once: stricter than the target's case (one search
    // and page asked again and again, as a polling screen does); shown for the record.
    const stricter = row.case.includes('a new search each request');
    const holds = row.ratio >= 0.5 && row['p99 ms'] <= 20;
    check(row.case, `${row.ratio}× bare, p99 ${row['p99 ms']} ms`, `${stricter ? '(beyond target) ' : ''}≥ 0.5× bare, p99 ≤ 20 ms`, holds, stricter);
  }
  for (const row of api.single) check(row.case, `p99 ${row['p99 ms']} ms`, '≤ 20 ms', row['p99 ms'] <= 20);
  const scans = api.plans.filter((p) => /\bSCAN inquiries\b(?! USING)/.test(p.plan));
  check('admin list query plans', scans.length === 0 ? 'indexes only' : `${scans.length} full scan(s)`, 'no full scan of inquiries', scans.length === 0);
}
const booking = read('booking');
if (booking) {
  const { row } = booking;
  const fivexx = Object.entries(row.statuses).filter(([status]) => status.startsWith('5'));
  check(
    'booking one date under contention (50 connections)',
    `p99 ${row['p99 ms']} ms, ${row['seats taken']}/${row.capacity} seats, ${fivexx.length === 0 ? 'no' : 'some'} 5xx`,
    'p99 ≤ 50 ms, no overbooking, no 5xx',
    row['p99 ms'] <= 50 && row['seats taken'] <= row.capacity && fivexx.length === 0,
  );
}
const signins = read('signins');
if (signins) {
  const { flooded, alone } = signins;
  check(
    `GET /services while ${signins.flood} connections flood failed sign-ins`,
    `p99 ${flooded['p99 ms']} ms (alone ${alone['p99 ms']} ms)`,
    'p99 ≤ 200 ms',
    flooded['p99 ms'] <= 200,
  );
}
const live = read('live');
if (live) {
  // Screens must show a slot taken or a seat freed within a second, for every visitor.
  for (const row of live.rows) {
    check(
      `live event to ${row.streams} streams, ${row.case}`,
      `p99 ${row.p99} ms, ${row.missed} missed`,
      'p99 ≤ 1,000 ms, none missed',
      row.p99 <= 1000 && row.missed === 0,
    );
  }
}
const offers = read('offers');
if (offers) {
  // Every server process sweeps the list each minute, and each cancellation runs a pass before it
  // answers: both must stay far below a person's patience however long the list.
  const { row } = offers;
  check(`cancellation-list sweep, ${row.waiting} waiting, nothing free`, `p99 ${row['sweep p99 ms']} ms`, 'p99 ≤ 500 ms', row['sweep p99 ms'] <= 500);
  check(
    `cancellation-list pass after ${row.cancelled} cancellations`,
    `${row['refill ms']} ms, ${row['offers made']} offers`,
    `≤ 1,000 ms, ${row.cancelled} offers`,
    row['refill ms'] <= 1000 && row['offers made'] === row.cancelled,
  );
}
const insight = read('insight');
if (insight) {
  // The office opens a figures screen and changes its period: each answer must come at once.
  for (const row of insight.rows)
    check(`${row.operation}, last 12 months of a busy school (${row.engine})`, `p99 ${row['p99 ms']} ms`, 'p99 ≤ 200 ms', row['p99 ms'] <= 200);
}
const lighthouse = read('lighthouse');
if (lighthouse) {
  const worst = (rows, key, pick = Math.max) => rows.reduce((a, b) => (pick(a[key], b[key]) === b[key] ? b : a));
  const mobile = lighthouse.rows.filter((r) => r.preset === 'mobile');
  const desktop = lighthouse.rows.filter((r) => r.preset === 'desktop');
  const index = `benchmark index ${lighthouse.benchmarkIndex}`;
  // Every route must hold, not only the worst: the figure names each route past the target.
  const everyRoute = (measure, key, limit, unit, target) => {
    const highest = worst(mobile, key);
    const over = mobile.filter((r) => !(r[key] <= limit));
    const beyond = over.length > 0 ? `; over on ${over.map((r) => `${r.route} ${r[key]}${unit}`).join(', ')}` : '';
    check(measure, `${highest[key]}${unit} (${highest.route}${beyond}; ${index})`, target, over.length === 0);
  };
  everyRoute('mobile main-thread work vs static floor (every route)', 'mainThreadRatio', 2, '×', '≤ 2× floor');
  everyRoute('mobile total blocking time, median of runs (every route)', 'tbtMs', 50, ' ms', '≤ 50 ms');
  const lcp = worst(mobile, 'lcpRatio');
  check('mobile LCP vs static floor (highest)', `${lcp.lcpRatio}× (${lcp.route})`, '≤ 1.2×', lcp.lcpRatio <= 1.2);
  const cls = worst(lighthouse.rows, 'cls');
  check('CLS (highest, both presets)', `${cls.cls} (${cls.route}, ${cls.preset})`, '≤ 0.02', cls.cls <= 0.02);
  const perf = worst(desktop, 'performance', Math.min);
  check('desktop performance (lowest)', `${perf.performance} (${perf.route})`, '100', perf.performance === 100);
  const rows = lighthouse.rows;
  const min = (key) => Math.min(...rows.map((r) => r[key]));
  check(
    'accessibility, best practices, SEO (lowest)',
    `${min('accessibility')}, ${min('best-practices')}, ${min('seo')}`,
    '100, 100, ≥ 95',
    min('accessibility') === 100 && min('best-practices') === 100 && min('seo') >= 95,
  );
}
if (targets.length > 0) {
  console.log('\n[bench] targets');
  console.table(targets);
}
// A target missed fails the run as a step that failed does: the exit code says whether all held.
const missed = targets.filter((t) => t.holds === 'NO');
if (missed.length > 0) console.error(`[bench] targets missed: ${missed.map((t) => t.measure).join('; ')}`);
if (failedSteps.length > 0) console.error(`[bench] failed: ${failedSteps.join(', ')}`);
if (missed.length > 0 || failedSteps.length > 0) process.exit(1);
