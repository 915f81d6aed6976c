import type { Locator } from 'playwright-core';
import { lastCode, type RunningServer } from './server';

/** A catalog message with its placeholders filled, as react-intl writes it for plain values. */
export const intlFormat = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message whose placeholders may be anything (a date, a number): as a pattern. */
export const messagePattern = (message: string) =>
  new RegExp(
    message
      .split(/\{\w+\}/)
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
