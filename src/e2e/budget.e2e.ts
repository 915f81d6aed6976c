import type { Response } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appHydrated, openBrowser, settled, tracked, type Browser } from './browser';
import { startServer, type RunningServer } from './server';

/*
 * The public bundle budget, measured on what the browser actually downloads for each public
 * route and the admin login (every script the page requested until it was hydrated and its requests had ended),
 * gzip-compressed as a server would send it. Admin code must never be among a public route's,
 * and the admin login downloads its form and the admin's messages, not the admin area.
 */

// At most 200 KB of gzipped JavaScript on any public route and on the admin login.
const PUBLIC_JS_BUDGET_KB = 200;
const PAGES = ['/', '/services', '/cities', '/Certificated-Instructors', '/aboutpage', '/partner', '/login', '/signup', '/verify', '/payment-page'];
// English, and Arabic: the heaviest language (its messages, and the right-to-left styles).
const ROUTES = [...PAGES, ...PAGES.map((page) => `/ar${page === '/' ? '' : page}`), '/admin/login'];
/** What a route must not download: any admin code, or for the admin login the admin area's screens. */
const forbidden = (route: string) => (route === '/admin/login' ? /\/admin\.[0-9a-f]+\.js$/ : /admin/i);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test(`every public route and the admin login download at most ${PUBLIC_JS_BUDGET_KB} KB of gzipped JavaScript, and no admin chunk they do not use`, async () => {
  const rows: { route: string; scripts: number; gzipKb: number }[] = [];
  for (const route of ROUTES) {
    const page = tracked(await browser.context.newPage());
    const scripts = new Map<string, Promise<Buffer>>();
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    };
    page.on('response', onResponse);
    await page.goto(`${server.url}${route}`);
    // The boot script fetches the app after the first paint, which on a busy machine comes after
    // the network has already been quiet for a while: the page is measured once React has
    // hydrated it and what that made it fetch has arrived.
    await appHydrated(page);
    await settled(page, 500);
    // What loaded by then is the route's; a later script's body would be read after the page closed.
    page.off('response', onResponse);
    const bodies = await Promise.all(scripts.values());
    const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    rows.push({ route, scripts: scripts.size, gzipKb: Math.round(gzipKb * 10) / 10 });
    expect([...scripts.keys()].filter((url) => forbidden(route).test(url))).toEqual([]);
    await page.close();
  }
  const out = path.resolve(__dirname, '../../.tmp/bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'bundle-budget.json'), JSON.stringify({ budgetKb: PUBLIC_JS_BUDGET_KB, rows }, null, 2));
  console.table(rows);
  expect(rows.filter((row) => row.gzipKb > PUBLIC_JS_BUDGET_KB)).toEqual([]);
  // A route measured before its app arrived would pass any budget.
  expect(rows.filter((row) => row.scripts === 0)).toEqual([]);
});
