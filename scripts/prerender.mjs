// Writes the prerendered public pages into dist/ (dist/index.html, dist/fr/services/index.html…)
// with their <title>, meta description, canonical and hreflang links and inlined critical CSS,
// then sitemap.xml, robots.txt and routes.json (the app's route patterns, which the server
// answers with the app; any other path gets a 404). Runs the bundle that `webpack --mode
// production` builds in dist-prerender/ next to the browser's (same mode, same class names).
//
// The content pages read (offers, services, cities, instructors, partners) comes from a server:
// PRERENDER_API (the school's running server, to prerender its current content), else in demo
// mode (DEMO=1, as `npm start` runs) a demo server of this build started for the purpose; else
// none, and data sections render their loading state.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'dist-prerender', 'prerender.cjs');
const serverEntry = path.join(root, 'dist-server', 'src', 'server', 'main.js');
// Canonical and sitemap URLs must be absolute; set SITE_URL when building for another address.
const siteUrl = (process.env.SITE_URL ?? 'https://www.driveontario.ca').replace(/\/+$/, '');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const absolute = (url) => `${siteUrl}${url === '/' ? '/' : url}`;

/** Replaces exactly one match, so a changed template fails the build instead of shipping a half page. */
function replaceOnce(html, pattern, replacement, what) {
  let count = 0;
  const result = html.replace(pattern, (...match) => {
    count += 1;
    return typeof replacement === 'function' ? replacement(...match) : replacement;
  });
  if (count !== 1) throw new Error(`prerender: the shell has ${count} ${what}, expected 1`);
  return result;
}

/**
 * The chunks the page's start-up asks for as it hydrates the page (`rendered.chunks`, by name; their
 * files from dist/chunk-groups.json), written for its boot script (`data-chunks`), which asks for
 * them with the bundle when the page will be hydrated (src/boot.ts): they download at once instead
 * of one after another as the app runs.
 */
function withStartupChunks(html, chunkGroups, chunks) {
  return replaceOnce(
    html,
    /<script data-scripts="([^"]*)"/,
    (tag, list) => {
      const scripts = new Set(list.split(' '));
      const files = chunks.flatMap((name) => {
        if (!chunkGroups[name]) throw new Error(`prerender: the browser build has no chunk named ${name}`);
        return chunkGroups[name].map((file) => `/${file}`).filter((file) => !scripts.has(file));
      });
      return `${tag} data-chunks="${[...new Set(files)].join(' ')}"`;
    },
    'boot scripts',
  );
}

function pageHtml(shell, chunkGroups, requests, rendered, alternates) {
  const links = [
    `<link rel="canonical" href="${absolute(rendered.url)}">`,
    ...alternates.map(({ hreflang, url }) => `<link rel="alternate" hreflang="${hreflang}" href="${absolute(url)}">`),
  ].join('');
  let html = shell;
  html = replaceOnce(html, /<html[^>]*>/, `<html lang="${rendered.locale}" dir="${rendered.direction}">`, '<html> tags');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`, '<title> tags');
  html = replaceOnce(
    html,
    /<meta name="?description"?[^>]*>/,
    () => `<meta name="description" content="${escapeHtml(rendered.description)}">`,
    'meta descriptions',
  );
  html = replaceOnce(html, /<\/head>/, () => `${links}${rendered.styles}</head>`, '</head> tags');
  html = withStartupChunks(html, chunkGroups, rendered.chunks);
  // The page's reads are asked for with its scripts, after its first paint (src/boot.ts).
  if (requests.length > 0) {
    html = replaceOnce(html, /<script data-scripts="[^"]*"/, (tag) => `${tag} data-preload="${escapeHtml(requests.join(' '))}"`, 'boot scripts');
  }
  html = replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    () => `<div id="root" data-locale="${rendered.locale}">${rendered.html}</div>${rendered.data}`,
    'empty #root elements',
  );
  return html;
}

function sitemap(entries) {
  const urls = entries
    .map(
      ({ url, alternates }) =>
        `  <url>\n    <loc>${absolute(url)}</loc>\n${alternates.map(({ hreflang, url: alt }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(alt)}"/>`).join('\n')}\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** This build's server in demo mode on a temporary database, for the demo content. */
async function startDemoServer() {
  if (!existsSync(serverEntry)) throw new Error('prerender: the demo content comes from the server; compile it first (npm run build:server)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drive-prerender-'));
  const port = await freePort();
  const env = { ...process.env, DEMO: '1', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' };
  // Its own embedded database and no mail, whatever the build's environment points at.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'REDIS_URL']) delete env[name];
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (child.exitCode !== null) throw new Error(`prerender: the demo server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('prerender: the demo server did not start in time');
    }
  }
}

/** Where this environment's prerendered pages take their content from: PRERENDER_API's server, a demo server, or none. */
export function contentSourceName() {
  const api = process.env.PRERENDER_API?.trim().replace(/\/+$/, '');
  if (api) return `api ${api}`;
  return process.env.DEMO === '1' || process.env.DEMO === 'true' ? 'demo' : 'none';
}

// Which content the pages of a dist/ were prerendered with: the same build in another
// environment (demo or not) prerenders them again.
const contentRecord = path.join(root, 'dist-prerender', 'prerendered-with.json');

/** Whether `dist`'s pages were prerendered with the content this environment names. */
export function prerenderedWithThisContent(dist = path.join(root, 'dist')) {
  if (!existsSync(contentRecord)) return false;
  const record = JSON.parse(readFileSync(contentRecord, 'utf8'));
  return record.dist === dist && record.source === contentSourceName();
}

async function contentSource() {
  const api = process.env.PRERENDER_API?.trim().replace(/\/+$/, '');
  if (api) return { url: api, stop: async () => undefined };
  if (process.env.DEMO === '1' || process.env.DEMO === 'true') return startDemoServer();
  return null;
}

/**
 * Node has no page to resolve the app's same-origin API paths against: they go to the content
 * source (or fail, without one), and each page's requests are recorded for its preload links.
 */
function routeApiRequests(source) {
  const requests = [];
  const NodeRequest = globalThis.Request;
  const nodeFetch = globalThis.fetch;
  const base = source?.url ?? 'http://content-source.invalid';
  globalThis.Request = class extends NodeRequest {
    constructor(input, init) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, base) : input, init);
    }
  };
  globalThis.fetch = async (input, init) => {
    // As written, not normalised: the browser's request for 'content?' is not a match for 'content'.
    const href = new NodeRequest(input).url;
    requests.push(href.slice(new URL(href).origin.length));
    if (!source) throw new TypeError('prerender: no server to read the content from');
    return nodeFetch(input, init);
  };
  return {
    /** The requests since the last call. */
    take: () => requests.splice(0),
    restore() {
      globalThis.Request = NodeRequest;
      globalThis.fetch = nodeFetch;
    },
  };
}

/**
 * The configuration the source's server gives its pages (image widths…): the prerendered markup
 * must be the one the browser renders with it.
 */
async function runtimeConfigOf(source) {
  const script = await (await fetch(`${source.url}/runtime-config.js`)).text();
  const json = script.match(/^window\.__APP_CONFIG__ = (.*);\s*$/s)?.[1];
  if (!json) throw new Error(`prerender: ${source.url}/runtime-config.js is not the app's runtime configuration`);
  return JSON.parse(json);
}

/** Renders every page into `dist` (dist/ by default; a copy of it to prerender elsewhere). */
export async function prerender(dist = path.join(root, 'dist')) {
  const shellFile = path.join(dist, 'shell.html');
  if (statSync(bundle).mtimeMs < statSync(shellFile).mtimeMs - 60_000) {
    throw new Error('prerender: dist-prerender/ is older than dist/; run `webpack --mode production` (it builds both)');
  }
  const shell = readFileSync(shellFile, 'utf8');
  const chunkGroups = JSON.parse(readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
  const { PRERENDERED_PAGES, loadPageData, renderPage, routePatterns } = createRequire(import.meta.url)(bundle);
  const source = await contentSource();
  let api;
  try {
    if (source) globalThis.__APP_CONFIG__ = await runtimeConfigOf(source);
    api = routeApiRequests(source);
    const count = await renderPages({ dist, shell, chunkGroups, pages: PRERENDERED_PAGES, loadPageData, renderPage, routePatterns, api });
    writeFileSync(contentRecord, JSON.stringify({ dist, source: contentSourceName() }));
    return count;
  } finally {
    api?.restore();
    delete globalThis.__APP_CONFIG__;
    await source?.stop();
  }
}

async function renderPages({ dist, shell, chunkGroups, pages, loadPageData, renderPage, routePatterns, api }) {
  const sitemapEntries = [];
  let count = 0;
  for (const page of pages) {
    const data = await loadPageData(page);
    const requests = api.take();
    const rendered = [];
    for (const locale of page.locales) rendered.push({ ...(await renderPage(page, locale, data)), locale });
    const alternates =
      rendered.length > 1
        ? [
            ...rendered.map(({ locale, url }) => ({ hreflang: locale, url })),
            { hreflang: 'x-default', url: rendered.find(({ locale }) => locale === 'en').url },
          ]
        : [];
    for (const page_ of rendered) {
      const file = path.join(dist, page_.url, 'index.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(shell, chunkGroups, requests, page_, alternates));
      count += 1;
      if (page.indexed) sitemapEntries.push({ url: page_.url, alternates });
    }
  }
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(sitemapEntries));
  writeFileSync(path.join(dist, 'routes.json'), `${JSON.stringify([...new Set(routePatterns())], null, 1)}\n`);
  writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  prerender(dist).then(
    (count) => console.log(`[prerender] ${count} pages, sitemap.xml, robots.txt and routes.json in ${path.relative(root, dist) || '.'}/`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
