import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { ar, en, fr } from '../i18n/catalogs';
import { fieldLabel as label, openChromium, screenshot, type Browser, type Chromium } from './browser';
import { adminToken, lastCode, startServer, type RunningServer } from './server';
import {
  apiCall,
  dayFromNow,
  intlFormat,
  lookOnPhoneAndDesktop,
  messagePattern,
  paidBdeCourse,
  signedUpStudent,
  signInOfficeOnLoginPage,
  signInOnLoginPage,
  type StudentAccount,
  text,
} from './walk';

/*
 * The student's side, end to end, against `npm start`: a student buys the BDE course and pays at
 * the school; once the office marks it paid she books two lessons with two instructors, and a
 * second student who had chosen the same time is told it was taken before he can confirm it; she
 * reschedules one and cancels the other inside the cut-off, and the mails (each with its calendar
 * file) arrive; she resets a forgotten password; when the office marks her lesson completed, her
 * hours and BDE progress move. The story runs in English; the screens are then looked at in French and Arabic,
 * on a phone and a desktop.
 */

const PASSWORD = 'secret-pass-1';
const NEW_PASSWORD = 'another-pass-2';
const stamp = Date.now();
const maya: StudentAccount = { first: 'Maya', last: `Chen ${stamp}`, email: `maya.lessons.${stamp}@example.com`, password: PASSWORD };
const omar: StudentAccount = { first: 'Omar', last: `Haddad ${stamp}`, email: `omar.lessons.${stamp}@example.com`, password: PASSWORD };
const t = en;

interface Mail {
  to: string;
  subject: string;
  text: string;
  code?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

let server: RunningServer;
let chromium: Chromium;
let student: Browser;
let office: Browser;
let token: string;
let bdePackageId: number;

beforeAll(async () => {
  server = await startServer();
  chromium = await openChromium();
  token = await adminToken(server.url);
  const packages = (await (await fetch(`${server.url}/api/api/v1/packages`)).json()) as { data: { id: number; name: { en: string } }[] };
  bdePackageId = packages.data.find((p) => p.name.en === 'BDE Beginner')!.id;
  await signedUpStudent(server, maya);
  await signedUpStudent(server, omar);
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

const api = (method: string, url: string, bearer: string, body?: unknown) => apiCall(server, method, url, bearer, body);

const markPaid = async (bookingId: number) =>
  expect((await api('POST', `/api/api/v1/admin/bookings/${bookingId}/mark-paid`, token, { method: 'interac', reference: `e2e-${bookingId}` })).status).toBe(
    200,
  );

/** The mails delivered so far to `email` (the outbox file of a server without SMTP). */
function mailsTo(email: string): Mail[] {
  const file = path.join(server.dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as Mail)
    .filter((mail) => mail.to === email);
}

const calendarOf = (mail: Mail) => mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '';

/** The lesson mails delivered to `email` (those whose calendar event is a lesson), once there are `count`. */
async function lessonMailsTo(email: string, count: number): Promise<Mail[]> {
  for (const end = Date.now() + 10_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const mails = mailsTo(email).filter((mail) => /^UID:lesson-/m.test(calendarOf(mail)));
    if (mails.length >= count || Date.now() > end) return mails;
  }
}
const icsField = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1].trim();

async function signIn(page: Page, account: StudentAccount, password = account.password): Promise<void> {
  await signInOnLoginPage(page, server.url, { email: account.email, password });
  await page.goto(`${server.url}/account`);
}

/** The number of hours shown under a label of the account's hours section. */
async function hoursFigure(page: Page, name: string): Promise<number> {
  const figure = page.getByRole('region', { name: t['account.hours.title'] }).locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
  return Number(/\d+/.exec(await text(figure))?.[0]);
}

const freeTimes = (page: Page) => page.getByRole('group', { name: t['lessons.slots.legend'] });

/** Opens the booking page with an instructor and returns the free times' radios. */
async function openBooking(page: Page, instructor: string): Promise<Locator> {
  await page.goto(`${server.url}/account/lessons/new`);
  await page.getByRole('heading', { level: 1, name: t['page.bookLesson.title'] }).waitFor();
  await page.getByLabel(label(t['lessons.instructor'])).selectOption({ label: instructor });
  const radios = freeTimes(page).getByRole('radio');
  await radios.first().waitFor();
  return radios;
}

/** Two accepted instructors who both have free times in the first week. */
async function twoInstructors(page: Page): Promise<[string, string]> {
  await page.goto(`${server.url}/account/lessons/new`);
  const select = page.getByLabel(label(t['lessons.instructor']));
  await select.locator('option').nth(2).waitFor({ state: 'attached' });
  const names = (await select.locator('option').allTextContents()).filter((name) => name !== t['lessons.anyInstructor']);
  const withSlots: string[] = [];
  for (const name of names) {
    await select.selectOption({ label: name });
    await page.getByText(t['lessons.slots.loading']).waitFor({ state: 'detached' });
    if ((await freeTimes(page).getByRole('radio').count()) > 0) withSlots.push(name);
    if (withSlots.length === 2) return [withSlots[0], withSlots[1]];
  }
  throw new Error('fewer than two instructors have free times this week');
}

let instructors: [string, string];
/** The Toronto day of the lesson the office marks completed. */
let lessonDay: string;
const lessonNames: string[] = [];

test('a student buys the BDE course and pays at the school; once the office marks it paid, she has 10 hours and a deadline', async () => {
  student = await chromium.person();
  const { page } = student;
  await signIn(page, maya);
  await page.getByRole('region', { name: t['lessons.title'] }).getByText(t['lessons.noHours']).waitFor();

  await page.goto(`${server.url}/payment-page?package=${bdePackageId}`);
  await page.getByRole('radiogroup', { name: t['checkout.dates'] }).getByRole('radio').first().check();
  await page.getByRole('button', { name: t['payment.book'] }).click();
  await page.waitForURL(/\/bookings\/\d+$/);
  const bookingId = Number(/\/bookings\/(\d+)$/.exec(page.url())![1]);
  await page.getByRole('button', { name: t['booking.pay.atSchool'] }).click();
  await page.getByRole('status').filter({ hasText: t['booking.atSchool.title'] }).waitFor();
  await markPaid(bookingId);

  await page.goto(`${server.url}/account`);
  await page.getByRole('region', { name: t['account.hours.title'] }).waitFor();
  expect(await hoursFigure(page, t['account.hours.bought'])).toBe(10);
  expect(await hoursFigure(page, t['account.hours.left'])).toBe(10);
  const progress = page.getByRole('progressbar');
  expect(await progress.getAttribute('aria-valuetext')).toBe(intlFormat(t['account.bde.progress'], { done: 0, required: 10 }));
  await page.getByText(messagePattern(t['account.bde.deadline'])).waitFor();

  // In-car lessons of a BDE course need the G1 licence: she records it on her account.
  const course = page.getByRole('region', { name: t['account.course.g1.title'] });
  await course.getByText(t['account.course.g1.missing']).waitFor();
  await course.getByLabel(label(t['account.course.g1.number'])).fill('a1234 56789 01234');
  await course.getByLabel(label(t['account.course.g1.expiry'])).fill(dayFromNow(700));
  await course.getByRole('button', { name: t['account.course.g1.save'] }).click();
  await course.getByText('A1234-56789-01234').waitFor();
});

test('she books two lessons with two instructors; a second student who had chosen the same time is told it was taken before he confirms', async () => {
  const { page } = student;
  instructors = await twoInstructors(page);

  // Omar has hours too (bought and paid as the office records a payment at the school).
  await paidBdeCourse(server, omar, token);
  const rival = await chromium.person();
  await signIn(rival.page, omar);

  // Both choose the last free time of the week with the first instructor.
  const mine = await openBooking(page, instructors[0]);
  const slot = mine.last();
  const slotName = (await slot.getAttribute('aria-label'))!;
  await slot.check();
  await openBooking(rival.page, instructors[0]);
  await rival.page.getByRole('radio', { name: slotName, exact: true }).check();

  await page.getByRole('button', { name: t['lessons.confirm'] }).click();
  await page.waitForURL(/\/account$/);
  lessonNames.push(slotName);

  // He is told before he can confirm: the live stream refreshes his free times, the taken one is
  // gone, nothing is chosen and Confirm waits for another choice.
  await rival.page.getByText(t['lessons.slots.justTaken']).waitFor();
  await rival.page.getByRole('radio', { name: slotName, exact: true }).waitFor({ state: 'detached' });
  expect(await rival.page.getByRole('radio', { checked: true }).count()).toBe(0);
  expect(await rival.page.getByRole('button', { name: t['lessons.confirm'] }).isDisabled()).toBe(true);
  await screenshot(rival.page, 'lessons-en-slot-taken-desktop');

  const second = await openBooking(page, instructors[1]);
  const secondSlot = second.last();
  lessonNames.push((await secondSlot.getAttribute('aria-label'))!);
  await secondSlot.check();
  await page.getByRole('button', { name: t['lessons.confirm'] }).click();
  await page.waitForURL(/\/account$/);

  const upcoming = page.getByRole('region', { name: t['lessons.title'] });
  await upcoming
    .getByRole('button', { name: messagePattern(t['lessons.cancelNamed']) })
    .nth(1)
    .waitFor();
  expect(await hoursFigure(page, t['account.hours.booked'])).toBe(2);
  expect(await hoursFigure(page, t['account.hours.left'])).toBe(8);
  for (const name of instructors) expect(await text(upcoming)).toContain(name.split(' ')[0]);
});

test('she reschedules one lesson, then cancels the other inside the cut-off; every change is mailed with its calendar file', async () => {
  const { page } = student;
  const lessons = page.getByRole('region', { name: t['lessons.title'] });
  await lessons
    .getByRole('link', { name: messagePattern(t['lessons.rescheduleNamed']) })
    .first()
    .click();
  await page.waitForURL(/\/account\/lessons\/\d+\/reschedule$/);
  const radios = freeTimes(page).getByRole('radio');
  await radios.first().waitFor();
  await radios.first().check();
  await page.getByRole('button', { name: t['lessons.confirmMove'] }).click();
  await page.waitForURL(/\/account$/);
  await page.getByText(messagePattern(t['lessons.rescheduled'])).waitFor();

  // The office shortens the notice to two weeks: every upcoming lesson is now inside it.
  const settings = await api('GET', '/api/api/v1/admin/settings', token);
  const { card_payments_available: _, updated_at, ...current } = settings.body.data;
  expect((await api('PUT', '/api/api/v1/admin/settings', token, { ...current, lesson_cancel_cutoff_hours: 336, expected_updated_at: updated_at })).status).toBe(
    200,
  );

  await page.reload();
  await lessons
    .getByRole('button', { name: messagePattern(t['lessons.cancelNamed']) })
    .last()
    .click();
  const dialog = page.getByRole('dialog');
  expect(await text(dialog)).toMatch(messagePattern(t['lessons.cancel.counted'].split('{when}')[1]));
  await dialog.getByRole('button', { name: t['lessons.cancel.confirm'] }).click();
  await page.getByText(t['lessons.cancel.done']).waitFor();
  await page.reload();
  await page.getByRole('region', { name: t['account.hours.title'] }).waitFor();
  expect(await hoursFigure(page, t['account.hours.forfeited'])).toBe(1);
  expect(await hoursFigure(page, t['account.hours.left'])).toBe(8);

  const lessonMails = await lessonMailsTo(maya.email, 4);
  expect(lessonMails).toHaveLength(4);
  // The two booking mails, then the move and the cancellation, each of one of the two lessons
  // (which lesson the list shows first depends on the instructors' free times).
  const [firstBooked, secondBooked, moved, cancelled] = lessonMails.map(calendarOf);
  const bookedOf = (ics: string) => [firstBooked, secondBooked].find((booked) => icsField(booked, 'UID') === icsField(ics, 'UID'))!;
  expect(bookedOf(moved)).toBeDefined();
  expect(bookedOf(cancelled)).toBeDefined();
  expect(icsField(moved, 'UID')).not.toBe(icsField(cancelled, 'UID'));
  expect(Number(icsField(moved, 'SEQUENCE'))).toBeGreaterThan(Number(icsField(bookedOf(moved), 'SEQUENCE') ?? 0));
  expect(icsField(cancelled, 'METHOD')).toBe('CANCEL');
  expect(icsField(cancelled, 'STATUS')).toBe('CANCELLED');
});

test('she resets a forgotten password: the mailed code sets a new one, the old one no longer signs in', async () => {
  const person = await chromium.person();
  const { page } = person;
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: t['login.forgot'] }).click();
  await page.getByRole('heading', { level: 1, name: t['page.forgotPassword.title'] }).waitFor();
  await page.getByLabel(label(t['form.email'])).fill(maya.email);
  await page.getByRole('button', { name: t['password.forgot.submit'] }).click();
  await page.getByText(intlFormat(t['password.forgot.sent'], { email: maya.email })).waitFor();
  const code = await lastCode(server, maya.email);
  await page.getByRole('link', { name: t['password.forgot.haveCode'] }).click();
  await page.getByRole('heading', { level: 1, name: t['page.resetPassword.title'] }).waitFor();
  await page.getByLabel(label(t['password.reset.code'])).fill(code);
  await page.getByLabel(label(t['account.password.new'])).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t['password.reset.submit'] }).click();
  await page.waitForURL(/\/login/);
  await page.getByText(t['login.passwordReset']).waitFor();
  const oldPassword = await fetch(`${server.url}/api/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: maya.email, password: PASSWORD }),
  });
  expect(oldPassword.status).toBe(401);
  await page.getByLabel(label(t['login.password'])).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t['login.submit'] }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  maya.password = NEW_PASSWORD;
  student = person;
});

test('the office marks her lesson completed on its lessons screen; her hours and BDE progress move', async () => {
  // The rescheduled lesson's time comes: it is moved into the past in the database, as a clock would.
  const db = new Database(path.join(server.dataDir, 'app.db'));
  const lesson = db.prepare("select l.id from lessons l join users u on u.id = l.student_id where u.email = ? and l.status = 'booked'").get(maya.email) as {
    id: number;
  };
  const start = new Date(Date.now() - 2 * 3_600_000);
  db.prepare('update lessons set starts_at = ?, ends_at = ? where id = ?').run(
    start.toISOString(),
    new Date(start.getTime() + 3_600_000).toISOString(),
    lesson.id,
  );
  db.close();
  lessonDay = start.toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

  office = await chromium.person();
  const admin = office.page;
  await signInOfficeOnLoginPage(admin, server.url);
  await admin.getByRole('navigation').getByRole('link', { name: t['admin.nav.lessons'] }).first().click();
  await admin.getByRole('heading', { level: 1, name: t['admin.lessons.title'] }).waitFor();
  await admin.goto(`${server.url}/admin/lessons?day=${lessonDay}`);
  const item = admin.getByRole('listitem').filter({ hasText: maya.email });
  await item.getByRole('button', { name: new RegExp(`^${t['admin.lessons.markCompleted']} \\(`) }).click();
  await admin.getByText(intlFormat(t['admin.lessons.markedCompleted'], { name: `${maya.first} ${maya.last}` })).waitFor();
  await item.getByText(t['admin.lessons.status.completed'], { exact: true }).waitFor();

  const { page } = student;
  await page.goto(`${server.url}/account`);
  await page.getByRole('region', { name: t['account.hours.title'] }).waitFor();
  expect(await hoursFigure(page, t['account.hours.completed'])).toBe(1);
  expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(intlFormat(t['account.bde.progress'], { done: 1, required: 10 }));
});

describe.each([
  ['en', en],
  ['fr', fr],
  ['ar', ar],
] as const)('the screens in %s, on a phone and a desktop', (locale, catalog) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const look = (page: Page, name: string) => lookOnPhoneAndDesktop(page, `lessons-${locale}-${name}`);

  test('my account, booking a lesson, and the office’s lessons of the day', async () => {
    const { page } = student;
    await page.goto(`${server.url}${prefix}/account`);
    await page.getByRole('heading', { level: 1, name: catalog['page.account.title'] }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await look(page, 'account');

    await page.goto(`${server.url}${prefix}/account/lessons/new`);
    await page.getByRole('group', { name: catalog['lessons.slots.legend'] }).getByRole('radio').first().waitFor();
    await look(page, 'book');

    const person = await chromium.person({ locale });
    const admin = person.page;
    await signInOfficeOnLoginPage(admin, server.url, catalog);
    await admin.goto(`${server.url}/admin/lessons?day=${lessonDay}`);
    await admin.getByRole('listitem').filter({ hasText: maya.email }).waitFor();
    await look(admin, 'office');
  });
});
