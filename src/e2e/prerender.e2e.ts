import { en, fr } from '../i18n/catalogs';
import { localeOfPath } from '../i18n/localePath';
import { fieldLabel, openBrowser, screenshot, type Browser } from './browser';
import { adminToken, startServer, type RunningServer } from './server';

/*
 * The prerendered public pages: each page in each language arrives as HTML with its own
 * title, description, canonical and hreflang links and its critical CSS, shows without
 * JavaScript, and is hydrated (not re-rendered) without a console error. Language URLs: English
 * unprefixed, French and Arabic under /fr and /ar (src/i18n/localePath.ts).
 */

const PAGES = ['/', '/services', '/cities', '/Certificated-Instructors', '/aboutpage', '/partner', '/login', '/signup'];
const LOCALES = ['en', 'fr', 'ar'] as const;
const SITE = 'https://www.driveontario.ca';

const inLocale = (page: string, locale: string) => (locale === 'en' ? page : `/${locale}${page === '/' ? '' : page}`);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

type Page = Browser['page'];

/** Keeps the <h1> the server sent, before any script runs. */
const rememberPrerenderedHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
    });
  });

/** The heading shown is still the node the server sent: hydrated, not rendered afresh. */
const headingIsPrerenderedOne = (page: Page) =>
  page.evaluate(() => (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading === document.querySelector('h1'));

/** Holds the page's requests for `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The paths of the scripts the page asked for while `load` ran. */
async function scriptsRequestedBy(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const requested: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await load();
  page.off('request', onRequest);
  return requested;
}

/**
 * Opens `url` and answers the scripts its start-up asked for beyond those its boot script lists
 * (the bundle, and the chunks of a page it hydrates): the listed ones download together as the
 * page shows, where a chunk asked for by the app as it runs would only start downloading then.
 */
async function openCountingUnlistedScripts(page: Page, url: string): Promise<string[]> {
  const requested = await scriptsRequestedBy(page, () => page.goto(server.url + url, { waitUntil: 'networkidle' }));
  const listed = await page.evaluate(() => {
    const boot = document.querySelector<HTMLScriptElement>('script[data-scripts]');
    return `${boot?.dataset.scripts} ${boot?.dataset.chunks}`.split(' ');
  });
  return requested.filter((script) => !listed.includes(script));
}

async function html(url: string): Promise<string> {
  const res = await fetch(server.url + url, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
}

describe.each(LOCALES)('prerendered pages in %s', (locale) => {
  test.each(PAGES)('%s arrives rendered, with its head and critical CSS', async (page) => {
    const url = inLocale(page, locale);
    const body = await html(url);
    expect(body).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(body).toMatch(/<title>[^<]+ \| Drive Ontario<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(body).toContain(`<link rel="canonical" href="${SITE}${url}">`);
    for (const other of LOCALES) expect(body).toContain(`<link rel="alternate" hreflang="${other}" href="${SITE}${inLocale(page, other)}">`);
    expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${page}">`);
    expect(body).toContain(`<style data-prerendered-styles="${locale === 'ar' ? 'muirtl' : 'muiltr'} `);
    expect(body).toMatch(new RegExp(`<div id="root" data-locale="${locale}"><.+<h1[^>]*>[^<]+</h1>`, 's'));
  });

  // A link without the language is redirected on arrival, while the visitor may already be typing.
  test.each(PAGES)('%s links only to pages in its own language', async (page) => {
    const body = await html(inLocale(page, locale));
    const paths = [...body.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map(([, href]) => href.split(/[?#]/)[0]);
    expect(paths.length).toBeGreaterThan(5);
    // The office's area, the API and uploaded files are the same in every language.
    const shared = /^\/(admin|api|uploads)(\/|$)/;
    expect(paths.filter((path) => !shared.test(path) && localeOfPath(path) !== (locale === 'en' ? undefined : locale))).toEqual([]);
  });
});

test('sitemap.xml lists every indexed page in every language with its alternates; robots.txt points at it', async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexed = PAGES.filter((page) => page !== '/login' && page !== '/signup');
  expect(locs.sort()).toEqual(indexed.flatMap((page) => LOCALES.map((locale) => `${SITE}${inLocale(page, locale)}`)).sort());
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${SITE}/ar/services"/>`);
  expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

describe('in the browser', () => {
  // A fresh profile per test: a language chosen in one test would send the next one's URLs elsewhere.
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser({ viewport: 'phone' });
  });
  afterEach(async () => {
    await browser.close();
  });

  test('without JavaScript the page shows its heading, styled, in its language and direction', async () => {
    await browser.page.route('**/*.js', (route) => route.abort());
    const { page } = browser;
    await page.goto(`${server.url}/ar/services`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('خدماتنا');
    // Styled by the inlined critical CSS: MUI's h1 weight, and the header laid out right to left.
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    expect(await page.getByRole('banner').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    // The content the office wrote, in Arabic (the demo's BDE course), is part of the page.
    await page.getByRole('heading', { name: 'دورة BDE الكاملة' }).waitFor();
    await screenshot(page, 'prerender-ar-services-no-js');
  });

  test.each(LOCALES)('every page in %s is hydrated in place with the scripts it lists, without a console error', async (locale) => {
    const { page, problems } = browser;
    await rememberPrerenderedHeading(page);
    for (const pagePath of PAGES) {
      const url = inLocale(pagePath, locale);
      expect({ url, unlisted: await openCountingUnlistedScripts(page, url) }).toEqual({ url, unlisted: [] });
      expect(page.url()).toBe(server.url + url);
      // The heading node the server sent is still the one shown: hydrated, not rendered afresh.
      expect(await headingIsPrerenderedOne(page)).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  test('hydration adds no style rule, leaves the page’s styles where they are and animates nothing', async () => {
    const { page, problems } = browser;
    // Emotion inserts each class it has not seen with insertRule; the page's own styles are parsed
    // once, and a <style> element taken out and put back is parsed again.
    await page.addInitScript(() => {
      const inserted: string[] = [];
      const watched = window as unknown as { insertedRules: string[]; movedStyles: number; transitions: string[] };
      watched.insertedRules = inserted;
      watched.movedStyles = 0;
      // A transition started while the page starts up (a button enabled once hydrated) is a frame
      // painted again and again on a phone still busy starting.
      watched.transitions = [];
      document.addEventListener('transitionrun', (event) => watched.transitions.push(`${(event.target as Element).tagName} ${event.propertyName}`), true);
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
      new MutationObserver((records) => {
        // Global styles (the page's base, as emotion keeps them) are put in emotion's place as they mount.
        const isClasses = (node: Node) => node instanceof HTMLStyleElement && !/-global\b/.test(node.dataset.emotion ?? '');
        for (const record of records) watched.movedStyles += [...record.removedNodes].filter(isClasses).length;
      }).observe(document, { childList: true, subtree: true });
    });
    // The signup's client-only parts are rendered by the browser alone. English first: an Arabic
    // URL makes Arabic the reader's choice, and an English page would then be rendered afresh.
    const pages = PAGES.filter((path) => path !== '/signup');
    for (const url of [...pages, ...pages.map((path) => inLocale(path, 'ar'))]) {
      await page.goto(server.url + url, { waitUntil: 'networkidle' });
      const { classRules, movedStyles, transitions } = await page.evaluate(() => {
        const watched = window as unknown as { insertedRules: string[]; movedStyles: number; transitions: string[] };
        return { classRules: watched.insertedRules.filter((rule) => rule.startsWith('.')), movedStyles: watched.movedStyles, transitions: watched.transitions };
      });
      expect({ url, classRules, movedStyles, transitions }).toEqual({ url, classRules: [], movedStyles: 0, transitions: [] });
    }
    expect(problems).toEqual([]);
  });

  test('a page’s data downloads with its scripts after the first paint, preloaded: one request for each read', async () => {
    const { page, problems } = browser;
    let checked = 0;
    for (const pagePath of PAGES) {
      const url = inLocale(pagePath, 'fr');
      const preloads = (await html(url)).match(/<script data-scripts="[^"]*" data-preload="([^"]+)"/)?.[1].split(' ') ?? [];
      if (preloads.length === 0) continue;
      const apiRequests: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (request.url().startsWith(`${server.url}/api/`)) apiRequests.push(request.url().slice(server.url.length));
      };
      page.on('request', onRequest);
      await page.goto(server.url + url, { waitUntil: 'networkidle' });
      page.off('request', onRequest);
      // Had the page asked for another URL, or not reused the preloaded answer, there would be two.
      expect(apiRequests.sort()).toEqual([...preloads].sort());
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });

  test('what a visitor types before the page is hydrated is kept and sent by the app, never by the browser', async () => {
    const { page, problems } = browser;
    const releaseScripts = await holdRequests(page, '**/*.js');
    await page.goto(`${server.url}/aboutpage#contact`, { waitUntil: 'commit' });
    const email = `early.${Date.now()}@example.com`;
    await page.getByLabel(fieldLabel(en['form.name'])).fill('Early Visitor');
    await page.getByLabel(new RegExp(`^${en['form.message']}`)).fill('Typed before the scripts arrived');
    await page.getByLabel(fieldLabel(en['form.email'])).fill(email);
    const send = page.getByRole('button', { name: en['form.send'] });
    expect(await send.isDisabled()).toBe(true);
    // Enter would make the browser send the form itself: a GET with the message in the address.
    await page.getByLabel(fieldLabel(en['form.email'])).press('Enter');
    expect(page.url()).toBe(`${server.url}/aboutpage#contact`);

    releaseScripts();
    await send.click();
    await page.getByText(en['contact.sent']).waitFor();
    expect(page.url()).toBe(`${server.url}/aboutpage#contact`);
    const res = await fetch(`${server.url}/api/api/v1/admin/inquiries?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${await adminToken(server.url)}` },
    });
    const body = (await res.json()) as { data: { name: string; message: string }[] };
    expect(body.data.map((inquiry) => [inquiry.name, inquiry.message])).toEqual([['Early Visitor', 'Typed before the scripts arrived']]);
    expect(problems).toEqual([]);
  });

  test('a button pressed while the app is starting is not lost: it acts once React has taken over', async () => {
    const { page, problems } = browser;
    // The app's scripts wait for its messages, listed with them: a window in which a tap used to vanish.
    const releaseMessages = await holdRequests(page, '**/messages-*.js');
    const messagesRequested = page.waitForRequest(/messages-en\./);
    await page.goto(server.url, { waitUntil: 'commit' });
    await messagesRequested;
    await page.getByRole('banner').getByRole('button', { name: en['nav.menu.open'] }).click();
    releaseMessages();
    await page.getByRole('dialog', { name: en['nav.menu.title'] }).waitFor();
    expect(problems).toEqual([]);
  });

  test('the header’s menu and language buttons are kept as prerendered until pressed, by finger or keyboard', async () => {
    const { page, problems } = browser;
    await page.goto(`${server.url}/cities`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: en['nav.menu.open'] });
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    expect(await menu.evaluate(isHydrated)).toBe(false);
    await menu.click();
    await page.getByRole('dialog', { name: en['nav.menu.title'] }).waitFor();
    await page.keyboard.press('Escape');
    // The menu's toggle, rendered by the press, has the focus back.
    await page.waitForFunction(() => {
      const focused = document.activeElement;
      return focused?.getAttribute('aria-haspopup') === 'dialog' && Object.keys(focused).some((key) => key.startsWith('__reactProps$'));
    });

    await page.reload({ waitUntil: 'networkidle' });
    const language = banner.getByRole('button', { name: /Language/ });
    expect(await language.evaluate(isHydrated)).toBe(false);
    await language.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: /English/ }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitemradio');
    expect(problems).toEqual([]);
  });

  test('the admin login (prerendered in English) is hydrated in place, its admin messages listed with its scripts', async () => {
    const { page, problems } = browser;
    await rememberPrerenderedHeading(page);
    expect(await openCountingUnlistedScripts(page, '/admin/login')).toEqual([]);
    expect(await headingIsPrerenderedOne(page)).toBe(true);
    // Chosen French, the office reads the page rendered afresh: the English page's chunks are not downloaded.
    await page.evaluate(() => localStorage.setItem('locale', 'fr'));
    const scripts = await scriptsRequestedBy(page, () => page.reload({ waitUntil: 'networkidle' }));
    await page.getByRole('heading', { level: 1, name: fr['admin.login.title'] }).waitFor();
    expect(scripts.filter((script) => /\/(hydration|admin-login-messages-en|messages-en)\./.test(script))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('picking a language moves the URL; a saved one leads to its pages; links stay in it', async () => {
    const { page, problems } = browser;
    await page.goto(`${server.url}/services`, { waitUntil: 'networkidle' });
    // Kept as prerendered until pressed: the press renders the language button and opens its menu.
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: /Français/ }).click();
    await page.waitForURL(`${server.url}/fr/services`);
    await page.getByRole('heading', { level: 1, name: 'Nos services' }).waitFor();

    // The saved choice sends an unprefixed URL to the French page.
    await page.goto(`${server.url}/cities`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.url}/fr/cities`);
    await page.getByRole('heading', { level: 1, name: 'Les villes que nous desservons' }).waitFor();

    // An Arabic URL is read in Arabic, and the footer's links stay in Arabic.
    await page.goto(`${server.url}/ar/aboutpage`, { waitUntil: 'networkidle' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'المدن' });
    expect(await footerLink.getAttribute('href')).toBe('/ar/cities');
    await footerLink.click();
    await page.waitForURL(`${server.url}/ar/cities`);
    await page.goBack();
    await page.waitForURL(`${server.url}/ar/aboutpage`);
    expect(problems).toEqual([]);
  });
});
