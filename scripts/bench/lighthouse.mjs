// Lighthouse on the public routes and the admin login, mobile and desktop presets, the
// median of N runs, with Debian's Chromium, against the production server on a fresh data
// directory. A second table compares home's LCP with the same page saved as static HTML (the
// floor: no JavaScript at all) served by the same server in the same run.
// Usage: node scripts/bench/lighthouse.mjs [--runs 3] [--routes /,/services]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../build-if-stale.mjs';
import { startBenchServer } from './benchServer.mjs';

const ROUTES = ['/', '/services', '/cities', '/Certificated-Instructors', '/aboutpage', '/partner', '/login', '/admin/login'];
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, routes: { type: 'string' } } });
const runs = Number(args.runs);
const routes = args.routes ? args.routes.split(',') : ROUTES;
const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// A run can lack a figure (Lighthouse's metrics audit sometimes errors): the median of the others.
const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : null;
};

async function audit(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...FLAGS, `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'lh-profile-'))}`],
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      // What the throttled browser actually painted; lcpMs is Lighthouse's simulation, which counts
      // the deferred scripts requested before the paint as if the paint waited for them.
      observedLcpMs: Math.round(audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    };
  } finally {
    await chrome.kill();
  }
}

async function medianAudit(url, preset) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await audit(url, preset));
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
}

await buildIfStale();
const staticDir = path.join(root, 'dist');
const server = await startBenchServer({ STATIC_DIR: staticDir });
const floorDir = path.join(staticDir, 'bench-floor');
try {
  // The floor: home as the browser finally shows it, saved without its scripts.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new') });
  const page = await browser.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  await browser.close();
  mkdirSync(floorDir, { recursive: true });
  writeFileSync(path.join(floorDir, 'index.html'), html);

  const rows = [];
  for (const route of routes) {
    for (const preset of ['mobile', 'desktop']) {
      console.log(`[lighthouse] ${route} (${preset}, ${runs} runs)…`);
      rows.push({ route, preset, ...(await medianAudit(`${server.url}${route}`, preset)) });
    }
  }
  console.table(rows);

  const floorRows = [];
  for (const preset of ['mobile', 'desktop']) {
    const app = await medianAudit(`${server.url}/`, preset);
    const floor = await medianAudit(`${server.url}/bench-floor/index.html`, preset);
    floorRows.push({
      preset,
      'home LCP ms': app.lcpMs,
      'static floor LCP ms': floor.lcpMs,
      ratio: Math.round((app.lcpMs / floor.lcpMs) * 100) / 100,
      'home observed LCP ms': app.observedLcpMs,
      'floor observed LCP ms': floor.observedLcpMs,
    });
  }
  console.table(floorRows);

  const out = path.join(root, '.tmp', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), runs, rows, floorRows }, null, 2));
} finally {
  rmSync(floorDir, { recursive: true, force: true });
  await server.stop();
}
