import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { ar, en } from '../i18n/catalogs';
import { localizedPath, unprefixedPath } from '../i18n/localePath';
import { appHydrated, openBrowser, settled, type Browser } from './browser';
import { ADMIN, startServer, type RunningServer } from './server';

/*
 * axe-core on every route, in English and in Arabic (right to left), on a desktop and a phone
 * viewport (the office's screens on a phone in Arabic only): no WCAG 2.1 A/AA violation. Signed-in
 * screens are checked signed in.
 */

const CATALOGS = { en, ar } as const;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/cities',
  '/Certificated-Instructors',
  '/aboutpage',
  '/partner',
  '/login',
  '/signup',
  '/verify',
  '/forgot-password',
  '/reset-password?email=maya%40example.com',
  '/admin/login',
  '/no-such-page',
];
const STUDENT_ROUTES = ['/payment-page', '/account', '/account/lessons/new'];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/services',
  '/admin/inquiries',
  '/admin/content',
  '/admin/cities',
  '/admin/instructor-content',
  '/admin/addpartner',
  '/admin/lessons',
  '/admin/cancellation-list',
  // After another screen: the same screen's heading would stay, marked as the route left.
  '/admin/lessons?view=week',
  '/admin/texts',
  '/admin/insight',
  '/admin/bde-courses',
  '/admin/bde-classes',
  '/admin/bde-home-link',
  '/admin/bde-certification',
];
const INSTRUCTOR_ROUTES = ['/instructor', '/instructor/availability', '/instructor/lessons', '/instructor/classes', '/instructor/home-link'];
const DEMO_STUDENT = { email: 'student@driveontario.ca', password: 'drive-student-demo' };
const DEMO_TEACHER = { email: 'teacher@driveontario.ca', password: 'drive-teacher-demo' };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/*
 * axe-core is loaded by Chromium into every page of the checking browser as the page opens, and run
 * in place: @axe-core/playwright sends its 500 KB source over the protocol for each check and
 * finishes each check in a new blank page, 2 s a page against 0.3 s. No page here has a
 * cross-origin frame, which is what that blank page is for.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Once no finite animation runs: mid-transition (a fade, a ripple), axe measures blended, paler colours. */
const stillPage = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/** What the walk reports of a violation: the rule, its help, and each element's selector and failure. */
type Violation = Pick<AxeResults['violations'][number], 'id' | 'help'> & { nodes: { target: string[]; failureSummary?: string }[] };

/**
 * axe's violations of the given rules (`type` 'tag' or 'rule') on the page as it is now. Only what
 * the walk reports leaves the page: axe's whole result (every rule that passed or did not apply)
 * cost the walk's process more to receive and check than the checks themselves.
 */
const axeRun = (page: Page, runOnly: { type: 'tag' | 'rule'; values: string[] }) =>
  page.evaluate(async (only) => {
    const results = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
    }));
  }, runOnly) as Promise<Violation[]>;

/** What axe finds on the page as it is now, one line per rule and element. */
async function analyze(page: Page, where: string): Promise<string[]> {
  await stillPage(page);
  let violations = await axeRun(page, { type: 'tag', values: WCAG });
  // A button a refetch disables and enables again fades its colour while axe measures it: a
  // contrast finding is measured again once the page is quiet, and kept only if it is still there.
  if (violations.some((v) => v.id === 'color-contrast')) {
    await settled(page);
    await stillPage(page);
    const again = await axeRun(page, { type: 'rule', values: ['color-contrast'] });
    violations = [...violations.filter((v) => v.id !== 'color-contrast'), ...again];
  }
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${where} ${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
  );
}

/** A dialog once its fade-in has ended (mid-fade, axe measures blended, paler colours). */
async function openedDialog(page: Page) {
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((e) => getComputedStyle(e).opacity === '1'));
}

/** The route the page shows, without the language's prefix (/ar/login is /login). */
const routeOf = (url: URL) => unprefixedPath(url.pathname) + url.search;

/**
 * Opens a route of the running app as its links do (the history changes, the router renders it):
 * loading the whole app again for each of the walk's hundred routes would cost more than checking
 * them. The first route of a page is loaded from the server. Resolves once the route's own level-1
 * heading is there: the headings of the route before are marked, so that one is not taken for it.
 */
async function open(page: Page, route: string): Promise<void> {
  if (!page.url().startsWith(server.url)) {
    await page.goto(`${server.url}${route}`);
    await appHydrated(page);
  } else if (routeOf(new URL(page.url())) !== route) {
    await page.evaluate((to) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-route-left', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, route);
  }
  await page
    .locator('h1:not([data-route-left])')
    .first()
    .waitFor()
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('h1')].map((h) => `${h.textContent} ${h.hasAttribute('data-route-left') ? '(left)' : ''}`),
      );
      throw new Error(`${route}: no heading of its own at ${page.url()} (level-1 headings: ${shown.join(', ')})\n${error.message}`);
    });
  await settled(page);
}

/** The violations of one route once it has settled. */
async function violations(page: Page, route: string): Promise<string[]> {
  await open(page, route);
  return analyze(page, route);
}

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = CATALOGS[locale];
  describe.each(['desktop', 'phone'] as const)('on a %s', (viewport) => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await openBrowser({ locale, viewport });
      await browser.context.addInitScript(AXE_SOURCE);
    });
    afterAll(async () => {
      await browser.close();
    });

    test('public routes: no axe violations', async () => {
      const found: string[] = [];
      for (const route of PUBLIC_ROUTES) found.push(...(await violations(browser.page, route)));
      expect(found).toEqual([]);
    });

    /** Signs in on the students' login page (a teacher lands in the instructor area). */
    async function signIn(page: Page, account: { email: string; password: string }) {
      await page.goto(`${server.url}/login`);
      await page.getByLabel(new RegExp(`^${t['form.email']}`)).fill(account.email);
      await page
        .getByLabel(new RegExp(`^${t['login.password']}`))
        .first()
        .fill(account.password);
      await page.getByRole('button', { name: t['login.submit'] }).click();
      // In Arabic and French the login page's own address is /ar/login, /fr/login. The page the
      // student lands on is rendered, its redirects done, before the walk moves on: the last one
      // puts the address in the language's own form (/account → /ar/account), and one still due
      // would take the page back there from the walk's next route.
      await page.waitForURL((url) => unprefixedPath(url.pathname) !== '/login' && localizedPath(url.pathname, locale) === url.pathname);
      await page.locator('h1').first().waitFor();
      await settled(page);
    }

    test('the student’s pages (checkout, account, booking a lesson): no axe violations', async () => {
      const { page } = browser;
      await signIn(page, DEMO_STUDENT);
      const found: string[] = [];
      for (const route of STUDENT_ROUTES) found.push(...(await violations(page, route)));
      expect(found).toEqual([]);
    });

    test('the instructor’s pages (application, hours, lessons): no axe violations', async () => {
      const { page } = browser;
      // The student of the test before signs out first (the login page sends a student away).
      await page.evaluate(() => localStorage.clear());
      await signIn(page, DEMO_TEACHER);
      const found: string[] = [];
      for (const route of INSTRUCTOR_ROUTES) found.push(...(await violations(page, route)));
      expect(found).toEqual([]);
    });

    test('admin routes: no axe violations', async () => {
      const { page } = browser;
      await page.goto(`${server.url}/admin/login`);
      await page.getByLabel(new RegExp(`^${t['admin.login.email']}`)).fill(ADMIN.email);
      await page.getByLabel(new RegExp(`^${t['admin.login.password']}`)).fill(ADMIN.password);
      await page.getByRole('button', { name: t['admin.login.submit'] }).click();
      await page.waitForURL(/\/admin$/);
      const found: string[] = [];
      // The office works at a desk: every screen on a phone is checked once, in Arabic, where
      // mirrored layouts break first; English on a phone checks the area's shell (navigation, dashboard).
      const routes = viewport === 'phone' && locale === 'en' ? ADMIN_ROUTES.slice(0, 1) : ADMIN_ROUTES;
      for (const route of routes) found.push(...(await violations(page, route)));
      // The dialogs an admin works in every day, open.
      await open(page, '/admin/services');
      await page.getByRole('button', { name: t['admin.services.add'] }).click();
      await openedDialog(page);
      found.push(...(await analyze(page, 'service dialog')));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await open(page, '/admin/inquiries');
      await page
        .getByRole('button', { name: new RegExp(t['admin.inquiries.viewOf'].replace(/\{name\}.*$/, '')) })
        .first()
        .click();
      await openedDialog(page);
      found.push(...(await analyze(page, 'inquiry dialog')));
      // An application waiting for review, with its documents.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await open(page, '/admin/instructor-content?status=pending');
      // A table on a desktop, one card per instructor on a phone: either way each name links to the application.
      await page.locator('main a[href^="/admin/instructors/"]').first().click();
      await page.waitForURL(/\/admin\/instructors\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      found.push(...(await analyze(page, 'instructor application')));
      expect(found).toEqual([]);
    });
  });
});
