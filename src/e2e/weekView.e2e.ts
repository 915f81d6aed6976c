import { ar, en, fr } from '../i18n/catalogs';
import { openChromium, type Chromium } from './browser';
import { startServer, type RunningServer } from './server';
import { lookOnPhoneAndDesktop, signInOfficeOnLoginPage } from './walk';

/*
 * The office's week of in-car lessons on the demo data, against `npm start`: next week (its demo
 * hours all still ahead) is walked by keyboard into a day's free hours, which open a phone booking;
 * then it is looked at in English, French and Arabic, on a phone and a desktop, days and time
 * running right to left in Arabic.
 */

let server: RunningServer;
let chromium: Chromium;

beforeAll(async () => {
  server = await startServer();
  chromium = await openChromium();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

const focusedTag = () => document.activeElement?.tagName;

describe.each([
  ['en', en],
  ['fr', fr],
  ['ar', ar],
] as const)('in %s', (locale, catalog) => {
  test('move through the week view by keyboard; the week on a phone and a desktop', async () => {
    const browser = await chromium.person({ locale });
    const page = browser.page;
    await signInOfficeOnLoginPage(page, server.url, catalog);
    await page.goto(`${server.url}/admin/lessons?view=week`);
    const grid = page.getByRole('grid');
    // The next week is read on its own: the walk goes on once its grid replaced this week's.
    const thisMonday = await grid.getByRole('columnheader').nth(1).textContent();
    await page.getByRole('button', { name: catalog['admin.lessons.week.next'] }).click();
    await page.waitForURL(/week=\d{4}-\d{2}-\d{2}/);
    await page.waitForFunction((before) => {
      const monday = document.querySelectorAll('[role="grid"] th[scope="col"]')[1];
      return monday !== undefined && monday.textContent !== before;
    }, thisMonday);
    const free = grid.getByRole('button', { name: new RegExp(catalog['admin.lessons.week.free'].split(' ')[0], 'i') }).first();
    await free.waitFor();

    if (locale === 'en') {
      // Tab lands on the grid's one stop; down into the first instructor, then later through the week.
      await page.getByRole('button', { name: catalog['admin.lessons.week.refresh'] }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(focusedTag)).toBe('TH');
      await page.keyboard.press('ArrowDown');
      let steps = 0;
      while ((await page.evaluate(focusedTag)) !== 'BUTTON' && steps++ < 40) await page.keyboard.press('ArrowRight');
      const name = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      expect(name).toMatch(/, free, /);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: en['admin.lessons.bookTitle'] }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(name);
      await page.keyboard.press('Home');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('scope'))).toBe('row');
    } else {
      // Mirrored, not assumed: Monday's column and a day's morning sit on the side a reader starts from.
      const [monday, tuesday] = await grid.getByRole('columnheader').evaluateAll((headers) => headers.slice(1, 3).map((h) => h.getBoundingClientRect().x));
      // The block's offset from its cell's start edge (right in Arabic) is the share of the day before it.
      const { share, offset } = await free.evaluate((block) => {
        const cell = block.parentElement!.getBoundingClientRect();
        const box = block.getBoundingClientRect();
        const rtl = document.documentElement.dir === 'rtl';
        return { share: parseFloat(block.style.insetInlineStart) / 100, offset: (rtl ? cell.right - box.right : box.left - cell.left) / cell.width };
      });
      expect(offset).toBeCloseTo(share, 1);
      if (locale === 'ar') {
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(monday).toBeGreaterThan(tuesday);
      } else expect(monday).toBeLessThan(tuesday);
    }
    await lookOnPhoneAndDesktop(page, `week-${locale}`);
    expect(browser.problems).toEqual([]);
    await browser.close();
  });
});
