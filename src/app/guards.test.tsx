import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { mockApi } from '../test/mockApi';
import { adminSignedOut } from '../state/authSlice';
import { refreshAdminSession } from '../api/session';
import en from '../i18n/en.json';

const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' };
const signedInAdmin = { auth: { adminToken: 'admin-token', adminUser: admin, customerToken: null } };

afterEach(() => localStorage.clear());

describe('/payment-page', () => {
  test('without a student token goes to /login, which is told to come back', async () => {
    const { router } = await renderApp({ url: '/payment-page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/payment-page' });
    expect(await screen.findByRole('heading', { level: 1, name: en['page.login.title'] })).toBeInTheDocument();
  });

  test('with a stored student token stays', async () => {
    localStorage.setItem('token', 'student-token');
    const { router } = await renderApp({ url: '/payment-page' });
    expect(await screen.findByRole('heading', { level: 1, name: en['page.payment.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-page');
  });
});

describe('the admin area', () => {
  test.each(['/admin', '/admin/services', '/admin/addpartner'])('%s without a session goes to /admin/login', async (url) => {
    const { router } = await renderApp({ url });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.state).toEqual({ from: url });
    expect(await screen.findByRole('heading', { level: 1, name: en['admin.login.title'] })).toBeInTheDocument();
  });

  test('a signed-in admin on /admin/login is sent to /admin', async () => {
    const { router } = await renderApp({ url: '/admin/login' }, { preloadedState: signedInAdmin });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: en['admin.dashboard.title'] })).toBeInTheDocument();
  });

  test('a user whose role is not admin is not let in', async () => {
    const { router } = await renderApp({ url: '/admin' }, { preloadedState: { auth: { ...signedInAdmin.auth, adminUser: { ...admin, role: 'student' } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  test('a session that ends (a 401 anywhere) sends the admin to the login at once', async () => {
    const { router, store } = await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedInAdmin });
    await screen.findByRole('heading', { level: 1, name: en['admin.inquiries.title'] });
    act(() => {
      store.dispatch(adminSignedOut());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  test('a stored token without its user waits for the start-up refresh, then goes in', async () => {
    mockApi({ getCurrentUser: { body: { success: true, data: admin } } });
    localStorage.setItem('auth_token', 'stored-token');
    const { router, store } = await renderApp({ url: '/admin/cities' });
    expect(screen.getByRole('progressbar', { name: en['common.loadingPage'] })).toBeInTheDocument();
    await act(() => store.dispatch(refreshAdminSession()));
    expect(await screen.findByRole('heading', { level: 1, name: en['admin.cities.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/cities');
  });

  test('a stored token the server no longer accepts ends on the login', async () => {
    mockApi({ getCurrentUser: { status: 401, body: { success: false, message: 'Unauthenticated.' } } });
    localStorage.setItem('auth_token', 'stale-token');
    const { router, store } = await renderApp({ url: '/admin' });
    await act(() => store.dispatch(refreshAdminSession()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});
