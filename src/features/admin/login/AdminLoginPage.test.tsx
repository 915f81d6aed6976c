import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';

const admin = { id: 1, name: 'Site Admin', email: 'admin@example.com', role: 'admin' };

afterEach(() => {
  localStorage.clear();
  globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: null };
});

async function submit(email: string, password: string, locale: 'en' | 'ar' = 'en') {
  const m = locale === 'en' ? en : ar;
  const result = await renderApp({ url: '/admin/login' }, { locale });
  if (email) await enter(result.user, await screen.findByRole('textbox', { name: new RegExp(`^${m['admin.login.email']}`) }), email);
  if (password) await enter(result.user, screen.getByLabelText(new RegExp(`^${m['admin.login.password']}`)), password);
  await result.user.click(await screen.findByRole('button', { name: m['admin.login.submit'] }));
  return result;
}

test('email and password are required', async () => {
  const api = mockApi({});
  await submit('', '');
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(en['admin.login.emailRequired']);
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(en['admin.login.passwordRequired']);
  expect(api.calls).toHaveLength(0);
});

test('wrong credentials and a non-admin account are refused with their own messages', async () => {
  mockApi({ adminLogin: { status: 401, body: { success: false, message: 'These credentials do not match our records.' } } });
  const first = await submit('admin@example.com', 'wrong');
  expect((await screen.findAllByText(en['admin.login.invalid'])).length).toBeGreaterThan(0);
  first.unmount();
  mockApi({ adminLogin: { status: 403, body: { success: false, message: 'Only administrators may do this.' } } });
  await submit('student@example.com', 'right', 'ar');
  expect((await screen.findAllByText(ar['admin.login.notAdmin'])).length).toBeGreaterThan(0);
});

test('success stores the token and user and opens the dashboard', async () => {
  mockApi({
    adminLogin: { body: { success: true, message: 'Signed in.', data: { token: 'admin-tok', user: admin } } },
    getDashboard: { hang: true },
    getQuickStats: { hang: true },
  });
  const { router, store } = await submit('admin@example.com', 'right-password');
  await screen.findByRole('heading', { level: 1, name: en['admin.dashboard.title'] });
  expect(router.state.location.pathname).toBe('/admin');
  expect(store.getState().auth).toMatchObject({ adminToken: 'admin-tok', adminUser: admin });
});

test('the password can be shown; the demo note appears only in demo mode and fills the form', async () => {
  globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: { email: 'admin@driveontario.ca', password: 'drive-ontario-demo' } };
  const { user } = await renderApp({ url: '/admin/login' });
  await user.click(await screen.findByRole('button', { name: en['admin.login.useDemo'] }));
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('admin@driveontario.ca');
  await user.click(screen.getByRole('button', { name: en['admin.login.show'] }));
  expect(screen.getByRole('textbox', { name: /^Password/ })).toHaveValue('drive-ontario-demo');
});

test.each(['en', 'ar'] as const)('the demo note keeps the email and the password each on one line, left to right, its button under it (%s)', async (locale) => {
  const m = locale === 'en' ? en : ar;
  globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: { email: 'admin@driveontario.ca', password: 'drive-ontario-demo' } };
  await renderApp({ url: '/admin/login' }, { locale });
  const button = await screen.findByRole('button', { name: m['admin.login.useDemo'] });
  for (const text of ['admin@driveontario.ca', 'drive-ontario-demo']) {
    const piece = screen.getByText(text);
    expect(piece).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(piece).toHaveAttribute('dir', 'ltr');
  }
  // In the note's own text column (full width), not in a side action slot.
  expect(button.closest('[role="status"] > div')).toContainElement(screen.getByText('drive-ontario-demo'));
});
