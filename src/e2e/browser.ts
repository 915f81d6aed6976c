import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

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
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far: a page in normal use has none. */
  problems: string[];
  close(): Promise<void>;
}

/** Debian's Chromium through playwright-core, in a fresh profile (never a downloaded browser). */
export async function openBrowser(options: { viewport?: keyof typeof VIEWPORTS; locale?: string } = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'drive-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
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
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

export interface Chromium {
  /** A person of their own: a fresh context (storage, session, downloads) in the shared browser. */
  person(options?: { viewport?: keyof typeof VIEWPORTS; locale?: string }): Promise<Browser>;
  close(): Promise<void>;
}

/** One Chromium for a walk where several people act at once (an office and its students): starting one browser per person would cost seconds each. */
export async function openChromium(): Promise<Chromium> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return {
    async person(options = {}) {
      const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'desktop'], acceptDownloads: true });
      const { page, problems } = await watched(context, options.locale);
      return { context, page, problems, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
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
