// Writes the prerendered public pages into dist/ (dist/index.html, dist/fr/services/index.html…)
// with their <title>, meta description, canonical and hreflang links and inlined critical CSS,
// then sitemap.xml, robots.txt and routes.json (the app's route patterns, which the server
// answers with the app; any other path gets a 404). Runs the bundle that `webpack --mode
// production` builds in dist-prerender/ next to the browser's (same mode, same class names).
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const bundle = path.join(root, 'dist-prerender', 'prerender.cjs');
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

function pageHtml(shell, page, rendered, alternates) {
  const links = [
    `<link rel="canonical" href="${absolute(rendered.url)}">`,
    ...alternates.map(({ hreflang, url }) => `<link rel="alternate" hreflang="${hreflang}" href="${absolute(url)}">`),
    // crossorigin: the app's fetch() is a same-origin CORS-mode request, which only then reuses it.
    ...(page.data ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`),
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
  html = replaceOnce(html, /<div id="?root"?><\/div>/, () => `<div id="root" data-locale="${rendered.locale}">${rendered.html}</div>`, 'empty #root elements');
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

export async function prerender() {
  const shellFile = path.join(dist, 'shell.html');
  if (statSync(bundle).mtimeMs < statSync(shellFile).mtimeMs - 60_000) {
    throw new Error('prerender: dist-prerender/ is older than dist/; run `webpack --mode production` (it builds both)');
  }
  const shell = readFileSync(shellFile, 'utf8');
  const { PRERENDERED_PAGES, renderPage, routePatterns } = createRequire(import.meta.url)(bundle);
  const sitemapEntries = [];
  let count = 0;
  for (const page of PRERENDERED_PAGES) {
    const rendered = [];
    for (const locale of page.locales) rendered.push({ ...(await renderPage(page, locale)), locale });
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
      writeFileSync(file, pageHtml(shell, page, page_, alternates));
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
  prerender().then(
    (count) => console.log(`[prerender] ${count} pages, sitemap.xml, robots.txt and routes.json in dist/`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
