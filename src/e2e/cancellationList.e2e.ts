import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { ar, en, fr } from '../i18n/catalogs';
import { fieldLabel as label, openChromium, type Chromium } from './browser';
import { adminToken, startServer, type RunningServer } from './server';
import {
  apiCall,
  dayFromNow,
  lookOnPhoneAndDesktop,
  paidBdeCourse,
  signedUpStudent,
  signInOfficeOnLoginPage,
  signInOnLoginPage,
  type StudentAccount,
} from './walk';

/*
 * The cancellation list, end to end, against `npm start`: an instructor's evening in the first
 * week of three students' BDE class is full. Two students ask to be told of an earlier lesson that evening: Layla, whose BDE
 * in-car year ends in two months, and Sam, whose year has just begun. Sam watches the instructor's
 * free times while the last free one is booked: it vanishes from his screen as it happens. Then a
 * lesson there is cancelled: it is held for Layla alone (the nearest deadline), mailed to her, and
 * she books it from her account; the office's list shows Sam first now, and the offer booked. The
 * screens are then looked at in French and Arabic, on a phone and a desktop.
 */

const stamp = Date.now();
const person = (first: string): StudentAccount => ({
  first,
  last: `List ${stamp}`,
  email: `${first.toLowerCase()}.list.${stamp}@example.com`,
  password: 'secret-pass-1',
});
const layla = person('Layla');
const sam = person('Sam');
const cleo = person('Cleo');
/** A day in the first week their booking page shows, after their class's days. */
let DAY: string;
const t = en;

let server: RunningServer;
let chromium: Chromium;
let office: string;
let instructorId: number;
const tokens = new Map<StudentAccount, string>();

const api = (method: string, url: string, bearer: string, body?: unknown) => apiCall(server, method, url, bearer, body);
async function login(account: StudentAccount): Promise<string> {
  const answer = await fetch(`${server.url}/api/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await answer.json()) as { token: string }).token;
}
/** The instant of a Toronto wall-clock time on DAY, as the slots answer it. */
const at = async (time: string) => {
  const slots = await api('GET', `/api/api/v1/lessons/slots?instructor_id=${instructorId}&from=${DAY}&days=1`, tokens.get(cleo)!);
  const found = (slots.body.data as unknown as { starts_at: string }[]).find(
    (slot) => new Date(slot.starts_at).toLocaleTimeString('en-GB', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit' }) === time,
  );
  return found?.starts_at;
};

beforeAll(async () => {
  server = await startServer();
  chromium = await openChromium();
  office = await adminToken(server.url);
  for (const account of [layla, sam, cleo]) {
    await signedUpStudent(server, account);
    await paidBdeCourse(server, account, office);
    tokens.set(account, await login(account));
  }
  const start = (await api('GET', '/api/api/v1/lessons', tokens.get(cleo)!)).body.bde as unknown as { course_start: string };
  // Past the class's two days, on which fewer in-car hours are allowed.
  DAY = new Date(Date.parse(`${start.course_start}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  // Layla's course record began long ago (her in-car year ends in two months); the instructor works
  // late on DAY, 21:30 to 23:30, when no demo hours are published.
  const db = new Database(path.join(server.dataDir, 'app.db'));
  db.prepare('update bde_courses set course_start = ? where user_id = (select id from users where email = ?)').run(dayFromNow(-300), layla.email);
  instructorId = (db.prepare("select id from instructors where status = 'accepted' order by id limit 1").get() as { id: number }).id;
  db.prepare("insert into instructor_exceptions (instructor_id, date, kind, from_time, to_time) values (?, ?, 'extra', '21:30', '23:30')").run(
    instructorId,
    DAY,
  );
  db.close();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

const wish = () => ({ duration_minutes: 60, weekdays: [new Date(`${DAY}T00:00:00Z`).getUTCDay()], from_time: '22:00', to_time: '23:30' });
let cleoLate: number;
let sams: Page;

test('the last free time of the evening vanishes from the screen of a student watching it, as it is booked', async () => {
  const booked = await api('POST', '/api/api/v1/lessons', tokens.get(cleo)!, {
    instructor_id: instructorId,
    starts_at: await at('22:30'),
    duration_minutes: 60,
  });
  expect(booked.status).toBe(201);
  cleoLate = booked.body.data.id as number;
  for (const account of [layla, sam]) expect((await api('PUT', '/api/api/v1/lessons/cancellation-list', tokens.get(account)!, wish())).status).toBe(200);

  const watcher = await chromium.person();
  sams = watcher.page;
  await signInOnLoginPage(sams, server.url, sam);
  await sams.goto(`${server.url}/account/lessons/new`);
  await sams.getByLabel(label(t['lessons.instructor'])).selectOption(String(instructorId));
  await sams.getByText(t['lessons.slots.loading']).waitFor({ state: 'detached' });
  await sams.getByRole('group', { name: new RegExp(new Date(`${DAY}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', timeZone: 'UTC' })) }).waitFor();
  const radios = sams.getByRole('group', { name: t['lessons.slots.legend'] }).getByRole('radio');
  await radios.first().waitFor();
  const before = await radios.count();

  const last = await at('21:30');
  expect(last).toBeDefined();
  expect((await api('POST', '/api/api/v1/lessons', tokens.get(cleo)!, { instructor_id: instructorId, starts_at: last, duration_minutes: 60 })).status).toBe(
    201,
  );
  // No reload: the live stream tells his page, which reads its free times again.
  await sams.waitForFunction((count) => document.querySelectorAll('main input[type=radio]').length === count - 1, before);
});

test('a lesson cancelled there is held for the student with the nearest BDE deadline alone; she is mailed and books it', async () => {
  expect((await api('POST', `/api/api/v1/lessons/${cleoLate}/cancel`, tokens.get(cleo)!)).status).toBe(200);
  const laylas = (await api('GET', '/api/api/v1/lessons/cancellation-list', tokens.get(layla)!)).body as unknown as { offer: { starts_at: string } };
  expect(laylas.offer).toMatchObject({ status: 'offered', instructor: { id: instructorId } });
  expect((await api('GET', '/api/api/v1/lessons/cancellation-list', tokens.get(sam)!)).body.offer).toBeUndefined();
  // Nobody else sees it: not Sam, whose page still shows no time that evening.
  const slots = await api('GET', `/api/api/v1/lessons/slots?instructor_id=${instructorId}&from=${DAY}&days=1`, tokens.get(sam)!);
  expect((slots.body.data as unknown as { starts_at: string }[]).map((slot) => slot.starts_at)).not.toContain(laylas.offer.starts_at);

  // Mailed in her language, with the way to her account (delivered just after the answer).
  const offerMail = async () => {
    for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const file = path.join(server.dataDir, 'outbox.jsonl');
      const mails = existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .slice(0, -1)
            .map((line) => JSON.parse(line) as { to: string; subject: string; text: string })
        : [];
      const found = mails.find((mail) => mail.to === layla.email && mail.subject.startsWith('An earlier lesson is held for you'));
      if (found) return found;
    }
    return undefined;
  };
  expect((await offerMail())?.text).toContain('/account#lesson-offer');

  const browser = await chromium.person();
  const { page } = browser;
  await signInOnLoginPage(page, server.url, layla);
  await page.goto(`${server.url}/account#lesson-offer`);
  const held = page.locator('#lesson-offer');
  await held.getByRole('heading', { name: t['lessonRequest.offer.title'] }).waitFor();
  await lookOnPhoneAndDesktop(page, 'cancellation-en-offer');
  await held.getByRole('button', { name: t['lessonRequest.offer.accept'] }).click();
  await page.getByText(t['lessonRequest.offer.booked']).waitFor();
  await held.waitFor({ state: 'detached' });
  const lessons = (await api('GET', '/api/api/v1/lessons', tokens.get(layla)!)).body.data as unknown as { starts_at: string; status: string }[];
  expect(lessons).toEqual([expect.objectContaining({ starts_at: laylas.offer.starts_at, status: 'booked' })]);
});

describe.each([
  ['en', en],
  ['fr', fr],
  ['ar', ar],
] as const)('the screens in %s, on a phone and a desktop', (locale, catalog) => {
  test('the office’s cancellation list and the student’s place on it', async () => {
    const browser = await chromium.person({ locale });
    const admin = browser.page;
    await signInOfficeOnLoginPage(admin, server.url, catalog);
    await admin.goto(`${server.url}/admin/cancellation-list`);
    const waiting = admin.getByRole('table', { name: catalog['admin.cancellationList.waiting'] });
    await waiting.getByText(`${sam.first} ${sam.last}`).waitFor();
    // Sam is first now among those waiting that evening; Layla's offer is among the latest, booked.
    const recent = admin.getByRole('table', { name: catalog['admin.cancellationList.recent'] });
    await recent
      .getByRole('row')
      .filter({ hasText: `${layla.first} ${layla.last}` })
      .getByText(catalog['admin.cancellationList.offer.booked'])
      .waitFor();
    await lookOnPhoneAndDesktop(admin, `cancellation-${locale}-office`);

    const prefix = locale === 'en' ? '' : `/${locale}`;
    await sams.goto(`${server.url}${prefix}/account#cancellation-list`);
    await sams.getByRole('region', { name: catalog['lessonRequest.title'] }).getByRole('button', { name: catalog['lessonRequest.change'] }).waitFor();
    expect(await sams.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await lookOnPhoneAndDesktop(sams, `cancellation-${locale}-account`);
  });
});
