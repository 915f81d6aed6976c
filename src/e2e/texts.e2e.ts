import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { ar, en, fr } from '../i18n/catalogs';
import { startFakeTwilio, type FakeTwilio } from '../server/test/fakeTwilio';
import { fieldLabel as label, openChromium, type Chromium } from './browser';
import { adminToken, startServer, type RunningServer } from './server';
import {
  apiCall,
  intlFormat,
  lookOnPhoneAndDesktop,
  paidBdeCourse,
  signedUpStudent,
  signInOfficeOnLoginPage,
  signInOnLoginPage,
  type StudentAccount,
} from './walk';

/*
 * Text messages end to end, against `npm start` with Twilio's API faked on 127.0.0.1: the server
 * sends through the official SDK to the fake, and the student's replies are posted to the server's
 * webhook signed as Twilio signs them, for the address Twilio is given (SITE_URL). Nadia opts in on
 * her profile with the code texted to her; the 24-hour reminder of a lesson inside the cut-off
 * comes by text and her X is refused with the reason and the school's phone; the X to a later
 * lesson's reminder cancels it. She asks the office a question, which the office answers from its
 * screen; then she texts STOP: texts stop, and her profile says so. The office's screens and her
 * profile's texts are then looked at in French and Arabic, on a phone and a desktop.
 */

const stamp = Date.now();
const nadia: StudentAccount = { first: 'Nadia', last: `Texts ${stamp}`, email: `nadia.texts.${stamp}@example.com`, password: 'secret-pass-1' };
// The profile's number of every walk's student (walk.ts): the opt-in offers it.
const PHONE = '+16135550140';
const SITE = 'https://www.driveontario.test';
const SCHOOL_PHONE = '613-555-0100';
const INBOUND = '/api/api/v1/sms/twilio/inbound';
const HOUR = 3_600_000;
const t = en;

let twilio: FakeTwilio;
let server: RunningServer;
let chromium: Chromium;
let office: string;
let token: string;
let instructors: number[];

const api = (method: string, url: string, bearer: string, body?: unknown) => apiCall(server, method, url, bearer, body);
const torontoParts = (at: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

/**
 * A lesson of one hour about `hours` from now with instructor `n`, in an hour of extra work
 * published for it (never across midnight): the time is chosen by its slot, not waited for.
 */
async function bookAbout(hours: number, n: number): Promise<number> {
  // The demo's busy coming week may already fill the hour: the next hours are tried in turn.
  let slot: { starts_at: string } | undefined;
  for (let tried = 0; !slot && tried < 6; tried += 1) {
    let at = Date.now() + (hours + tried) * HOUR;
    if (torontoParts(at).hour === 23) at += HOUR;
    const { date, hour } = torontoParts(at);
    const from = `${String(hour).padStart(2, '0')}:00`;
    const db = new Database(path.join(server.dataDir, 'app.db'));
    db.prepare("insert into instructor_exceptions (instructor_id, date, kind, from_time, to_time) values (?, ?, 'extra', ?, ?)").run(
      instructors[n],
      date,
      from,
      `${String(hour + 1).padStart(2, '0')}:00`,
    );
    db.close();
    const slots = await api('GET', `/api/api/v1/lessons/slots?instructor_id=${instructors[n]}&from=${date}&days=1`, token);
    slot = (slots.body.data as unknown as { starts_at: string }[]).find(
      (s) => new Date(s.starts_at).toLocaleTimeString('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit' }) === from,
    );
  }
  const booked = await api('POST', '/api/api/v1/lessons', token, { instructor_id: instructors[n], starts_at: slot!.starts_at, duration_minutes: 60 });
  expect(booked.status).toBe(201);
  return booked.body.data.id as number;
}

/** The next text the fake receives for `to` matching `pattern`, after the `seen` first ones. */
async function textTo(pattern: RegExp, seen = 0, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const found = twilio.messages.slice(seen).find((message) => message.to === PHONE && pattern.test(message.body));
    if (found) return found;
  }
  throw new Error(`no text to ${PHONE} matching ${pattern}`);
}

/** A text from the student's phone, posted to the webhook as Twilio posts it: a form, signed for SITE_URL's address. */
async function textFromStudent(body: string): Promise<string> {
  const params = { MessageSid: `SM${stamp}${Math.random().toString(16).slice(2)}`, AccountSid: twilio.accountSid, From: PHONE, To: '+16135550199', Body: body };
  const res = await fetch(`${server.url}${INBOUND}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.sign(`${SITE}${INBOUND}`, params) },
    body: new URLSearchParams(params).toString(),
  });
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  twilio = await startFakeTwilio();
  server = await startServer({
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+16135550199',
    TWILIO_API_URL: twilio.url,
    SITE_URL: SITE,
    SCHOOL_PHONE,
    // The reminders' sweep: within a second of a lesson being booked, not a minute.
    SWEEP_INTERVAL_MS: '500',
  });
  chromium = await openChromium();
  office = await adminToken(server.url);
  await signedUpStudent(server, nadia);
  await paidBdeCourse(server, nadia, office);
  const login = await fetch(`${server.url}/api/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: nadia.email, password: nadia.password }),
  });
  token = ((await login.json()) as { token: string }).token;
  // Her course began long ago, so a lesson tomorrow keeps the BDE rules; texts leave at any hour the walk
  // runs (the school's quiet hours off); lessons may be cancelled with their hours back until 12 hours before.
  const db = new Database(path.join(server.dataDir, 'app.db'));
  db.prepare('update bde_courses set course_start = ? where user_id = (select id from users where email = ?)').run('2026-01-05', nadia.email);
  db.prepare("update school_settings set sms_quiet_start = '00:00', sms_quiet_end = '00:00', lesson_cancel_cutoff_hours = 12").run();
  instructors = (db.prepare("select id from instructors where status = 'accepted' order by id limit 2").all() as { id: number }[]).map((row) => row.id);
  db.close();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  await twilio?.close();
});

let student: Page;

test('she opts in on her profile: the box, then the code texted to her number', async () => {
  student = (await chromium.person()).page;
  await signInOnLoginPage(student, server.url, nadia);
  await student.goto(`${server.url}/account#texts`);
  const section = student.getByRole('region', { name: t['account.texts.title'] });
  await section.getByRole('checkbox', { name: t['account.texts.consent'] }).check();
  await lookOnPhoneAndDesktop(student, 'texts-en-opt-in');
  await section.getByRole('button', { name: t['account.texts.sendCode'] }).click();
  const code = /(\d{6})/.exec((await textTo(/verification code/)).body)![1];
  await section.getByLabel(label(t['account.texts.code'])).fill(code);
  await section.getByRole('button', { name: t['account.texts.confirm'] }).click();
  await section.getByText(intlFormat(t['account.texts.on'], { phone: '(613) 555-0140' })).waitFor();
});

test('X to the reminder of a lesson inside the cut-off is refused with the school’s phone; X to a later one cancels it', async () => {
  const soon = await bookAbout(4, 0);
  const reminder = await textTo(/^Drive Ontario: reminder, lesson .* Reply C to confirm\.$/);
  expect(reminder.statusCallback).toBe(`${SITE}/api/api/v1/sms/twilio/status`);
  const refused = await textFromStudent('X');
  expect(refused).toContain('can no longer be cancelled by text');
  expect(refused).toContain(SCHOOL_PHONE);

  const later = await bookAbout(20, 1);
  await textTo(/^Drive Ontario: reminder, .* Reply C to confirm or X to cancel\.$/);
  expect(await textFromStudent('x')).toContain('is cancelled; its hours are back');
  const lessons = (await api('GET', '/api/api/v1/lessons', token)).body.data as unknown as { id: number; status: string }[];
  expect(Object.fromEntries(lessons.map((lesson) => [lesson.id, lesson.status]))).toEqual({ [soon]: 'booked', [later]: 'cancelled' });
});

test('the office answers her question from its screen; the answer leaves through Twilio', async () => {
  expect(await textFromStudent('Can my mother sit in the back?')).toContain('the office will read your message');
  const page = (await chromium.person()).page;
  await signInOfficeOnLoginPage(page, server.url);
  await page.goto(`${server.url}/admin/texts`);
  const line = page.getByRole('list', { name: t['admin.texts.conversations'] }).getByRole('listitem').filter({ hasText: nadia.last });
  await line.getByText(intlFormat(t['admin.texts.unanswered'], { count: 1 })).waitFor();
  await line.getByRole('link', { name: `${nadia.first} ${nadia.last}` }).click();
  await page.getByRole('region', { name: t['admin.texts.consent.title'] }).getByText(t['admin.texts.consent.on']).waitFor();
  const form = page.getByRole('form', { name: t['admin.texts.reply.title'] });
  await form.getByLabel(label(t['admin.texts.reply.label'])).fill('Yes, she may. See you tomorrow.');
  const sent = twilio.messages.length;
  await form.getByRole('button', { name: t['admin.texts.reply.send'] }).click();
  await page.getByText(t['admin.texts.reply.queued']).waitFor();
  await textTo(/^Drive Ontario: Yes, she may\. See you tomorrow\.$/, sent);
  await page.getByRole('list', { name: t['admin.texts.thread'] }).getByText('Yes, she may. See you tomorrow.').waitFor();
});

test('STOP ends her texts: nothing more is sent, and her profile shows texts off', async () => {
  expect(await textFromStudent('STOP')).toContain('you will get no more texts');
  const log = await api('GET', '/api/api/v1/admin/texts-log?status=received', office);
  expect((log.body.data as unknown as { kind: string }[])[0].kind).toBe('stop');
  const before = (await api('GET', '/api/api/v1/admin/texts-log', office)).body.meta as unknown as { total: number };
  // A lesson booked now would be texted if texts were on: none is even queued (its mail is).
  await bookAbout(30, 0);
  const after = (await api('GET', '/api/api/v1/admin/texts-log', office)).body.meta as unknown as { total: number };
  expect(after.total).toBe(before.total);
  await student.reload();
  const section = student.getByRole('region', { name: t['account.texts.title'] });
  await section.getByText(intlFormat(t['account.texts.off'], { phone: '(613) 555-0140' })).waitFor();
  expect(await section.getByRole('checkbox', { name: t['account.texts.consent'] }).isChecked()).toBe(false);
});

describe.each([
  ['en', en],
  ['fr', fr],
  ['ar', ar],
] as const)('the screens in %s, on a phone and a desktop', (locale, catalog) => {
  test('the office’s conversation and log, and the student’s texts on her profile', async () => {
    const page = (await chromium.person({ locale })).page;
    await signInOfficeOnLoginPage(page, server.url, catalog);
    await page.goto(`${server.url}/admin/texts`);
    await page.getByRole('link', { name: `${nadia.first} ${nadia.last}` }).click();
    await page.getByRole('region', { name: catalog['admin.texts.consent.title'] }).getByText(catalog['admin.texts.consent.off']).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await lookOnPhoneAndDesktop(page, `texts-${locale}-conversation`);
    await page.goto(`${server.url}/admin/texts?view=log`);
    await page.getByRole('table', { name: catalog['admin.texts.log'] }).waitFor();
    await lookOnPhoneAndDesktop(page, `texts-${locale}-log`);

    const prefix = locale === 'en' ? '' : `/${locale}`;
    await student.goto(`${server.url}${prefix}/account#texts`);
    await student.getByRole('region', { name: catalog['account.texts.title'] }).getByRole('checkbox', { name: catalog['account.texts.consent'] }).check();
    await lookOnPhoneAndDesktop(student, `texts-${locale}-account`);
  });
});
