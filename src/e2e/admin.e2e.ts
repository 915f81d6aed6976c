import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import sharp from 'sharp';
import { ar, en, fr } from '../i18n/catalogs';
import { fieldLabel as label, openBrowser, screenshot, settled, VIEWPORTS, type Browser } from './browser';
import { ADMIN, adminToken, startServer, type RunningServer } from './server';
import { intlFormat } from './walk';
import { localizedPath } from '../i18n/localePath';
import type { Locale } from '../i18n/locale';

/*
 * The admin area against `npm start` on a fresh data directory, in en, fr and ar: sign-in
 * with a wrong then the right password, the dashboard's figures, inquiries (a contact-form message
 * arriving without a reload, status, filter, search, CSV export), services, content, cities and
 * partners with their effect on the public pages, the instructors table, and every screen on a phone.
 * The tests of one language run in order in one signed-in browser.
 */

const CATALOGS = { en, fr, ar } as const;
// A logo of 600×600 px, as an admin would upload; pages show it 150 px wide.
const logoPng = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: '#1d4e89' } })
    .png()
    .toBuffer();
const ADMIN_SCREENS = [
  '/admin',
  '/admin/services',
  '/admin/inquiries',
  '/admin/content',
  '/admin/cities',
  '/admin/instructor-content',
  '/admin/addpartner',
] as const;

const root = path.resolve(__dirname, '../..');
// The server serves its own copy of the build, so the walk can prerender it again with what the office wrote.
const staticDir = mkdtempSync(path.join(tmpdir(), 'drive-admin-dist-'));
let server: RunningServer;
beforeAll(async () => {
  cpSync(path.join(root, 'dist'), staticDir, { recursive: true, preserveTimestamps: true });
  server = await startServer({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

/**
 * The build's last steps against this server's content: the pages prerendered anew, then
 * compressed. Not synchronously: a test process blocked for the rebuild misses the server closing
 * its idle kept-alive connection, and its next fetch goes out on the closed one.
 */
async function rebuildPrerenderedPages() {
  for (const script of ['scripts/prerender.mjs', 'scripts/compress-assets.mjs']) {
    await promisify(execFile)(process.execPath, [script, staticDir], { cwd: root, env: { ...process.env, PRERENDER_API: server.url } });
  }
}

/** A page as the server sends it, before any script runs. */
async function prerenderedHtml(url: string): Promise<string> {
  const res = await fetch(server.url + url, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
}

describe.each(['en', 'fr', 'ar'] as const)('an administrator in %s', (locale) => {
  const t = CATALOGS[locale];
  const stamp = `${locale}${Date.now()}`;
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ locale });
  });
  afterAll(async () => {
    await browser.close();
  });
  /** Chromium logs every refused request as a console error; a walk that asks for one drops that line. */
  const expectRefusal = (status: number) =>
    browser.problems.splice(0, browser.problems.length, ...browser.problems.filter((p) => !p.includes(`status of ${status}`)));
  const openSection = (name: keyof typeof en) => browser.page.getByRole('navigation').getByRole('link', { name: t[name] }).first().click();
  /** The label of a field the office writes in three languages, in one of them ("Title (French)"). */
  const textLabel = (field: keyof typeof en, language: Locale) =>
    label(intlFormat(t['admin.translations.field'], { field: t[field], language: t[`admin.translations.language.${language}`] }));
  const visitorPage = async (path: string) => {
    const visitor = await browser.context.newPage();
    await visitor.goto(`${server.url}${path}`);
    return visitor;
  };

  test('signs in (wrong, then right password) and sees the dashboard figures', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/login$/);
    const email = page.getByLabel(label(t['admin.login.email']));
    const password = page.getByLabel(label(t['admin.login.password']));
    await email.fill(ADMIN.email);
    await password.fill('not-the-password');
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    await page.getByRole('alert').filter({ hasText: t['admin.login.invalid'] }).first().waitFor();
    expectRefusal(401);
    expect(await email.inputValue()).toBe(ADMIN.email);
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: t['admin.login.submit'] }).click();
    await page.waitForURL(/\/admin$/);

    const token = await adminToken(server.url);
    const stats = (await (await fetch(`${server.url}/api/api/v1/admin/dashboard/quick-stats`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { metric: string; value: number }[];
    };
    const total = stats.data.find((s) => s.metric === 'totalInquiries')!.value;
    await page.getByText(new Intl.NumberFormat(locale).format(total), { exact: true }).first().waitFor();
    await page.getByRole('region', { name: t['admin.dashboard.recent'] }).getByRole('listitem').first().waitFor();
    await screenshot(page, `admin-${locale}-dashboard-desktop`);
  });

  test('inquiries: a contact-form message arrives without a reload; status, filter, search and CSV export', async () => {
    const { page } = browser;
    await openSection('admin.nav.inquiries');
    await page.getByRole('table', { name: t['admin.inquiries.title'] }).waitFor();
    const name = `Walk ${stamp}`;
    const sender = `walk.${stamp}@example.com`;
    const visitor = await visitorPage('/aboutpage#contact');
    await visitor.getByLabel(label(t['form.name'])).fill(name);
    await visitor.getByLabel(label(t['form.email'])).fill(sender);
    await visitor.getByLabel(label(intlFormat(t['form.optional'], { label: t['form.message'] }))).fill('Do you teach on weekends?');
    await visitor.getByRole('button', { name: t['form.send'] }).click();
    await visitor.getByText(t['contact.sent']).waitFor();
    await visitor.close();
    // Coming back to the tab is a focus: the list refetches (it also polls every 30 s).
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();

    await row.getByRole('button', { name: intlFormat(t['admin.inquiries.viewOf'], { name }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t['admin.inquiries.status'] }).click();
    await page.getByRole('option', { name: t['admin.status.inProgress.option'] }).click();
    await dialog.getByRole('button', { name: t['admin.inquiries.save'] }).click();
    await row.getByText(t['admin.status.inProgress.option']).waitFor();

    await page.getByRole('combobox', { name: t['admin.inquiries.filter'] }).click();
    await page.getByRole('option', { name: t['admin.status.inProgress.option'] }).click();
    await page.waitForURL(/status=in_progress/);
    await page.getByRole('searchbox', { name: t['admin.inquiries.search'] }).fill(sender);
    await page.waitForURL(new RegExp(`search=${encodeURIComponent(sender).replace(/\./g, '\\.')}`));
    await page.reload();
    await row.waitFor();
    expect(await page.getByRole('searchbox', { name: t['admin.inquiries.search'] }).inputValue()).toBe(sender);
    await screenshot(page, `admin-${locale}-inquiries-desktop`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t['admin.inquiries.export'] }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`"${t['admin.inquiries.email']}"`);
    expect(lines[1]).toContain(`"${sender}"`);
    expect(lines[1]).toContain(`"${t['admin.status.inProgress.option']}"`);
  });

  test('services: create, edit, drag to the top, switch off and delete, each seen on /services', async () => {
    const { page } = browser;
    const title = `Night driving ${stamp}`;
    const renamed = `${title} (evening)`;
    const translated = { fr: `Conduite de nuit ${stamp}`, ar: `القيادة الليلية ${stamp}` };
    // What this walk's visitor reads: the title in their language, English where it has none.
    const shownTitle = locale === 'en' ? renamed : translated[locale];
    await openSection('admin.nav.services');
    await page.getByRole('button', { name: t['admin.services.add'] }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: label(t['admin.services.category']) }).click();
    await page.getByRole('option', { name: t['admin.services.category.private'] }).click();
    await form.getByLabel(textLabel('admin.services.titleField', 'en')).fill(title);
    await form.getByLabel(textLabel('admin.services.titleField', 'fr')).fill(translated.fr);
    await form.getByLabel(textLabel('admin.services.titleField', 'ar')).fill(translated.ar);
    await form.locator('input[name="price"]').fill('95');
    await form.getByLabel(textLabel('admin.services.features', 'en')).fill('90 minutes\nHighway practice');
    await form.getByRole('button', { name: t['admin.services.save'] }).click();
    await page.getByRole('article', { name: title }).waitFor();

    await page.getByRole('button', { name: intlFormat(t['admin.services.edit'], { title }) }).click();
    await page.getByRole('dialog').getByLabel(textLabel('admin.services.titleField', 'en')).fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: t['admin.services.save'] }).click();
    const card = page.getByRole('article', { name: renamed });
    await card.waitFor();

    // A mouse drag cannot scroll the page: both cards must be on screen at once.
    await page.setViewportSize({ width: VIEWPORTS.desktop.width, height: 2000 });
    await card.dragTo(page.getByRole('article').first());
    await page.waitForFunction((name) => document.querySelector('article')?.getAttribute('aria-label') === name, renamed);
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, `admin-${locale}-services-desktop`);

    const visitor = await visitorPage(`${localizedPath('/services', locale)}#private`);
    const firstPrivate = visitor.locator('#private').getByRole('article').first();
    await firstPrivate.getByRole('heading', { name: shownTitle }).waitFor();
    // Its features were written in English only: shown in English, marked as such inside a French or Arabic page.
    if (locale !== 'en') expect(await firstPrivate.locator('ul[lang="en"]').getByText('Highway practice').count()).toBe(1);
    if (locale === 'en') {
      // The prerendered pages carry the content they were built with: rebuilt, each language's has its own title.
      expect(await prerenderedHtml('/fr/services')).not.toContain(translated.fr);
      await rebuildPrerenderedPages();
      expect(await prerenderedHtml('/services')).toContain(renamed);
      expect(await prerenderedHtml('/fr/services')).toContain(translated.fr);
      expect(await prerenderedHtml('/ar/services')).toContain(translated.ar);
    }
    await card.getByRole('switch').click();
    await card.getByText(t['admin.services.inactive']).waitFor();
    await visitor.reload();
    // The prerendered page (built with it) shows it until the app has the current list.
    await visitor.locator('#private').getByRole('heading', { name: shownTitle }).waitFor({ state: 'detached' });
    await firstPrivate.waitFor();
    await visitor.close();
    await card.getByRole('button', { name: intlFormat(t['admin.services.delete'], { title: renamed }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: intlFormat(t['admin.services.delete'], { title: renamed }) })
      .click();
    await card.waitFor({ state: 'detached' });
  });

  test('content: an offer and a review added and edited here change the home page', async () => {
    const { page } = browser;
    const offer = `Winter weekend ${stamp}`;
    const review = `Review ${stamp}`;
    await openSection('admin.nav.content');
    await page.getByRole('button', { name: t['admin.content.add'] }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(textLabel('admin.content.titleField', 'en')).fill(offer);
    await dialog.getByLabel(label(t['admin.content.price'])).fill('349');
    await dialog.getByLabel(textLabel('admin.content.details', 'en')).fill('Two Saturdays\nRoad test warm-up');
    await dialog.getByRole('button', { name: t['admin.content.save'] }).click();
    await page.getByRole('article', { name: offer }).waitFor();

    await page.getByRole('button', { name: t['admin.content.add'] }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: t['admin.content.type'] }).click();
    await page.getByRole('option', { name: t['admin.content.type.review'] }).click();
    await dialog.getByLabel(label(t['admin.content.titleField'])).fill(review);
    await dialog.getByLabel(label(t['admin.content.text'])).fill(`Calm and clear lessons ${stamp}.`);
    await dialog.getByLabel(label(t['admin.content.author'])).fill('Nadia R.');
    await dialog.getByLabel(label(t['admin.content.date'])).fill('November 2026');
    await dialog.getByRole('button', { name: t['admin.content.save'] }).click();
    await page.getByRole('article', { name: review }).waitFor();

    await page.getByRole('button', { name: intlFormat(t['admin.content.edit'], { title: offer }) }).click();
    await page.getByRole('dialog').getByLabel(label(t['admin.content.price'])).fill('329');
    await page.getByRole('dialog').getByRole('button', { name: t['admin.content.save'] }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: intlFormat(t['admin.content.edit'], { title: review }) }).click();
    await page.getByRole('dialog').getByLabel(label(t['admin.content.text'])).fill(`Edited: patient and precise ${stamp}.`);
    await page.getByRole('dialog').getByRole('button', { name: t['admin.content.save'] }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, `admin-${locale}-content-desktop`);

    const home = await visitorPage('/');
    const offers = home.getByRole('region', { name: t['home.offers.title'] });
    await offers.getByRole('heading', { name: offer }).waitFor();
    expect(await offers.getByRole('article').filter({ hasText: offer }).textContent()).toMatch(/329|٣٢٩/);
    await home.getByRole('region', { name: t['home.reviews.title'] }).getByText(`Edited: patient and precise ${stamp}.`).waitFor();
    await home.close();
  });

  test('cities: add, edit and delete, seen on /cities', async () => {
    const { page } = browser;
    const city = `Perth ${stamp}`;
    await openSection('admin.nav.cities');
    const form = page.getByRole('region', { name: t['admin.cities.new'] });
    await form.getByLabel(textLabel('admin.cities.name', 'en')).fill(city);
    await form.getByLabel(label(t['admin.cities.email'])).fill('perth@driveontario.ca');
    await form.getByLabel(label(t['admin.cities.phone'])).fill('613-555-0142');
    await form.getByLabel(label(t['admin.cities.images'])).fill(' /uploads/seed/kingston-1.svg , ');
    await form.getByRole('button', { name: t['admin.cities.add'] }).click();
    const item = page.getByRole('button', { name: intlFormat(t['admin.cities.edit'], { name: city }) });
    await item.waitFor();
    await item.click();
    const editForm = page.getByRole('region', { name: intlFormat(t['admin.cities.editing'], { city }) });
    await editForm.getByLabel(textLabel('admin.cities.details', 'en')).fill('Road tests in Smiths Falls.');
    await editForm.getByRole('button', { name: t['admin.cities.saveChanges'] }).click();
    await page.getByRole('region', { name: t['admin.cities.new'] }).waitFor();
    await screenshot(page, `admin-${locale}-cities-desktop`);

    const visitor = await visitorPage('/cities');
    await visitor.getByRole('navigation', { name: t['cities.list'] }).getByRole('button', { name: city }).click();
    await visitor.getByRole('article', { name: city }).getByText('Road tests in Smiths Falls.').waitFor();
    await page.getByRole('button', { name: intlFormat(t['admin.cities.delete'], { name: city }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: intlFormat(t['admin.cities.delete'], { name: city }) })
      .click();
    await item.waitFor({ state: 'detached' });
    await visitor.reload();
    await visitor.getByRole('navigation', { name: t['cities.list'] }).getByRole('button').first().waitFor();
    expect(await visitor.getByRole('button', { name: city }).count()).toBe(0);
    await visitor.close();
  });

  test('partners: a partner added with a logo is listed on /partner and its account number is checked there', async () => {
    const { page } = browser;
    const partner = `Rowing Club ${stamp}`;
    await openSection('admin.nav.partners');
    const form = page.getByRole('region', { name: t['admin.partners.new'] });
    await form.getByLabel(label(t['admin.partners.name'])).fill(partner);
    await page.locator('input[name="logo"]').setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: await logoPng() });
    await form.getByRole('img', { name: t['admin.partners.logoPreview'] }).waitFor();
    await form.getByLabel(label(t['admin.partners.discountAmount'])).fill('25');
    await form.getByLabel(label(t['admin.partners.accountId'])).fill(`CRC-${stamp}`);
    await form.getByRole('button', { name: t['admin.partners.add'] }).click();
    await page.getByText(intlFormat(t['admin.partners.added'], { name: partner })).waitFor();
    await page.getByRole('region', { name: t['admin.partners.list'] }).getByText(partner).waitFor();
    await screenshot(page, `admin-${locale}-partners-desktop`);

    const visitor = await visitorPage('/partner');
    const card = visitor.getByRole('article', { name: partner });
    // The 600 px upload reaches the page as an AVIF rendering at the width the 150 px logo needs.
    const logo = card.getByRole('img', { name: intlFormat(t['partners.logo'], { name: partner }) });
    await logo.scrollIntoViewIfNeeded();
    const shown = await logo.evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((loaded) => img.addEventListener('load', loaded, { once: true }));
      return { src: img.currentSrc, shown: img.naturalWidth > 0 };
    });
    expect(shown).toEqual({ src: expect.stringMatching(/\/images\/160\/partners\/[0-9a-f]{32}\.png\.avif$/), shown: true });
    const rendering = await sharp(Buffer.from(await (await fetch(shown.src)).arrayBuffer())).metadata();
    expect(rendering).toMatchObject({ format: 'heif', width: 160, height: 160 });
    // …and sits in its card where a seeded (SVG) logo sits in its own.
    const lsu = visitor.getByRole('article', { name: 'Limestone Students’ Union' });
    const offset = async (article: typeof card, img: typeof logo) => ((await img.boundingBox())?.y ?? NaN) - ((await article.boundingBox())?.y ?? NaN);
    expect(await offset(card, logo)).toBeCloseTo(await offset(lsu, lsu.getByRole('img')), 0);
    await card.getByRole('button', { name: t['partners.check'] }).click();
    await card.getByLabel(label(t['partners.accountNumber'])).fill(`CRC-${stamp}`);
    await card.getByRole('button', { name: t['partners.confirm'] }).click();
    await card.getByText(t['partners.noStudents']).waitFor();
    expectRefusal(403);
    await lsu.getByRole('button', { name: t['partners.check'] }).click();
    // Typed as a person copies it from a letter: the check ignores case and surrounding spaces.
    await lsu.getByLabel(label(t['partners.accountNumber'])).fill('  lsu-2026-0417 ');
    await lsu.getByRole('button', { name: t['partners.confirm'] }).click();
    await lsu.getByRole('list').getByRole('listitem').nth(5).waitFor();
    expect(await lsu.getByRole('list').getByRole('listitem').count()).toBe(6);
    await visitor.close();

    // The office edits the partner in the same form, then deletes it after confirming.
    const list = page.getByRole('region', { name: t['admin.partners.list'] });
    await list.getByRole('button', { name: intlFormat(t['admin.partners.edit'], { name: partner }) }).click();
    const edit = page.getByRole('region', { name: intlFormat(t['admin.partners.editing'], { name: partner }) });
    await edit.getByLabel(label(t['admin.partners.discountAmount'])).fill('30');
    await edit.getByRole('button', { name: t['admin.partners.saveChanges'] }).click();
    await page.getByText(intlFormat(t['admin.partners.updated'], { name: partner })).waitFor();
    const deleteLabel = intlFormat(t['admin.partners.delete'], { name: partner });
    await list.getByRole('button', { name: deleteLabel }).click();
    await page.getByRole('dialog').getByRole('button', { name: deleteLabel }).click();
    await page.getByText(intlFormat(t['admin.partners.deleted'], { name: partner })).waitFor();
    await list.getByText(partner).waitFor({ state: 'detached' });
  });

  test('instructors: the accepted instructors table', async () => {
    const { page } = browser;
    await openSection('admin.nav.instructors');
    await page.getByRole('table', { name: t['admin.instructors.title'] }).getByRole('row').nth(1).waitFor();
    await screenshot(page, `admin-${locale}-instructors-desktop`);
  });

  test('every admin screen fits a phone, reached through the drawer menu', async () => {
    const { page } = browser;
    await page.setViewportSize(VIEWPORTS.phone);
    try {
      await page.getByRole('button', { name: t['admin.shell.openMenu'] }).click();
      await page.getByRole('link', { name: t['admin.nav.dashboard'] }).last().click();
      await page.getByRole('region', { name: t['admin.dashboard.overview'] }).waitFor();
      for (const path of ADMIN_SCREENS) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settled(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path, overflow }).toEqual({ path, overflow: 0 });
        await screenshot(page, `admin-${locale}-${path.split('/')[2] ?? 'dashboard'}-phone`);
      }
    } finally {
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    expect(browser.problems).toEqual([]);
  });
});
