import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { preloadScreens, renderApp } from '../test/renderApp';
import { mockApi } from '../test/mockApi';
import { emptyAccountReplies } from '../features/customer/shared/accountFixtures';
import { adminSignedOut } from '../state/authSlice';
import { refreshAdminSession } from '../api/session';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { setupStore } from './store';
import en from '../i18n/en.json';
import { en as allEn, fr as allFr } from '../i18n/catalogs';

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
    expect(await screen.findByRole('heading', { level: 1, name: allEn['admin.login.title'] })).toBeInTheDocument();
  });

  test('a signed-in admin on /admin/login is sent to /admin', async () => {
    const { router } = await renderApp({ url: '/admin/login' }, { preloadedState: signedInAdmin });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: allEn['admin.dashboard.title'] })).toBeInTheDocument();
  });

  test('a user whose role is not admin is not let in', async () => {
    const { router } = await renderApp({ url: '/admin' }, { preloadedState: { auth: { ...signedInAdmin.auth, adminUser: { ...admin, role: 'student' } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  test('a session that ends (a 401 anywhere) sends the admin to the login at once', async () => {
    const { router, store } = await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedInAdmin });
    await screen.findByRole('heading', { level: 1, name: allEn['admin.inquiries.title'] });
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
    expect(await screen.findByRole('heading', { level: 1, name: allEn['admin.cities.title'] })).toBeInTheDocument();
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

describe('a student already signed in', () => {
  const customer = { id: 5, fName: 'Maya', lName: 'Chen', email: 'maya@example.com', type: 'student', verified: true };

  beforeEach(() => {
    mockApi({
      ...emptyAccountReplies,
      verifyCode: { body: { success: true, message: 'Verified.', token: 'tok-9', user: customer } },
    });
    return preloadScreens('/account');
  });

  test('on /verify is sent to their account', async () => {
    localStorage.setItem('token', 'tok-1');
    const { router } = await renderApp({ url: '/verify' });
    expect(await screen.findByRole('heading', { level: 1, name: allEn['page.account.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  test('by a verification code with nowhere else to go lands on their account, not on the login', async () => {
    await preloadScreens('/login');
    const { user, router, store } = await renderApp({ url: '/verify' });
    await act(() => router.navigate('/verify', { state: { email: 'maya@example.com', redirectTo: '/login' } }));
    await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: allEn['verify.submit'] }));
    expect(await screen.findByRole('heading', { level: 1, name: allEn['page.account.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(store.getState().auth.customerUser).toMatchObject({ firstName: 'Maya', fullName: 'Maya Chen' });
  });

  test('Back from where the login sent them skips the login', async () => {
    localStorage.setItem('token', 'tok-1');
    await preloadScreens('/aboutpage', '/login');
    let back: () => void = () => undefined;
    function BackButton() {
      const navigate = useNavigate();
      back = () => void navigate(-1);
      return null;
    }
    render(
      <AppProviders store={setupStore({ locale: { locale: 'en' } })}>
        <MemoryRouter initialEntries={['/aboutpage', '/login']} initialIndex={1}>
          <BackButton />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: allEn['page.account.title'] })).toBeInTheDocument();
    await act(async () => back());
    expect(await screen.findByRole('heading', { level: 1, name: allEn['page.about.title'] })).toBeInTheDocument();
  });

  test('/account shows the account page, in the reader’s language', async () => {
    localStorage.setItem('token', 'tok-1');
    const { router } = await renderApp({ url: '/fr/account' }, { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: allFr['page.account.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/account');
  });

  test('/account without a session asks for the login, which will come back to it', async () => {
    const { router } = await renderApp({ url: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/account' });
  });
});
