import { ar, en } from '../i18n/catalogs';
import { openBrowser, screenshot, VIEWPORTS, type Browser } from './browser';
import { ADMIN, startServer, type RunningServer } from './server';

/*
 * The admin screens built so far (issue 5, in progress): sign-in with a wrong then the right
 * password, the dashboard's figures against the API, and the instructors table, in en and ar.
 */

const CATALOGS = { en, ar } as const;
const intlFormat = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe.each(['en', 'ar'] as const)('an administrator in %s', (locale) => {
  const t = CATALOGS[locale];
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ locale });
  });
  afterAll(async () => {
    await browser.close();
  });

  test('signs in (wrong, then right password), sees the dashboard figures and the instructors', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/login$/);
    const email = page.getByLabel(new RegExp(`^${t['admin.login.email']}`));
    const password = page.getByLabel(new RegExp(`^${t['admin.login.password']}`));
    await email.fill(ADMIN.email);
    await password.fill('not-the-password');
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    await page.getByRole('alert').filter({ hasText: t['admin.login.invalid'] }).first().waitFor();
    // The refused sign-in is a 401, which Chromium logs like any failed request: expected here.
    browser.problems.splice(0, browser.problems.length, ...browser.problems.filter((p) => !p.includes('status of 401')));
    expect(await email.inputValue()).toBe(ADMIN.email);
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    await page.waitForURL(/\/admin$/);

    const login = await fetch(`${server.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const stats = (await (await fetch(`${server.url}/api/api/v1/admin/dashboard/quick-stats`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { metric: string; value: number }[];
    };
    const total = stats.data.find((s) => s.metric === 'totalInquiries')!.value;
    await page.getByText(new Intl.NumberFormat(locale === 'ar' ? 'ar' : 'en').format(total), { exact: true }).first().waitFor();
    await page.getByRole('region', { name: t['admin.dashboard.recent'] }).getByRole('listitem').first().waitFor();
    await screenshot(page, `admin-${locale}-dashboard-desktop`);

    await page.getByRole('navigation').getByRole('link', { name: t['admin.nav.instructors'] }).first().click();
    await page.getByRole('table', { name: t['admin.instructors.title'] }).getByRole('row').nth(1).waitFor();
    await screenshot(page, `admin-${locale}-instructors-desktop`);

    // A new public inquiry, found by search in the list (URL-kept), then marked in progress.
    const sender = `e2e.${locale}.${Date.now()}@example.com`;
    await fetch(`${server.url}/api/api/v1/inquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Walk ${locale}`, email: sender, message: 'Hello' }) });
    await page.getByRole('navigation').getByRole('link', { name: t['admin.nav.inquiries'] }).first().click();
    await page.getByRole('searchbox', { name: t['admin.inquiries.search'] }).fill(sender);
    await page.waitForURL(new RegExp(`search=${encodeURIComponent(sender).replace(/\./g, '\\.')}`));
    const row = page.getByRole('row', { name: new RegExp(`Walk ${locale}`) });
    await row.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t['admin.inquiries.status'] }).click();
    await page.getByRole('option', { name: t['admin.status.inProgress.option'] }).click();
    await dialog.getByRole('button', { name: t['admin.inquiries.save'] }).click();
    await row.getByText(t['admin.status.inProgress.option']).waitFor();
    await page.reload();
    await row.waitFor();
    await screenshot(page, `admin-${locale}-inquiries-desktop`);

    // A service created here appears on the public page; switched off, it disappears; then deleted.
    const title = `Night driving ${locale} ${Date.now()}`;
    await page.getByRole('navigation').getByRole('link', { name: t['admin.nav.services'] }).first().click();
    await page.getByRole('button', { name: t['admin.services.add'] }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: new RegExp(`^${t['admin.services.category']}`) }).click();
    await page.getByRole('option', { name: t['admin.services.category.private'] }).click();
    await form.getByLabel(new RegExp(`^${t['admin.services.titleField']}`)).fill(title);
    await form.locator('input[name="price"]').fill('95');
    await form.getByLabel(new RegExp(`^${t['admin.services.features']}`)).fill('90 minutes\nHighway practice');
    await form.getByRole('button', { name: t['admin.services.save'] }).click();
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await screenshot(page, `admin-${locale}-services-desktop`);
    const visitor = await browser.context.newPage();
    await visitor.goto(`${server.url}/services#private`);
    await visitor.locator('#private').getByRole('heading', { name: title }).waitFor();
    await card.getByRole('switch').click();
    await card.getByText(t['admin.services.inactive']).waitFor();
    await visitor.reload();
    await visitor.locator('#private').getByRole('article').first().waitFor();
    expect(await visitor.locator('#private').getByRole('heading', { name: title }).count()).toBe(0);
    await visitor.close();
    await card.getByRole('button', { name: intlFormat(t['admin.services.delete'], { title }) }).click();
    await page.getByRole('dialog').getByRole('button', { name: intlFormat(t['admin.services.delete'], { title }) }).click();
    await card.waitFor({ state: 'detached' });

    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: t['admin.shell.openMenu'] }).click();
    await page.getByRole('link', { name: t['admin.nav.dashboard'] }).last().click();
    await page.getByRole('region', { name: t['admin.dashboard.overview'] }).waitFor();
    await screenshot(page, `admin-${locale}-dashboard-phone`);
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(browser.problems).toEqual([]);
  });
});
