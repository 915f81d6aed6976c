import { screen, waitFor, within } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { mockApi } from '../../test/mockApi';
import { ar, en } from '../../i18n/catalogs';

const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' };
const signedInAdmin = { auth: { adminToken: 'admin-token', adminUser: admin, customerToken: null } };

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

beforeAll(() => preloadScreens('/admin/inquiries', '/admin/cities', '/admin/login'));

const SECTIONS: [string, string][] = [
  [en['admin.nav.dashboard'], '/admin'],
  [en['admin.nav.insight'], '/admin/insight'],
  [en['admin.nav.services'], '/admin/services'],
  [en['admin.nav.packages'], '/admin/packages'],
  [en['admin.nav.inquiries'], '/admin/inquiries'],
  [en['admin.nav.bookings'], '/admin/bookings'],
  [en['admin.nav.lessons'], '/admin/lessons'],
  [en['admin.nav.cancellationList'], '/admin/cancellation-list'],
  [en['admin.nav.texts'], '/admin/texts'],
  [en['admin.nav.courses'], '/admin/bde-courses'],
  [en['admin.nav.classes'], '/admin/bde-classes'],
  [en['admin.nav.certification'], '/admin/bde-certification'],
  [en['admin.nav.homeLink'], '/admin/bde-home-link'],
  [en['admin.nav.content'], '/admin/content'],
  [en['admin.nav.cities'], '/admin/cities'],
  [en['admin.nav.instructors'], '/admin/instructor-content'],
  [en['admin.nav.partners'], '/admin/addpartner'],
  [en['admin.nav.settings'], '/admin/settings'],
  [en['admin.nav.password'], '/admin/password'],
];

test('the sidebar lists every section and marks the current one', async () => {
  const { user, router } = await renderApp({ url: '/admin' }, { preloadedState: signedInAdmin });
  const sidebar = within(await screen.findByRole('navigation', { name: en['admin.nav.label'] }));
  expect(
    sidebar
      .getAllByRole('link')
      .slice(1)
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual(SECTIONS);
  expect(sidebar.getByRole('link', { name: en['admin.nav.dashboard'] })).toHaveAttribute('aria-current', 'page');
  expect(within(screen.getByRole('banner')).getByText(en['admin.nav.dashboard'])).toBeInTheDocument();

  await user.click(sidebar.getByRole('link', { name: en['admin.nav.inquiries'] }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inquiries'));
  expect(await screen.findByRole('heading', { level: 1, name: en['admin.inquiries.title'] })).toBeInTheDocument();
  expect(sidebar.getByRole('link', { name: en['admin.nav.inquiries'] })).toHaveAttribute('aria-current', 'page');
  expect(sidebar.getByRole('link', { name: en['admin.nav.dashboard'] })).not.toHaveAttribute('aria-current');
  expect(within(screen.getByRole('banner')).getByText(en['admin.nav.inquiries'])).toBeInTheDocument();
});

test('on a phone the sidebar opens as a drawer that closes after a choice', async () => {
  const { user, router } = await renderApp({ url: '/admin' }, { preloadedState: signedInAdmin });
  await user.click(await screen.findByRole('button', { name: en['admin.shell.openMenu'] }));
  const drawer = await screen.findByRole('presentation');
  await user.click(within(drawer).getByRole('link', { name: en['admin.nav.cities'] }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cities'));
  await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
});

test('Logout ends the session even when the call fails, and shows the admin login', async () => {
  mockApi({ adminLogout: { status: 500, body: { success: false, message: 'Server Error' } } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { user, router, store } = await renderApp({ url: '/admin/content' }, { preloadedState: signedInAdmin });
  await user.click(await screen.findByRole('button', { name: en['admin.shell.logout'] }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  expect(store.getState().auth.adminToken).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: en['admin.login.title'] })).toBeInTheDocument();
});

test('the shell is translated and right-to-left in Arabic, with the shared language selector', async () => {
  await renderApp({ url: '/admin/cities' }, { preloadedState: signedInAdmin, locale: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: ar['admin.cities.title'] })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('navigation', { name: ar['admin.nav.label'] })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: ar['admin.shell.logout'] })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'AR — اللغة: العربية' })).toBeInTheDocument();
});
