import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { ar, en, fr } from '../i18n/catalogs';
import { formatCents } from '../i18n/format';
import { startFakeStripe, type FakeStripe } from '../server/test/fakeStripe';
import { fieldLabel as label, inView, openChromium, screenshot, settled, VIEWPORTS, type Browser, type Chromium } from './browser';
import { adminToken, startServer, type RunningServer } from './server';
import { apiCall, dayFromNow, escaped, intlFormat, messagePattern, signedUpStudent, signInOfficeOnLoginPage, text } from './walk';

/*
 * Selling, end to end, in en, fr and ar, against `npm start` with card payments through a fake of
 * Stripe: the office adds a package with a class date of two seats; two students book them and a
 * third is told the date sold out; one pays by card on "Stripe's" page and comes back to a paid
 * booking and its receipt, the other pays at the school and the office marks it paid; the office's
 * class list names both, on screen and in its CSV. The third then joins the date's waiting list,
 * and the seat the office frees is held for her and booked. One Chromium per language, one context
 * per person.
 */

const CATALOGS = { en, fr, ar } as const;
type Locale = keyof typeof CATALOGS;
type Catalog = (typeof CATALOGS)[Locale];

const HST_NUMBER = '123456789RT0001';
const PRICE_CENTS = 24995;
// 13 % of $249.95 is $32.4935: the HST line is rounded to the cent.
const HST_CENTS = 3249;
const TOTAL_CENTS = PRICE_CENTS + HST_CENTS;
const PASSWORD = 'secret-pass-1';

/** Money as the page writes it, whatever space Intl puts between the amount and its sign. */
const money = (cents: number, locale: Locale) => formatCents(cents, locale).replace(/\s/g, ' ');

let server: RunningServer;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startServer({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url });
  stripe.webhookUrl = `${server.url}/api/api/v1/payments/stripe/webhook`;
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

describe.each(['en', 'fr', 'ar'] as const)('selling a class date in %s', (locale: Locale) => {
  const t: Catalog = CATALOGS[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const stamp = `${locale}${Date.now()}`;
  const packageName = { en: `Weekend BDE ${stamp}`, fr: `BDE de fin de semaine ${stamp}`, ar: `دورة نهاية الأسبوع ${stamp}` };
  const shownName = packageName[locale];
  const classDay = dayFromNow(40);
  const students = [
    { first: 'Maya', last: `Chen ${locale}`, email: `maya.${stamp}@example.com` },
    { first: 'Omar', last: `Haddad ${locale}`, email: `omar.${stamp}@example.com` },
    { first: 'Léa', last: `Roy ${locale}`, email: `lea.${stamp}@example.com` },
  ];
  const fullName = (student: (typeof students)[number]) => `${student.first} ${student.last}`;
  let chromium: Chromium;
  let office: Browser;
  let people: Browser[] = [];
  let packageId: number;
  let dateId: number;
  const bookingIds: number[] = [];

  beforeAll(async () => {
    chromium = await openChromium();
    office = await chromium.person({ locale });
  });
  afterAll(async () => {
    await chromium.close();
  });
  const bothSizes = async (page: Page, name: string) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await settled(page);
    await screenshot(page, `enrolment-${locale}-${name}-phone`);
    expect({ name, overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) }).toEqual({ name, overflow: 0 });
    await page.setViewportSize(VIEWPORTS.desktop);
    await settled(page);
    await screenshot(page, `enrolment-${locale}-${name}-desktop`);
  };
  /** The lines under an amounts table's caption: the row whose heading starts with `heading` shows `cents`. */
  const expectAmount = async (page: Page, caption: string, heading: string, cents: number) => {
    const row = page.getByRole('table', { name: caption }).getByRole('row').filter({ hasText: heading });
    expect(await text(row.locator('td').last())).toBe(money(cents, locale));
  };
  const expectAmounts = async (page: Page, caption: string) => {
    await expectAmount(page, caption, t['checkout.amounts.subtotal'], PRICE_CENTS);
    await expectAmount(page, caption, t['checkout.amounts.hst'].split('(')[0].trim(), HST_CENTS);
    await expectAmount(page, caption, t['checkout.amounts.total'], TOTAL_CENTS);
  };

  test('the office adds a package in three languages, with HST and a class date of 2 seats', async () => {
    const { page } = office;
    await signInOfficeOnLoginPage(page, server.url, t);
    await page.getByRole('navigation').getByRole('link', { name: t['admin.nav.packages'] }).first().click();
    await page.getByRole('heading', { level: 1, name: t['admin.packages.title'] }).waitFor();

    await page.getByRole('button', { name: t['admin.packages.add'] }).click();
    const form = page.getByRole('dialog', { name: t['admin.packages.new'] });
    for (const language of ['en', 'fr', 'ar'] as const) {
      const languageName = t[`admin.packages.language.${language}`];
      await form.getByLabel(label(intlFormat(t['admin.packages.name'], { language: languageName }))).fill(packageName[language]);
    }
    await form.getByLabel(label(t['admin.packages.price'])).fill('249.95');
    await form.getByLabel(label(t['admin.packages.inCarHours'])).fill('10');
    await form.getByLabel(label(t['admin.packages.courseHours'])).fill('20');
    expect(await form.getByLabel(t['admin.packages.hstApplies']).isChecked()).toBe(true);
    await form.getByRole('button', { name: t['admin.packages.save'] }).click();
    const card = page.getByRole('article', { name: shownName });
    await card.waitFor();
    expect(await text(card)).toContain(money(PRICE_CENTS, locale));

    await card.getByRole('button', { name: intlFormat(t['admin.packages.dates.add'], { name: shownName }) }).click();
    const dateForm = page.getByRole('dialog');
    await dateForm.getByLabel(label(t['admin.packages.dates.firstDate'])).fill(classDay);
    await dateForm.getByLabel(label(t['admin.packages.dates.fromTime'])).fill('09:00');
    await dateForm.getByLabel(label(t['admin.packages.dates.toTime'])).fill('15:30');
    await dateForm.getByLabel(label(t['admin.packages.dates.capacity'])).fill('2');
    await dateForm.getByRole('button', { name: t['admin.packages.save'] }).click();
    await dateForm.waitFor({ state: 'detached' });
    await card.getByRole('table').getByRole('row').nth(1).waitFor();
    // The dates' table scrolls inside its card on a phone: the page itself never pans sideways.
    await bothSizes(page, 'admin-packages');

    const token = await adminToken(server.url);
    const listed = (await (await fetch(`${server.url}/api/api/v1/admin/packages`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: {
        id: number;
        name: Record<Locale, string>;
        price_cents: number;
        hst_applies: boolean;
        dates: { id: number; first_date: string; capacity: number }[];
      }[];
    };
    const stored = listed.data.find((pkg) => pkg.name.en === packageName.en)!;
    expect(stored).toMatchObject({ name: packageName, price_cents: PRICE_CENTS, hst_applies: true, dates: [{ first_date: classDay, capacity: 2 }] });
    packageId = stored.id;
    dateId = stored.dates[0].id;
  });

  test('two students book the two seats; a third, who chose the date meanwhile, is told it sold out', async () => {
    people = [];
    for (const student of students) {
      await signedUpStudent(server, { ...student, password: PASSWORD });
      const person = await chromium.person();
      people.push(person);
      const { page } = person;
      // The checkout sends a signed-out student to sign in first, then back to the package.
      await page.goto(`${server.url}${prefix}/payment-page?package=${packageId}`);
      await page.waitForURL(/\/login$/);
      await page.getByLabel(label(t['form.email'])).fill(student.email);
      await page.getByLabel(label(t['login.password'])).fill(PASSWORD);
      await page.getByRole('button', { name: t['login.submit'] }).click();
      await page.waitForURL(new RegExp(`/payment-page\\?package=${packageId}$`));
      const chosen = page.getByRole('radio', { name: new RegExp(escaped(shownName)) });
      expect(await chosen.isChecked()).toBe(true);
      // The package the address asks for is brought into view, wherever it stands in the list.
      await page.waitForFunction(inView, await chosen.elementHandle());
      await page.getByRole('radiogroup', { name: t['checkout.dates'] }).getByRole('radio').first().check();
    }
    const [first, second, third] = people.map((person) => person.page);
    await expectAmounts(first, t['checkout.summary']);
    await bothSizes(first, 'checkout');

    for (const page of [first, second]) {
      await page.getByRole('button', { name: t['payment.book'] }).click();
      await page.waitForURL(/\/bookings\/\d+$/);
      await page.getByRole('heading', { level: 1, name: t['page.booking.title'] }).waitFor();
      bookingIds.push(Number(/\/bookings\/(\d+)$/.exec(page.url())![1]));
    }

    // Told before she presses Book: the live list marks the date sold out, the alert says so beside
    // Book, in view, and Book waits for another date.
    const soldOutAlert = third.getByRole('alert').filter({ hasText: t['checkout.conflict.soldOut'] });
    await soldOutAlert.waitFor();
    expect(await soldOutAlert.evaluate(inView)).toBe(true);
    expect(await third.getByRole('button', { name: t['payment.book'] }).isDisabled()).toBe(true);
    const soldOut = third.getByRole('radiogroup', { name: t['checkout.dates'] }).locator('label').filter({ hasText: t['checkout.soldOut'] });
    await soldOut.waitFor();
    expect(await soldOut.getByRole('radio').isDisabled()).toBe(true);
    await screenshot(third, `enrolment-${locale}-sold-out-desktop`);
  });

  test('the first pays by card on Stripe’s page and comes back to a paid booking and its receipt', async () => {
    const { page, problems } = people[0];
    await page.bringToFront();
    await expectAmounts(page, t['checkout.summary']);
    const beforeStripe = problems.length;
    await page.getByRole('button', { name: t['booking.pay.card'] }).click();
    await page.waitForURL(new RegExp(`^${escaped(stripe.url)}/pay/`));
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(new RegExp(`/bookings/${bookingIds[0]}\\?checkout=success$`));
    // On the fake's page Chromium asks it for /favicon.ico, which it answers as Stripe's API answers a call without a key: 401.
    problems.splice(beforeStripe, problems.length - beforeStripe, ...problems.slice(beforeStripe).filter((p) => !p.includes('status of 401')));
    const receiptLink = page.getByRole('link', { name: messagePattern(t['booking.receipt']) });
    await receiptLink.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: messagePattern(t['booking.paid']) })
      .waitFor();
    await page.getByText(t['booking.status.paid'], { exact: true }).waitFor();
    await bothSizes(page, 'booking-paid');

    await receiptLink.click();
    await page.waitForURL(/\/receipts\/\d+$/);
    const receipt = page.getByRole('article');
    await receipt.getByText(intlFormat(t['receipt.hstNumber'], { number: HST_NUMBER })).waitFor();
    // Issued in the language the student booked in.
    expect(await receipt.getAttribute('lang')).toBe(locale);
    await receipt.getByRole('table', { name: t['receipt.lines'] }).getByRole('cell', { name: shownName }).waitFor();
    await expectAmounts(page, t['receipt.lines']);
    await bothSizes(page, 'receipt');

    const session = stripe.session(sessionId);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: TOTAL_CENTS, currency: 'cad' });
    expect(stripe.lines(sessionId).reduce((sum, line) => sum + line.unitAmount * line.quantity, 0)).toBe(TOTAL_CENTS);
  });

  test('the second pays at the school, the office marks it paid, and the student sees the receipt', async () => {
    const { page } = people[1];
    // The person who acts has their window in front: Chromium may stop drawing frames for a window
    // left behind for minutes, and a click waits for two frames to see the button stand still.
    await page.bringToFront();
    await page.getByRole('button', { name: t['booking.pay.atSchool'] }).click();
    const instructions = page.getByRole('status').filter({ hasText: t['booking.atSchool.title'] });
    await instructions.getByText(/pay@driveontario\.ca/).waitFor();

    const admin = office.page;
    await admin.bringToFront();
    const student = students[1];
    await admin.getByRole('navigation').getByRole('link', { name: t['admin.nav.bookings'] }).first().click();
    await admin.getByLabel(t['admin.bookings.search']).fill(stamp);
    await admin.waitForURL(new RegExp(`search=${stamp}`));
    const row = admin.getByRole('row', { name: new RegExp(escaped(fullName(student))) });
    await row.waitFor();
    // The search narrows the list to this walk's two bookings (the header row, then theirs).
    const listed = admin.getByRole('table', { name: t['admin.bookings.title'] }).getByRole('row');
    await listed.nth(3).waitFor({ state: 'detached' });
    expect(await listed.count()).toBe(3);
    await bothSizes(admin, 'admin-bookings');

    await row.getByRole('button', { name: intlFormat(t['admin.bookings.viewOf'], { id: bookingIds[1], name: fullName(student) }) }).click();
    await admin.getByRole('dialog').getByRole('button', { name: t['admin.bookings.markPaid'] }).click();
    const markPaid = admin.getByRole('dialog', { name: intlFormat(t['admin.bookings.markPaidTitle'], { id: bookingIds[1] }) });
    expect(await text(markPaid)).toContain(money(TOTAL_CENTS, locale));
    await markPaid.getByRole('radio', { name: t['admin.bookings.method.interac'] }).check();
    await markPaid.getByRole('button', { name: t['admin.bookings.markPaid'] }).click();
    await markPaid.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: t['admin.bookings.close'] }).click();
    await row.getByText(t['admin.bookings.status.paid'], { exact: true }).waitFor();

    await page.bringToFront();
    await page.reload();
    const receiptLink = page.getByRole('link', { name: messagePattern(t['booking.receipt']) });
    await receiptLink.click();
    await page.waitForURL(/\/receipts\/\d+$/);
    await page
      .getByRole('article')
      .getByText(intlFormat(t['receipt.hstNumber'], { number: HST_NUMBER }))
      .waitFor();
    await expectAmounts(page, t['receipt.lines']);
  });

  test('the class list of the date names both students, on screen and in its CSV', async () => {
    const { page } = office;
    await page.bringToFront();
    await page.goto(`${server.url}/admin/bookings/dates/${dateId}`);
    const table = page.getByRole('table', { name: t['admin.bookings.classList'] });
    for (const student of students.slice(0, 2)) await table.getByRole('rowheader', { name: fullName(student) }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
    await bothSizes(page, 'class-list');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t['admin.bookings.exportClassList'] }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(3);
    for (const student of students.slice(0, 2)) expect(csv.some((line) => line.includes(`"${fullName(student)}"`) && line.includes(student.email))).toBe(true);
    expect(csv.join('\n')).not.toContain(students[2].email);

    expect([office, ...people].map((person) => person.problems)).toEqual([[], [], [], []]);
  });

  test('the third joins the waiting list; a seat the office frees is held for her alone, and she books it', async () => {
    const { page } = people[2];
    await page.bringToFront();
    await page.goto(`${server.url}${prefix}/payment-page?package=${packageId}`);
    await page.getByRole('button', { name: new RegExp(`^${escaped(t['checkout.waitlist.joinFor'].split('{when}')[0])}`) }).click();
    await page.getByText(intlFormat(t['checkout.waitlist.position'], { position: 1 })).waitFor();

    // The office cancels the second student's booking (she moves to another date): the seat is the third's.
    const cancelled = await apiCall(server, 'POST', `/api/api/v1/admin/bookings/${bookingIds[1]}/cancel`, await adminToken(server.url), { refund: false });
    expect(cancelled.status).toBe(200);
    await page.reload();
    const held = page.getByRole('radiogroup', { name: t['checkout.dates'] }).locator('label').filter({ hasText: t['checkout.waitlist.heldForYou'] });
    await held.getByRole('radio').check();
    await bothSizes(page, 'waitlist-offer');
    await page.getByRole('button', { name: t['payment.book'] }).click();
    await page.waitForURL(/\/bookings\/\d+$/);
    await page.getByRole('heading', { level: 1, name: t['page.booking.title'] }).waitFor();
    expect(people[2].problems).toEqual([]);
  });
});
