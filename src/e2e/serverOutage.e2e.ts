import { en as t } from '../i18n/catalogs';
import { appHydrated, fieldLabel as label, openBrowser, type Browser } from './browser';
import { startServer, type RunningServer } from './server';

/*
 * The browser survives the server going away. While it is down, a screen says so (and
 * keeps what was typed); once it is back, the screen's own retry brings the page back, with no
 * reload by hand and no uncaught error.
 */

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

async function restartServer() {
  const { port } = new URL(server.url);
  server = await startServer({}, { dataDir: server.dataDir, port: Number(port) });
}

test('a message sent while the server is down fails visibly, keeps what was typed, and goes through once it is back', async () => {
  const { page } = browser;
  await page.goto(`${server.url}/aboutpage#contact`, { waitUntil: 'networkidle' });
  // The form is prerendered: what is typed before the app has hydrated it does not reach its state.
  await appHydrated(page);
  await page.getByLabel(label(t['form.name'])).fill('Outage Test');
  await page.getByLabel(label(t['form.email'])).fill('outage@example.com');
  await server.kill();

  const send = page.getByRole('button', { name: t['form.send'] });
  await send.click();
  await page.getByRole('alert').filter({ hasText: t['contact.failed'] }).waitFor();
  expect(await page.getByLabel(label(t['form.name'])).inputValue()).toBe('Outage Test');
  expect(await page.getByLabel(label(t['form.email'])).inputValue()).toBe('outage@example.com');
  expect(await send.isEnabled()).toBe(true);

  await restartServer();
  await send.click();
  await page.getByText(t['contact.sent']).waitFor();
});

test('a page whose code cannot be downloaded says so, and its reload brings it once the server is back', async () => {
  const { page, problems } = browser;
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await server.kill();

  await page.getByRole('navigation', { name: t['nav.main'] }).getByRole('link', { name: t['nav.cities'] }).click();
  await page.getByRole('heading', { level: 1, name: t['page.error.title'] }).waitFor();
  // The header and footer stay: the visitor can still find the phone number.
  await page.getByRole('contentinfo').waitFor();

  await restartServer();
  await page.getByRole('button', { name: t['page.error.reload'] }).click();
  await page.getByRole('heading', { level: 1, name: t['page.cities.title'] }).waitFor();
  // Failed requests are logged by the browser while the server is away; nothing else went wrong.
  expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
});
