import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';

const stamp = '2026-11-01T12:00:00.000Z';
const created = (body: Record<string, unknown>) => ({
  success: true,
  message: 'Message sent successfully!',
  data: {
    id: 9,
    name: body.name,
    email: body.email,
    phone: body.phone ?? null,
    title: body.title ?? null,
    message: body.message ?? null,
    status: 'new',
    notes: null,
    service: null,
    created_at: stamp,
    updated_at: stamp,
  },
});

afterEach(() => localStorage.clear());

test('every anchor of the spec has its section; the partners hero links to /partner', async () => {
  await renderApp({ url: '/aboutpage' });
  expect(await screen.findByRole('link', { name: en['about.partners.more'] })).toHaveAttribute('href', '/partner');
  for (const id of ['pri', 'ab', 'ca', 'tm', 'partners', 'contact']) expect(document.getElementById(id)).toBeInTheDocument();
});

test('name and email are required, and the form keeps what was typed', async () => {
  const api = mockApi({});
  const { user } = await renderApp({ url: '/aboutpage' });
  await enter(user, await screen.findByRole('textbox', { name: 'Subject (optional)' }), 'BDE dates');
  await user.click(screen.getByRole('button', { name: en['form.send'] }));
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(en['form.nameRequired']);
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(en['form.emailRequired']);
  expect(screen.getByRole('textbox', { name: 'Subject (optional)' })).toHaveValue('BDE dates');
  expect(api.calls).toHaveLength(0);
});

test('a sent message: the toast, the trimmed payload, and a cleared form', async () => {
  const api = mockApi({ createInquiry: ({ body }) => ({ status: 201, body: created(body as Record<string, unknown>) }) });
  const { user } = await renderApp({ url: '/aboutpage' });
  await enter(user, await screen.findByRole('textbox', { name: /^Name/ }), '  Maya Chen ');
  await enter(user, screen.getByRole('textbox', { name: /^Email/ }), 'maya@example.com');
  await enter(user, screen.getByRole('textbox', { name: 'Message (optional)' }), 'When is the next BDE?');
  await user.click(screen.getByRole('button', { name: en['form.send'] }));
  expect(await screen.findByText(en['contact.sent'])).toBeInTheDocument();
  expect(api.callsTo('createInquiry')[0].body).toEqual({ name: 'Maya Chen', email: 'maya@example.com', message: 'When is the next BDE?' });
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
});

test('server field errors land on their fields and the server message is toasted, in Arabic', async () => {
  mockApi({ createInquiry: { status: 422, body: { success: false, message: 'البيانات غير صالحة.', errors: { email: ['البريد الإلكتروني غير صالح.'] } } } });
  const { user } = await renderApp({ url: '/aboutpage' }, { locale: 'ar' });
  await enter(user, await screen.findByRole('textbox', { name: new RegExp(`^${ar['form.name']}`) }), 'مايا');
  await enter(user, screen.getByRole('textbox', { name: new RegExp(`^${ar['form.email']}`) }), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: ar['form.send'] }));
  expect(await screen.findByRole('textbox', { name: new RegExp(`^${ar['form.email']}`), description: 'البريد الإلكتروني غير صالح.' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: new RegExp(`^${ar['form.name']}`) })).toHaveValue('مايا');
});

test('an unreachable server: the failure toast, nothing lost', async () => {
  failNetwork();
  const { user } = await renderApp({ url: '/aboutpage' });
  await enter(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Maya');
  await enter(user, screen.getByRole('textbox', { name: /^Email/ }), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: en['form.send'] }));
  expect(await within(document.body).findByText(en['contact.failed'])).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('maya@example.com');
});
