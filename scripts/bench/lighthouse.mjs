// Lighthouse on the public routes and the admin login, mobile and desktop presets, the median of
// N runs, with Debian's Chromium, against the production server on a fresh data directory. Each
// route is measured beside its static floor: the same page as the browser finally shows it, saved
// without its scripts and served by the same server, audited in the same run right after the page.
// The ratios page/floor of LCP and of main-thread work travel between machines, where absolute
// figures do not; Lighthouse's benchmark index says how fast the machine was.
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

// Lighthouse's groups of main-thread work, as figures of their own (each run's, then the median).
const GROUPS = {
  scriptEvaluation: 'scriptMs',
  scriptParseCompile: 'parseCompileMs',
  styleLayout: 'styleLayoutMs',
  paintCompositeRender: 'paintMs',
  parseHTML: 'parseHtmlMs',
  garbageCollection: 'gcMs',
  other: 'otherMs',
};
const mainThreadGroups = (items) =>
  Object.fromEntries(Object.entries(GROUPS).map(([group, key]) => [key, Math.round(items.find((item) => item.group === group)?.duration ?? 0)]));

async function audit(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...FLAGS, `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'lh-profile-'))}`],
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const { categories, audits, environment, runtimeError } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      // Every task of the main thread during the load (script, style, layout, parsing…), simulated.
      mainThreadMs: Math.round(audits['mainthread-work-breakdown'].numericValue),
      // Where that work went: script evaluation against style and layout, parsing, paint…
      ...mainThreadGroups(audits['mainthread-work-breakdown'].details?.items ?? []),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      // What the simulation started from: the paint Chromium saw and what it painted. A simulated LCP
      // far from its usual figure is explained by these, saved for every run.
      observedLcpMs: audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      // Why Lighthouse could not measure the run (NO_FCP…), which then has no figures.
      runtimeError: runtimeError?.code ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A run Lighthouse could not complete measured nothing (scored 0, no figures): it is run again, at
 * most twice, so that the median is of runs that measured. A third failure is kept, and shows.
 */
async function measuredAudit(url, preset) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await audit(url, preset);
    if (!result.runtimeError || attempt === 3) return result;
    console.log(`[lighthouse] ${url} (${preset}) was not measured (${result.runtimeError}): run again`);
  }
}

const medians = (results) =>
  Object.fromEntries(
    Object.keys(results[0])
      .filter((key) => key !== 'lcpElement' && key !== 'runtimeError')
      .map((key) => [key, median(results.map((r) => r[key]))]),
  );
const ratio = (a, b) => (a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100);
const floorPath = (route) => `/bench-floor${route === '/' ? '' : route}/index.html`;

/** The page as the browser shows it once loaded, without anything that runs or fetches for scripts. */
async function saveFloor(browser, serverUrl, route, staticDir) {
  const page = await browser.newPage();
  await page.goto(`${serverUrl}${route}`, { waitUntil: 'networkidle' });
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:modulepreload|preload)"?[^>]*\bas="?(?:script|fetch)"?[^>]*>/gi, '');
  await page.close();
  const file = path.join(staticDir, floorPath(route));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// The pages `npm start` serves: prerendered with the demo content the bench's server answers.
process.env.DEMO ??= '1';
await buildIfStale();
const staticDir = path.join(root, 'dist');
const server = await startBenchServer({ STATIC_DIR: staticDir });
const floorDir = path.join(staticDir, 'bench-floor');
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => f !== '--headless=new') });
  for (const route of routes) await saveFloor(browser, server.url, route, staticDir);
  await browser.close();

  const rows = [];
  for (const route of routes) {
    for (const preset of ['mobile', 'desktop']) {
      console.log(`[lighthouse] ${route} and its floor (${preset}, ${runs} runs)…`);
      const pages = [];
      const floors = [];
      // Page and floor one after the other in each run: both meet the same moment of the machine.
      for (let i = 0; i < runs; i += 1) {
        pages.push(await measuredAudit(`${server.url}${route}`, preset));
        floors.push(await measuredAudit(`${server.url}${floorPath(route)}`, preset));
      }
      const page = medians(pages);
      const floor = medians(floors);
      rows.push({
        route,
        preset,
        ...page,
        floorLcpMs: floor.lcpMs,
        floorMainThreadMs: floor.mainThreadMs,
        lcpRatio: ratio(page.lcpMs, floor.lcpMs),
        mainThreadRatio: ratio(page.mainThreadMs, floor.mainThreadMs),
        pageRuns: pages,
        floorRuns: floors,
      });
    }
  }
  console.table(
    rows.map(
      ({ route, preset, performance, lcpMs, floorLcpMs, lcpRatio, mainThreadMs, floorMainThreadMs, mainThreadRatio, scriptMs, styleLayoutMs, tbtMs, cls }) => ({
        route,
        preset,
        perf: performance,
        'LCP ms': lcpMs,
        'floor LCP ms': floorLcpMs,
        'LCP ×floor': lcpRatio,
        'main thread ms': mainThreadMs,
        'floor main thread ms': floorMainThreadMs,
        'main thread ×floor': mainThreadRatio,
        'script ms': scriptMs,
        'style+layout ms': styleLayoutMs,
        'TBT ms': tbtMs,
        CLS: cls,
      }),
    ),
  );
  const benchmarkIndex = median(rows.map((row) => row.benchmarkIndex));
  console.log(`[lighthouse] Lighthouse benchmark index of this machine (median): ${benchmarkIndex}`);

  const out = path.join(root, '.tmp', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), runs, benchmarkIndex, rows }, null, 2));
} finally {
  rmSync(floorDir, { recursive: true, force: true });
  await server.stop();
}
