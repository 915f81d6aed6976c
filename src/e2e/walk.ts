import type { Locator, Page } from 'playwright-core';
import { fieldLabel, screenshot, settled, VIEWPORTS } from './browser';
import { ADMIN, lastCode, type RunningServer } from './server';
import { en } from '../i18n/catalogs';

/** An English plural (`{n, plural, one {…} other {…}}`), its branches without braces inside. */
const ENGLISH_PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/** A catalog message with its placeholders filled, as react-intl writes it for plain values and English plurals. */
export const intlFormat = (message: string, values: Record<string, string | number>) =>
  message
    .replace(ENGLISH_PLURAL, (_, name: string, one: string, other: string) => (values[name] === 1 ? one : other).replace(/#/g, String(values[name])))
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message whose placeholders may be anything (a date, a number): as a pattern. */
export const messagePattern = (message: string) =>
  new RegExp(
    message
      .split(/\{\w+\}|\{\w+, plural, (?:[^{}]|\{[^{}]*\})*\}/)
      .map(escaped)
      .join('.+'),
  );

/** What a locator shows, with every kind of space made a plain one. */
export const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s/g, ' ').trim();

/** The Toronto calendar day `days` from now, as a date field takes it. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });

export interface StudentAccount {
  first: string;
  last: string;
  email: string;
  password: string;
}

/** A verified student account, made as the sign-up form and the mailed code would. */
export async function signedUpStudent(server: RunningServer, student: StudentAccount): Promise<void> {
  const form = new FormData();
  const fields = {
    fName: student.first,
    lName: student.last,
    email: student.email,
    password: student.password,
    gender: 'female',
    type: 'student',
    phoneNumber: '613-555-0140',
    latitude: '44.2312',
    longitude: '-76.4860',
    city: 'Kingston',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const signUp = await fetch(`${server.url}/api/api/userSignUp`, { method: 'POST', body: form });
  expect(signUp.status).toBe(201);
  const verify = await fetch(`${server.url}/api/api/verifyCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: student.email, code: await lastCode(server, student.email) }),
  });
  expect(verify.status).toBe(200);
}

/** A screenshot of the page on a phone and on a desktop, each without horizontal overflow. */
export async function lookOnPhoneAndDesktop(page: Page, shot: string): Promise<void> {
  for (const [size, viewport] of [
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await screenshot(page, `${shot}-${size}`);
    expect({ shot, size, overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) }).toEqual({
      shot,
      size,
      overflow: 0,
    });
  }
}

/** Signs a student in on the login page (in English) and waits to leave it. */
export async function signInOnLoginPage(page: Page, url: string, account: Pick<StudentAccount, 'email' | 'password'>): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel(fieldLabel(en['form.email'])).fill(account.email);
  await page.getByLabel(fieldLabel(en['login.password'])).fill(account.password);
  await page.getByRole('button', { name: en['login.submit'] }).click();
  await page.waitForURL((at) => !at.pathname.endsWith('/login'));
}

/** Signs the e2e admin in on the office's login page (in `catalog`'s language) and waits for the dashboard. */
export async function signInOfficeOnLoginPage(page: Page, url: string, catalog: Record<string, string> = en): Promise<void> {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel(fieldLabel(catalog['admin.login.email'])).fill(ADMIN.email);
  await page.getByLabel(fieldLabel(catalog['admin.login.password'])).fill(ADMIN.password);
  await page.getByRole('button', { name: catalog['admin.login.submit'] }).click();
  await page.waitForURL(/\/admin$/);
}

/** One API call with a bearer token (and a JSON body), answered with its status and JSON. */
export async function apiCall(server: RunningServer, method: string, url: string, bearer: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data: Record<string, unknown> } };
}

/**
 * The student's BDE course, booked on its first date and paid at the school as the office records it
 * (`officeToken`), with a G1 licence recorded: the student may book in-car lessons from the course's start.
 */
export async function paidBdeCourse(server: RunningServer, student: Pick<StudentAccount, 'email' | 'password'>, officeToken: string): Promise<void> {
  const login = await fetch(`${server.url}/api/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: student.email, password: student.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const packages = (await (await fetch(`${server.url}/api/api/v1/packages`)).json()) as {
    data: { id: number; name: { en: string }; dates: { id: number }[] }[];
  };
  const bde = packages.data.find((p) => p.name.en === 'BDE Beginner')!;
  const booking = await apiCall(server, 'POST', '/api/api/v1/bookings', token, { package_id: bde.id, package_date_id: bde.dates[0].id });
  const bookingId = booking.body.data.id as number;
  expect((await apiCall(server, 'POST', `/api/api/v1/bookings/${bookingId}/payment`, token, { method: 'at_school' })).status).toBe(200);
  const paid = await apiCall(server, 'POST', `/api/api/v1/admin/bookings/${bookingId}/mark-paid`, officeToken, {
    method: 'interac',
    reference: `e2e-${bookingId}`,
  });
  expect(paid.status).toBe(200);
  const courses = await apiCall(server, 'GET', '/api/api/v1/bde-courses', token);
  const course = (courses.body.data as unknown as { id: number }[])[0];
  const g1 = { g1_number: 'A1234-56789-01234', g1_expiry: dayFromNow(800) };
  expect((await apiCall(server, 'PUT', `/api/api/v1/bde-courses/${course.id}/g1`, token, g1)).status).toBe(200);
}
