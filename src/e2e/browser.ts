import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

const SCREENSHOT_DIR = path.resolve(__dirname, '../../.tmp/screenshots');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/*
 * Debian's Chromium in its headless-shell build (package chromium-headless-shell, the same
 * version): without the full browser's hidden window and its compositing, the same walk costs less
 * CPU (the accessibility walk, measured alone: 126 core-seconds against 145), and the walks are most
 * of CI's time. It has no PDF viewer (an extension of the
 * full browser): a walk that views a PDF in the page asks for the full one (`pdfViewer`).
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far: a page in normal use has none. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * Walks test behaviour, so their people ask for reduced motion (the app then renders no fade, slide
 * or spinner frames: a fifth of Chromium's CPU in a walk). `motion: 'full'` keeps the animations, for
 * the walk that covers them.
 */
export interface PersonOptions {
  viewport?: keyof typeof VIEWPORTS;
  locale?: string;
  motion?: 'full';
}

function contextOptions(options: PersonOptions) {
  return { viewport: VIEWPORTS[options.viewport ?? 'desktop'], reducedMotion: options.motion === 'full' ? ('no-preference' as const) : ('reduce' as const) };
}

/** Debian's Chromium through playwright-core, in a fresh profile (never a downloaded browser). */
export async function openBrowser(options: PersonOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'drive-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...contextOptions(options),
    args: CHROMIUM_ARGS,
  });
  const { page, problems } = await watched(context, options.locale);
  return {
    context,
    page,
    problems,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The context's page, with a saved language (when given) and its console errors and failed requests collected. */
async function watched(context: BrowserContext, locale: string | undefined): Promise<{ page: Page; problems: string[] }> {
  if (locale) await context.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
  const page = tracked(context.pages()[0] ?? (await context.newPage()));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/** The requests each page has under way (the pages of `openBrowser` and `openChromium`, and those `tracked`). */
const underWay = new WeakMap<Page, Set<Request>>();

/** Follows the page's requests, so that `settled()` can wait for them: for a page opened by hand. */
export function tracked(page: Page): Page {
  const requests = new Set<Request>();
  underWay.set(page, requests);
  // A live stream (EventSource) stays open as long as its page: it is never "under way" to wait for.
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  return page;
}

/**
 * The page once no request of its own has been under way for 100 ms, checked after each frame it
 * renders (its data fetched, and what the data made it fetch). Playwright's 'networkidle' waits
 * 500 ms of quiet instead, which a walk over thirty pages pays thirty times.
 */
export async function settled(page: Page, quietMs = 100): Promise<void> {
  const requests = underWay.get(page);
  if (!requests) throw new Error('settled() needs a page of openBrowser or openChromium, or one tracked()');
  let quietSince = Date.now();
  for (;;) {
    try {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    } catch {
      // The page navigated meanwhile: its new document is waited for as well.
      quietSince = Date.now();
      continue;
    }
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

export interface Chromium {
  /** A person of their own: a fresh context (storage, session, downloads) in the shared browser. */
  person(options?: PersonOptions): Promise<Browser>;
  close(): Promise<void>;
}

/**
 * One Chromium for a walk where several people act at once (an office and its students): starting
 * one browser per person would cost seconds each. `pdfViewer`: the full browser, whose PDF viewer
 * shows a document in the page.
 */
export async function openChromium(options: { pdfViewer?: boolean } = {}): Promise<Chromium> {
  const executablePath = options.pdfViewer ? FULL_CHROMIUM_PATH : CHROMIUM_PATH;
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  return {
    async person(options = {}) {
      const context = await browser.newContext({ ...contextOptions(options), acceptDownloads: true });
      const { page, problems } = await watched(context, options.locale);
      return { context, page, problems, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}

/**
 * A full-page picture for a person to look at. CI keeps no files from its run, and each picture
 * costs the browser a full layout and a PNG encoding (0.1–0.7 s, 186 of them): under CI=true none
 * is taken; what the walks assert does not depend on them.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CI === 'true') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** A field's accessible name, with or without the asterisk of a required one. */
export const fieldLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s*]*$`);

/**
 * The element once React has hydrated it (its props attached): a click on a prerendered button
 * before then does nothing, and on a busy machine hydration ends well after the network is idle.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps$')), element);
  return locator;
}

/** The page once React has hydrated any element of it: the app's script has arrived and run. */
export async function appHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('body *')].some((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))));
}

/** Whether an element lies wholly inside the window (evaluated in the page: pass it to `evaluate` or `waitForFunction`). */
export const inView = (element: Element | null) => {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};
