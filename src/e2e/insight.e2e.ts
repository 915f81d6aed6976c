import { torontoDay } from '../contract/torontoTime';
import { ar, en, fr } from '../i18n/catalogs';
import { fieldLabel as label, openBrowser, screenshot, settled, VIEWPORTS, type Browser } from './browser';
import { ADMIN, startServer, type RunningServer } from './server';

/*
 * The office's insight screen against the production server, in en, fr and ar: the charts arrive
 * (their own chunk), a table opens under its chart, another period is chosen (in English), the page never pans sideways on a phone, and
 * in Arabic the value axis stands on the right. The demo student records a few road tests first,
 * so the pass rates have something to draw.
 */

const CATALOGS = { en, fr, ar } as const;
const STUDENT = { email: 'student@driveontario.ca', password: 'drive-student-demo' };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  const login = await fetch(`${server.url}/api/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STUDENT) });
  const { token } = (await login.json()) as { token: string };
  const today = torontoDay();
  const tests = [
    { class: 'G2', centre_id: 'toronto-downsview', result: 'pass' },
    { class: 'G', centre_id: 'kingston', result: 'fail' },
  ];
  for (const test of tests) {
    const res = await fetch(`${server.url}/api/api/v1/road-tests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...test, taken_on: today, attempt: 1 }),
    });
    expect({ status: res.status, body: await res.text() }).toMatchObject({ status: 201 });
  }
});
afterAll(async () => {
  await server?.stop();
});

describe.each(['en', 'fr', 'ar'] as const)('the insight screen in %s', (locale) => {
  const t = CATALOGS[locale];
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ locale });
  });
  afterAll(async () => {
    await browser.close();
  });

  test('charts with a table under each, mirrored in Arabic, on a phone and a desktop', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel(label(t['admin.login.email'])).fill(ADMIN.email);
    await page.getByLabel(label(t['admin.login.password'])).fill(ADMIN.password);
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('navigation').getByRole('link', { name: t['admin.nav.insight'] }).first().click();
    await page.waitForURL(/\/admin\/insight$/);
    await page.getByRole('heading', { level: 1, name: t['admin.insight.title'] }).waitFor();

    const passRate = page.getByRole('region', { name: t['admin.insight.figure.passRateByCentre'], exact: true });
    const chart = passRate.getByRole('figure').locator('svg').first();
    await chart.waitFor();
    await passRate.getByRole('button', { name: t['admin.insight.showTable'] }).click();
    await passRate.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await passRate.getByRole('table').innerText()).toContain(t['admin.insight.tooFew']);

    if (locale === 'en') {
      // Every figure draws its chart; another period is asked for from the URL's; a figure is read from its table.
      const figures = page.getByRole('main').getByRole('figure');
      expect(await figures.count()).toBeGreaterThanOrEqual(18);
      for (const figure of await figures.all()) await figure.locator('svg').first().waitFor();
      const shown = page.getByText(/^Showing /);
      const before = await shown.innerText();
      await page.getByRole('combobox', { name: t['admin.insight.period.label'] }).click();
      await page.getByRole('option', { name: t['admin.insight.period.last3Months'] }).click();
      await page.waitForURL(/period=last_3_months/);
      await page.waitForFunction((text) => ![...document.querySelectorAll('p, span')].some((el) => el.textContent === text), before);
      const revenue = page.getByRole('region', { name: t['admin.insight.figure.revenue'], exact: true });
      await revenue.getByRole('button', { name: t['admin.insight.showTable'] }).click();
      const rows = revenue.getByRole('table').getByRole('row');
      await rows.nth(3).waitFor();
      // Three Toronto months, each with the school's revenue in dollars.
      expect(await rows.count()).toBe(4);
      expect(await rows.nth(1).innerText()).toMatch(/\$\d/);
    }

    // The value axis stands where the reader's eye starts: left in English and French, right in Arabic.
    const sides = await passRate.getByRole('figure').evaluate((figure) => {
      const box = figure.getBoundingClientRect();
      const axis = figure.querySelector('.MuiChartsAxis-directionY')!.getBoundingClientRect();
      return { axisCentre: axis.left + axis.width / 2, middle: box.left + box.width / 2 };
    });
    expect(sides.axisCentre > sides.middle).toBe(locale === 'ar');

    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await settled(page);
      await screenshot(page, `insight-${locale}-${size}`);
      expect({ size, overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) }).toEqual({ size, overflow: 0 });
    }
    expect(browser.problems).toEqual([]);
  });
});
