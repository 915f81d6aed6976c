import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { en } from '../i18n/catalogs';
import { pdfContent } from '../server/test/pdfText';
import { fieldLabel as label, openChromium, settled, type Browser, type Chromium } from './browser';
import { adminToken, startServer, type RunningServer } from './server';
import { apiCall, dayFromNow, intlFormat, signedUpStudent, signInOfficeOnLoginPage, signInOnLoginPage, type StudentAccount } from './walk';

/*
 * A BDE course from enrolment to certificate, against `npm start`, the student and the office each in
 * their browser. The school's hours are made small (5 h of class, 1 h in-car, 1 h home-link) so that
 * one class day, one lesson and one assignment complete the course; the rules are the Ministry's
 * otherwise. The student consents on her account; the office takes her attendance at yesterday's
 * five-hour class; she is refused an in-car lesson before her G1 licence is recorded, then on a day
 * the office has just filled with five hours of class; she books one hour on another day, which is
 * taught; she marks her home-link done and the office accepts it; the office records her final test,
 * finds her ready to certify and certifies her; she downloads her course record, read back here.
 */

const t = en;
const stamp = Date.now();
const nour: StudentAccount = { first: 'Nour', last: `Haddad ${stamp}`, email: `nour.bde.${stamp}@example.com`, password: 'secret-pass-1' };
const name = `${nour.first} ${nour.last}`;
const REFERENCE = `BDE-E2E-${stamp}`;
const yesterday = dayFromNow(-1);

let server: RunningServer;
let chromium: Chromium;
let student: Browser;
let office: Browser;
let token: string;
let classDate: number;
let courseId: number;
let studentToken: string;

const api = (method: string, url: string, body?: unknown) => apiCall(server, method, url, token, body);

/** Writes straight to the server's database, as the school's settings and a clock would. */
function inDatabase(write: (db: Database.Database) => void) {
  const db = new Database(path.join(server.dataDir, 'app.db'));
  try {
    write(db);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  chromium = await openChromium();
  token = await adminToken(server.url);
  const packages = (await (await fetch(`${server.url}/api/api/v1/packages`)).json()) as { data: { id: number; name: { en: string } }[] };
  const bde = packages.data.find((p) => p.name.en === 'BDE Beginner')!.id;
  const now = new Date().toISOString();
  inDatabase((db) => {
    db.prepare('update school_settings set bde_class_hours = 5, bde_in_car_hours = 1, bde_home_link_hours = 1').run();
    // A class starting tomorrow, which she books.
    classDate = Number(
      db
        .prepare('insert into package_dates (package_id, first_date, second_date, from_time, to_time, is_open, created_at) values (?, ?, ?, ?, ?, 1, ?)')
        .run(bde, dayFromNow(1), dayFromNow(20), '09:00', '14:00', now).lastInsertRowid,
    );
  });
  await signedUpStudent(server, nour);
  const login = await fetch(`${server.url}/api/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: nour.email, password: nour.password }),
  });
  studentToken = ((await login.json()) as { token: string }).token;
  const booking = await apiCall(server, 'POST', '/api/api/v1/bookings', studentToken, { package_id: bde, package_date_id: classDate });
  const bookingId = booking.body.data.id as number;
  expect((await apiCall(server, 'POST', `/api/api/v1/bookings/${bookingId}/payment`, studentToken, { method: 'at_school' })).status).toBe(200);
  expect((await api('POST', `/api/api/v1/admin/bookings/${bookingId}/mark-paid`, { method: 'interac', reference: `e2e-${bookingId}` })).status).toBe(200);
  courseId = ((await apiCall(server, 'GET', '/api/api/v1/bde-courses', studentToken)).body.data as unknown as { id: number }[])[0].id;
  // Two days pass: the class (and her course) started yesterday.
  inDatabase((db) => {
    db.prepare('update package_dates set first_date = ? where id = ?').run(yesterday, classDate);
    db.prepare('update bde_courses set course_start = ? where id = ?').run(yesterday, courseId);
  });
  expect(
    (
      await api('POST', `/api/api/v1/admin/bde-classes/${classDate}/sessions`, {
        day: yesterday,
        from: '09:00',
        to: '14:00',
        mode: 'classroom',
        room: 'Room 2',
      })
    ).status,
  ).toBe(201);

  student = await chromium.person();
  await signInOnLoginPage(student.page, server.url, nour);
  office = await chromium.person();
  const admin = office.page;
  await signInOfficeOnLoginPage(admin, server.url);
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

const courseCard = (page: Page) => page.getByRole('region', { name: t['account.course.title'] });

/** Opens the booking page at `hours` and chooses its week's first free time, or the first on another day than `otherThan`; answers the time's Toronto day. */
async function chooseTime(page: Page, hours: 1 | 2, otherThan?: string): Promise<string> {
  const week = await apiCall(server, 'GET', `/api/api/v1/lessons/slots?from=${dayFromNow(0)}&days=7&duration=${hours * 60}`, studentToken);
  const starts = (week.body.data as unknown as { starts_at: string }[]).map((slot) =>
    new Date(slot.starts_at).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }),
  );
  const index = otherThan ? starts.findIndex((day) => day !== otherThan) : 0;
  await page.goto(`${server.url}/account/lessons/new`);
  await page.getByLabel(label(t['lessons.duration'])).selectOption({ label: intlFormat(t['lessons.hours'], { hours }) });
  const times = page.getByRole('group', { name: t['lessons.slots.legend'] }).getByRole('radio');
  await times.first().waitFor();
  await times.nth(index).check();
  return starts[index];
}

test('she consents, attends a class, and is refused in-car lessons before her G1 licence and on a full class day', async () => {
  const { page } = student;
  await page.goto(`${server.url}/account`);
  const card = courseCard(page);
  await card.getByRole('checkbox').check();
  await card.getByRole('button', { name: t['account.course.consent.submit'] }).click();
  await card.getByText(/^Consent given on /).waitFor();

  // The office takes the attendance of yesterday's class: present for its five hours.
  const admin = office.page;
  await admin.goto(`${server.url}/admin/bde-classes?class=${classDate}`);
  await admin.getByRole('button', { name: new RegExp(`^${t['admin.classes.takeAttendance']} \\(`) }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('group', { name }).getByRole('radio', { name: t['admin.classes.present'] }).check();
  await dialog.getByRole('button', { name: t['admin.classes.saveAttendance'] }).click();
  await dialog.waitFor({ state: 'detached' });

  // No G1 licence yet: the booking is refused, saying what to do.
  await chooseTime(page, 1);
  await page.getByRole('button', { name: t['lessons.confirm'] }).click();
  await page.getByText(t['lessons.conflict.g1Missing']).waitFor();
  student.problems.splice(0, student.problems.length, ...student.problems.filter((p) => !p.includes('status of 409')));

  await page.goto(`${server.url}/account`);
  const g1 = page.getByRole('region', { name: t['account.course.g1.title'] });
  await g1.getByLabel(label(t['account.course.g1.number'])).fill('a1234 56789 01234');
  await g1.getByLabel(label(t['account.course.g1.expiry'])).fill(dayFromNow(700));
  await g1.getByRole('button', { name: t['account.course.g1.save'] }).click();
  await g1.getByText('A1234-56789-01234').waitFor();

  // She chooses two hours on a day; meanwhile the office schedules five hours of class that day.
  const classDay = await chooseTime(page, 2);
  expect((await api('POST', `/api/api/v1/admin/bde-classes/${classDate}/sessions`, { day: classDay, from: '08:00', to: '13:00', mode: 'online' })).status).toBe(
    201,
  );
  await page.getByRole('button', { name: t['lessons.confirm'] }).click();
  await page.getByText(intlFormat(t['lessons.conflict.fullClassDay'], { hours: 1 })).waitFor();
  student.problems.splice(0, student.problems.length, ...student.problems.filter((p) => !p.includes('status of 409')));

  // One hour on another day is booked.
  await chooseTime(page, 1, classDay);
  await page.getByRole('button', { name: t['lessons.confirm'] }).click();
  await page.waitForURL(/\/account$/);
});

test('her lesson is taught and her home-link accepted; the office records her test, finds her ready and certifies her', async () => {
  // The lesson's time comes: moved into the past, as a clock would; the office records it taught.
  let lessonId = 0;
  inDatabase((db) => {
    const start = new Date(Date.now() - 2 * 3_600_000);
    lessonId = (
      db.prepare("select id from lessons where student_id = (select user_id from bde_courses where id = ?) and status = 'booked'").get(courseId) as {
        id: number;
      }
    ).id;
    db.prepare('update lessons set starts_at = ?, ends_at = ? where id = ?').run(
      start.toISOString(),
      new Date(start.getTime() + 3_600_000).toISOString(),
      lessonId,
    );
  });
  expect((await api('POST', `/api/api/v1/admin/lessons/${lessonId}/outcome`, { outcome: 'completed' })).status).toBe(200);

  const { page } = student;
  await page.goto(`${server.url}/account`);
  // Her course as it now is (the lesson taught), before the form is filled.
  await settled(page);
  const homeLink = page.getByRole('region', { name: t['account.course.homeLink.title'] });
  const which = homeLink.getByLabel(label(t['account.course.homeLink.which']));
  const assignment = (await which.locator('option').allTextContents()).find((option) => option.startsWith('Residential streets with a parent'))!;
  await which.selectOption({ label: assignment });
  // Seen in full CI runs only: the choice reverted to "Choose an assignment" right after the page's
  // load (a render of the controlled select before its change was taken); chosen again until it holds.
  for (let tries = 0; (await which.inputValue()) === '' && tries < 20; tries += 1) {
    await settled(page);
    await which.selectOption({ label: assignment });
  }
  await homeLink.getByLabel(label(t['account.course.homeLink.guardian'])).fill('Rami Haddad');
  await homeLink.getByRole('button', { name: t['account.course.homeLink.submit'] }).click();
  // Seen timing out only in full CI runs: the section's words and the page's problems say why, next time.
  await homeLink
    .getByText(t['account.course.homeLink.done'])
    .waitFor()
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nthe section read: ${await homeLink.innerText()}\nproblems: ${student.problems.join(' | ')}`);
    });

  const admin = office.page;
  await admin.goto(`${server.url}/admin/bde-courses?search=${encodeURIComponent(nour.email)}`);
  const row = admin.getByRole('row', { name: new RegExp(nour.last) });
  await row.getByRole('button', { name: new RegExp(`^Home-link \\(to check: 1\\) \\(${name}\\)$`) }).click();
  const review = admin.getByRole('dialog');
  await review.getByRole('button', { name: intlFormat(t['admin.courses.homeLink.acceptOf'], { title: 'Residential streets with a parent' }) }).click();
  await review.getByText(t['admin.courses.homeLink.accepted']).first().waitFor();
  await review.getByRole('button', { name: t['admin.courses.homeLink.close'] }).click();

  await row.getByRole('button', { name: intlFormat(t['admin.courses.actionOf'], { action: t['admin.courses.test.record'], name }) }).click();
  const test = admin.getByRole('dialog');
  await test.getByLabel(label(t['admin.courses.test.takenOn'])).fill(dayFromNow(0));
  await test.getByLabel(label(t['admin.courses.test.theory'])).fill('84');
  await test.getByLabel(label(t['admin.courses.test.inCar'])).fill('91');
  await test.getByRole('button', { name: t['admin.courses.test.save'] }).click();
  await test.waitFor({ state: 'detached' });
  await row.getByText(t['admin.courses.status.ready']).waitFor();

  await admin.goto(`${server.url}/admin/bde-certification`);
  const ready = admin.getByRole('region', { name: t['admin.certification.ready'] });
  await ready.getByRole('button', { name: intlFormat(t['admin.courses.actionOf'], { action: t['admin.certification.certify'], name }) }).click();
  const certify = admin.getByRole('dialog');
  await certify.getByLabel(label(t['admin.certification.issuedOn'])).fill(dayFromNow(0));
  await certify.getByLabel(label(t['admin.certification.reference'])).fill(REFERENCE);
  await certify.getByRole('button', { name: t['admin.certification.confirm'] }).click();
  await admin.getByText(intlFormat(t['admin.certification.saved'], { name })).waitFor();
});

test('she downloads her course record: a PDF with her consent, class, home-link, lesson, test and certificate', async () => {
  const { page } = student;
  await page.goto(`${server.url}/account`);
  const card = courseCard(page);
  await card.getByText(t['account.course.status.certified']).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: t['account.course.file'] }).click()]);
  expect(download.suggestedFilename()).toBe(`bde-course-${courseId}.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = await pdfContent(Buffer.concat(chunks));
  expect(file.title).toBe(`Beginner Driver Education: course record — ${name}`);
  const text = file.pages.flat().join(' ');
  for (const expected of [
    name,
    'A1234-56789-01234',
    'I agree that the records of my driver education course',
    'Classroom, Room 2',
    'Present, 300 min',
    'Residential streets with a parent',
    'Rami Haddad',
    '84%',
    '91%',
    'Passed',
    'Certified',
    REFERENCE,
  ]) {
    expect(text).toContain(expected);
  }
});
