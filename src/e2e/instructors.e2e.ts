import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { ar, en, fr } from '../i18n/catalogs';
import { fieldLabel as label, openChromium, screenshot, type Browser, type Chromium } from './browser';
import { adminToken, lastCode, startServer, type RunningServer } from './server';
import {
  apiCall,
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
 * An instructor joins the school, end to end, against `npm start`: she signs up as a teacher on
 * her phone, fills in her profile and uploads the car photo and the seven documents, and submits;
 * the office rejects the application with a reason, she replaces the document it names and submits
 * again, and the office approves; she publishes a week of hours, a student books one of its slots,
 * and after the lesson she records it with its in-car log, which moves the student's hours. The
 * story runs in English; the screens are then looked at in French and Arabic, on a phone and a
 * desktop.
 */

const PASSWORD = 'secret-pass-1';
const stamp = Date.now();
const teacher = { first: 'Zeynep', last: `Aydin ${stamp}`, email: `zeynep.instructor.${stamp}@example.com` };
const maya: StudentAccount = { first: 'Maya', last: `Chen ${stamp}`, email: `maya.instructor.${stamp}@example.com`, password: PASSWORD };
const REASON = 'The insurance certificate has expired: please upload the current one.';
const t = en;

let server: RunningServer;
let chromium: Chromium;
let instructor: Browser;
let office: Browser;
let token: string;
let applicationId: number;
let photo: Buffer;
/** A one-page PDF saying `title`: the server accepts only PDFs that parse, with a page. */
async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(title, { x: 20, y: 100 });
  return Buffer.from(await doc.save());
}

/** Waits for Chromium's PDF viewer to have opened in one of the page's frames. */
async function viewerFrame(page: Page): Promise<void> {
  while (!page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))) await page.waitForEvent('framenavigated');
}

beforeAll(async () => {
  server = await startServer();
  // The office views her documents in the page: the full browser's PDF viewer.
  chromium = await openChromium({ pdfViewer: true });
  token = await adminToken(server.url);
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a6fa5' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

const api = (method: string, url: string, bearer: string, body?: unknown) => apiCall(server, method, url, bearer, body);

/** Uploads a file through the `index`-th file control of the application page and waits for the server's answer. */
async function upload(page: Page, index: number, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const answered = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/api\/api\/v1\/instructor\/(documents|car-photo)/.test(res.url()));
  await page.locator('input[type="file"]').nth(index).setInputFiles(file);
  expect((await answered).status()).toBe(200);
}

/** The office opens the application and approves or rejects it. */
async function review(decision: 'approve' | 'reject'): Promise<void> {
  const page = office.page;
  await page.goto(`${server.url}/admin/instructor-content?status=pending`);
  await page.getByRole('link', { name: new RegExp(teacher.last) }).click();
  await page.waitForURL(/\/admin\/instructors\/\d+$/);
  applicationId = Number(/(\d+)$/.exec(page.url())![1]);
  const button = decision === 'approve' ? t['admin.instructors.review.approve'] : t['admin.instructors.review.reject'];
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (decision === 'reject') await dialog.getByLabel(label(t['admin.bookings.reason'])).fill(REASON);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('a person signs up as an instructor on her phone, completes her profile with the car photo and the seven documents, and submits', async () => {
  instructor = await chromium.person({ viewport: 'phone' });
  const { page } = instructor;
  await page.goto(`${server.url}/signup`);
  await page.getByLabel(label(t['signup.fName'])).fill(teacher.first);
  await page.getByLabel(label(t['signup.lName'])).fill(teacher.last);
  await page.getByLabel(label(t['form.email'])).fill(teacher.email);
  await page.getByLabel(label(t['signup.phone'])).fill('613-555-0188');
  await page.getByLabel(label(t['login.password'])).fill(PASSWORD);
  await page.getByLabel(label(t['signup.confirm'])).fill(PASSWORD);
  await page.getByLabel(label(t['signup.type'])).selectOption('teacher');
  await page.getByRole('radio', { name: t['signup.gender.female'] }).check();
  await page.getByLabel(label(t['signup.city'])).fill('Kingst');
  await page.getByRole('option', { name: 'Kingston' }).click();
  await page.getByRole('button', { name: t['signup.submit'] }).click();
  await page.waitForURL(/\/verify$/);
  await page.getByLabel(label(t['verify.code'])).fill(await lastCode(server, teacher.email));
  await page.getByRole('button', { name: t['verify.submit'] }).click();

  // The code signs a teacher in to the instructor area, where the application starts as a draft.
  await page.waitForURL(/\/instructor$/);
  await page.getByText(t['instructorArea.status.draft']).waitFor();
  await page.getByText(t['instructorArea.missing.title']).waitFor();
  await page.getByLabel(label(t['instructorArea.field.birthday'])).fill('1988-04-12');
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'Turkish' }).check();
  await page.getByLabel(label(intlFormat(t['instructorArea.field.bioIn'], { language: 'English' }))).fill('Patient and calm; fifteen years on Kingston roads.');
  await page.getByLabel(label(t['instructorArea.field.car'])).fill('Honda Civic 2024');
  await page.getByLabel(label(t['instructorArea.field.licenceNumber'])).fill('DI-77120');
  await page.getByLabel(label(t['instructorArea.field.licenceExpiry'])).fill(`${new Date().getFullYear() + 2}-06-30`);
  await page.getByRole('button', { name: t['instructorArea.profile.save'] }).click();
  await page.getByText(t['instructorArea.profile.saved']).waitFor();

  // The car photo, then the eight files of the seven documents (the last document is two photos).
  await upload(page, 0, { name: 'car.jpg', mimeType: 'image/jpeg', buffer: photo });
  for (let index = 1; index <= 8; index += 1) {
    const file =
      index >= 7
        ? { name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer: photo }
        : { name: `document-${index}.pdf`, mimeType: 'application/pdf', buffer: await pdf(`document ${index}`) };
    await upload(page, index, file);
  }
  await page.getByText(t['instructorArea.missing.title']).waitFor({ state: 'detached' });
  await screenshot(page, 'instructors-en-application-phone');
  await page.getByRole('button', { name: t['instructorArea.submit.button'] }).click();
  await page.getByText(t['instructorArea.status.pending']).waitFor();
});

test('the office views a document in the page and rejects with a reason; she replaces the document and submits again; the office approves', async () => {
  office = await chromium.person();
  await signInOfficeOnLoginPage(office.page, server.url);
  await office.page.goto(`${server.url}/admin/instructor-content?status=pending`);
  await office.page.getByRole('link', { name: new RegExp(teacher.last) }).click();
  await office.page
    .getByRole('button', { name: new RegExp(`^${t['admin.instructors.doc.view'].split('{')[0]}`) })
    .first()
    .click();
  await office.page.locator('iframe[src^="blob:"]').first().waitFor();
  // The PDF opens in Chromium's own viewer (an extension's frame), which the site's CSP lets it frame.
  await viewerFrame(office.page);
  expect(office.problems).toEqual([]);
  await screenshot(office.page, 'instructors-en-office-application-desktop');
  await review('reject');

  const { page } = instructor;
  await page.reload();
  await page.getByText(t['instructorArea.status.rejected']).waitFor();
  await page.getByText(intlFormat(t['instructorArea.status.reason'], { reason: REASON })).waitFor();
  // The decision is mailed too (the outbox file of a server without SMTP).
  const mails = readFileSync(path.join(server.dataDir, 'outbox.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string });
  expect(mails.some((mail) => mail.to === teacher.email && mail.text.includes(REASON))).toBe(true);

  // The insurance (the fourth document) is replaced, then the application goes back to the office.
  // Whatever its name on her computer, the document is named by what it is.
  await upload(page, 4, { name: 'insurance-2027.pdf', mimeType: 'application/pdf', buffer: await pdf('insurance 2027') });
  await page.getByText('insurance.pdf', { exact: false }).waitFor();
  await page.getByRole('button', { name: t['instructorArea.submit.button'] }).click();
  await page.getByText(t['instructorArea.status.pending']).waitFor();

  await review('approve');
  await page.reload();
  await page.getByText(t['instructorArea.status.accepted']).waitFor();
});

test('she publishes a week of hours; a student books one of its slots', async () => {
  const { page } = instructor;
  await page.getByRole('navigation', { name: t['instructorArea.nav.label'] }).getByRole('link', { name: t['instructorArea.nav.availability'] }).click();
  await page.waitForURL(/\/instructor\/availability$/);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await page.getByRole('button', { name: intlFormat(t['instructorArea.hours.add'], { day }) }).click();
  }
  await page.getByRole('button', { name: t['instructorArea.hours.publish'] }).click();
  await page.getByText(t['instructorArea.hours.published']).waitFor();
  await screenshot(page, 'instructors-en-hours-phone');

  // A student with the BDE course, paid at the school.
  await signedUpStudent(server, maya);
  await paidBdeCourse(server, maya, token);

  const student = await chromium.person();
  const sp = student.page;
  await signInOnLoginPage(sp, server.url, maya);
  await sp.goto(`${server.url}/account/lessons/new`);
  await sp.getByRole('heading', { level: 1, name: t['page.bookLesson.title'] }).waitFor();
  await sp.getByLabel(label(t['lessons.instructor'])).selectOption({ label: `${teacher.first} ${teacher.last}` });
  const slot = sp.getByRole('group', { name: t['lessons.slots.legend'] }).getByRole('radio').first();
  await slot.waitFor();
  await slot.check();
  await sp.getByRole('button', { name: t['lessons.confirm'] }).click();
  await sp.waitForURL(/\/account$/);
  await student.close();

  await page.getByRole('navigation', { name: t['instructorArea.nav.label'] }).getByRole('link', { name: t['instructorArea.nav.lessons'] }).click();
  await page.getByText(new RegExp(maya.first)).first().waitFor();
});

test('after the lesson she records it with its in-car log; the student’s completed hours move', async () => {
  // The lesson's time comes: it is moved into the past in the database, as a clock would.
  const db = new Database(path.join(server.dataDir, 'app.db'));
  const lesson = db
    .prepare("select l.id, l.duration_minutes from lessons l join users u on u.id = l.student_id where u.email = ? and l.status = 'booked'")
    .get(maya.email) as { id: number; duration_minutes: number };
  const start = new Date(Date.now() - 3 * 3_600_000);
  db.prepare('update lessons set starts_at = ?, ends_at = ? where id = ?').run(
    start.toISOString(),
    new Date(start.getTime() + lesson.duration_minutes * 60_000).toISOString(),
    lesson.id,
  );
  db.close();

  const { page } = instructor;
  await page.reload();
  await page
    .getByRole('button', { name: new RegExp(`^${t['instructorArea.record.open']}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t['instructorArea.record.completed'] }).check();
  await dialog.getByRole('checkbox', { name: t['lessonLog.skill.circleCheck'] }).check();
  await dialog.getByRole('checkbox', { name: t['lessonLog.skill.turns'] }).check();
  await dialog.getByLabel(label(t['instructorArea.record.notes'])).fill('Good mirror checks; practise left turns.');
  expect(await dialog.getByLabel(label(t['instructorArea.field.licenceNumber'])).inputValue()).toBe('DI-77120');
  await screenshot(page, 'instructors-en-record-phone');
  await dialog.getByRole('button', { name: t['instructorArea.record.save'] }).click();
  await page.getByText(t['instructorArea.record.done']).waitFor();
  await page.getByText(messagePattern(t['instructorArea.log.notes'])).first().waitFor();

  const log = await api('GET', `/api/api/v1/admin/lessons/${lesson.id}/log`, token);
  expect(log.body.data).toMatchObject({ skills: ['circle_check', 'turns'], licence_number: 'DI-77120' });
  const student = await chromium.person();
  const sp = student.page;
  await signInOnLoginPage(sp, server.url, maya);
  await sp.goto(`${server.url}/account`);
  const hours = sp.getByRole('region', { name: t['account.hours.title'] });
  const completed = hours.locator('dt', { hasText: t['account.hours.completed'] }).locator('xpath=following-sibling::dd[1]');
  expect(Number(/\d+/.exec(await text(completed))?.[0])).toBe(lesson.duration_minutes / 60);
  await student.close();
});

describe.each([
  ['en', en],
  ['fr', fr],
  ['ar', ar],
] as const)('the screens in %s, on a phone and a desktop', (locale, catalog) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const look = (page: Page, name: string) => lookOnPhoneAndDesktop(page, `instructors-${locale}-${name}`);

  test('the instructor’s application, hours and lessons, and the office’s instructors and application', async () => {
    const { page } = instructor;
    await page.goto(`${server.url}${prefix}/instructor`);
    await page.getByText(catalog['instructorArea.status.accepted']).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await look(page, 'application');
    await page.goto(`${server.url}${prefix}/instructor/availability`);
    await page.getByRole('button', { name: catalog['instructorArea.hours.publish'] }).waitFor();
    await look(page, 'hours');
    await page.goto(`${server.url}${prefix}/instructor/lessons`);
    await page.getByText(messagePattern(catalog['instructorArea.log.notes'])).first().waitFor();
    await look(page, 'lessons');

    const person = await chromium.person({ locale });
    await signInOfficeOnLoginPage(person.page, server.url, catalog);
    await person.page.goto(`${server.url}/admin/instructor-content`);
    await person.page.getByRole('link', { name: new RegExp(teacher.last) }).waitFor();
    await look(person.page, 'office-list');
    await person.page.goto(`${server.url}/admin/instructors/${applicationId}`);
    await person.page.getByText(catalog['admin.instructors.documents']).first().waitFor();
    await look(person.page, 'office-application');
    await person.close();
  });
});
