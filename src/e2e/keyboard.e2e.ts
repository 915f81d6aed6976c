import type { Locator, Page } from 'playwright-core';
import { ar, en } from '../i18n/catalogs';
import { unprefixedPath } from '../i18n/localePath';
import { appHydrated, openChromium, type Browser, type Chromium } from './browser';
import { ADMIN, lastCode, startServer, type RunningServer } from './server';

/*
 * Keyboard only: sign-up, verification, booking, login, the admin's service dialog and the
 * inquiries table, reached with Tab and worked with Enter, Space, arrows and Escape. Every control
 * reached shows its focus; dialogs keep the focus inside and give it back when they close.
 */

const CATALOGS = { en, ar } as const;
const DEMO_STUDENT = { email: 'student@driveontario.ca', password: 'drive-student-demo' };
const MAX_TABS = 80;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until the target has the focus (proof that the keyboard reaches it) and checks the focus shows. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const focusIsInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe.each(['en', 'ar'] as const)('keyboard only, in %s', (locale) => {
  const t = CATALOGS[locale];
  const field = (page: Page, id: keyof typeof en) => page.getByLabel(new RegExp(`^${t[id]}`)).first();
  // One Chromium for the locale's tests, a fresh person (context) for each.
  let chromium: Chromium;
  let browser: Browser;
  beforeAll(async () => {
    chromium = await openChromium();
  });
  afterAll(async () => {
    await chromium.close();
  });
  beforeEach(async () => {
    browser = await chromium.person({ locale });
  });
  afterEach(async () => {
    expect(browser.problems).toEqual([]);
    await browser.close();
  });

  test('a student signs up, verifies, and books a package', async () => {
    const { page } = browser;
    const email = `keys.${locale}.${Date.now()}@example.com`;
    // On the way to the packages: the guard sends them to log in, and from there to sign up.
    await page.goto(`${server.url}/payment-page`);
    await page.waitForURL(/\/login$/);
    await tabTo(page, page.getByRole('link', { name: t['login.createAccount'] }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/signup$/);
    const type = async (id: keyof typeof en, text: string) => {
      await tabTo(page, field(page, id));
      await page.keyboard.type(text);
    };
    await type('signup.fName', 'Maya');
    await type('signup.lName', 'Chen');
    await type('form.email', email);
    await type('signup.phone', '613-555-0100');
    await type('login.password', 'secret-pass-1');
    await type('signup.confirm', 'secret-pass-1');
    await tabTo(page, page.getByRole('radio', { name: t['signup.gender.male'], exact: true }));
    // Arrows move within a radio group (the other way round in Arabic), Space picks.
    await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: t['signup.gender.female'], exact: true }).isChecked()).toBe(true);
    // The list filtered to one municipality, highlighted: Enter chooses it (and does not send the form).
    await type('signup.city', 'Kingst');
    await page.getByRole('option', { name: 'Kingston' }).waitFor();
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: t['signup.submit'] }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/verify$/);

    await tabTo(page, field(page, 'verify.code'));
    await page.keyboard.type(await lastCode(server, email));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment-page$/);

    const book = page.getByRole('button', { name: t['payment.book'] });
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    await page.getByText(t['checkout.choosePackage']).waitFor();
    await tabTo(page, page.getByRole('radiogroup', { name: t['payment.choose'] }).getByRole('radio').first());
    await page.keyboard.press('Space');
    const dates = page.getByRole('radiogroup', { name: t['checkout.dates'] });
    if (await dates.count()) {
      await tabTo(page, dates.getByRole('radio', { disabled: false }).first());
      await page.keyboard.press('Space');
    }
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/bookings\/\d+$/);
  });

  test('a student logs in', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await tabTo(page, field(page, 'form.email'));
    await page.keyboard.type(DEMO_STUDENT.email);
    await tabTo(page, field(page, 'login.password'));
    await page.keyboard.type(DEMO_STUDENT.password);
    // The prerendered form's button stays disabled until the app has taken over (what was typed is
    // kept): an Enter before then sends nothing, and a person would press it again.
    await appHydrated(page);
    await page.keyboard.press('Enter');
    // In Arabic the login page's own address is /ar/login.
    await page.waitForURL((url) => unprefixedPath(url.pathname) !== '/login');
  });

  test('an admin works the service dialog and the inquiries table; dialogs trap and return the focus', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin/login`);
    await tabTo(page, field(page, 'admin.login.email'));
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, field(page, 'admin.login.password'));
    await page.keyboard.type(ADMIN.password);
    await appHydrated(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin$/);

    await page.goto(`${server.url}/admin/services`);
    const add = page.getByRole('button', { name: t['admin.services.add'] });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    for (let presses = 0; presses < 30; presses += 1) {
      expect(await focusIsInDialog(page)).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await isFocused(add)).toBe(true);

    await page.goto(`${server.url}/admin/inquiries`);
    const select = page.getByRole('checkbox', { name: new RegExp(t['admin.inquiries.selectOf'].replace(/\{name\}.*$/, '')) }).first();
    await tabTo(page, select);
    await page.keyboard.press('Space');
    await page.getByRole('region', { name: t['admin.inquiries.bulkActions'] }).waitFor();
    const view = page.getByRole('button', { name: new RegExp(t['admin.inquiries.viewOf'].replace(/\{name\}.*$/, '')) }).first();
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await focusIsInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await isFocused(view)).toBe(true);
  });
});
