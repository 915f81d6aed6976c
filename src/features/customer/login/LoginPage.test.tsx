import { act, screen, waitFor } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { emptyAccountReplies } from '../shared/accountFixtures';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';

const user = { id: 5, fName: 'Jordan', lName: 'Tremblay', email: 'student@example.com', type: 'student', verified: true };

afterEach(() => localStorage.clear());

async function fillAndSubmit(email: string, password: string, locale: 'en' | 'ar' = 'en', url = '/login') {
  const m = locale === 'en' ? en : ar;
  const result = await renderApp({ url }, { locale });
  if (email) await enter(result.user, await screen.findByLabelText(new RegExp(`^${m['form.email']}`)), email);
  if (password) await enter(result.user, screen.getByLabelText(new RegExp(`^${m['login.password']}`)), password);
  await result.user.click(await screen.findByRole('button', { name: m['login.submit'] }));
  return result;
}

test('both fields are required, with the messages of the spec', async () => {
  const api = mockApi({});
  await fillAndSubmit('', '');
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(en['form.emailRequired']);
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(en['login.passwordRequired']);
  expect(api.calls).toHaveLength(0);
});

test('a customer (a paid or confirmed booking) signing in is taken to their account', async () => {
  await preloadScreens('/account');
  mockApi({ ...emptyAccountReplies, customerLogin: { body: { success: true, message: 'Signed in.', token: 'tok-1', user, has_bookings: true } } });
  const { router } = await fillAndSubmit('student@example.com', 'secret-pass');
  expect(await screen.findByRole('heading', { level: 1, name: en['page.account.title'] })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/account');
});

test('in Arabic the student goes straight to the Arabic account page, never through the English one', async () => {
  await preloadScreens('/ar/account');
  mockApi({ ...emptyAccountReplies, customerLogin: { body: { success: true, message: 'Signed in.', token: 'tok-1', user, has_bookings: true } } });
  const { router } = await fillAndSubmit('student@example.com', 'secret-pass', 'ar', '/ar/login');
  expect(await screen.findByRole('heading', { level: 1, name: ar['page.account.title'] })).toBeInTheDocument();
  expect(router.visited).toEqual(['/ar/login', '/ar/account']);
});

test('success stores the token and takes a newcomer to the packages; the login says it is a student', async () => {
  const api = mockApi({
    customerLogin: { body: { success: true, message: 'Signed in.', token: 'tok-1', user, has_bookings: false } },
    listPackages: { body: [] },
  });
  const { router, store } = await fillAndSubmit(' student@example.com ', 'secret-pass');
  expect(await screen.findByRole('heading', { level: 1, name: en['page.payment.title'] })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/payment-page');
  expect(store.getState().auth.customerToken).toBe('tok-1');
  expect(store.getState().auth.customerUser).toEqual({ id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'student@example.com' });
  expect(localStorage.getItem('customer_data')).toBe(JSON.stringify(store.getState().auth.customerUser));
  expect(api.callsTo('customerLogin')[0].body).toEqual({ email: 'student@example.com', password: 'secret-pass', type: 'student', tokenName: 'web' });
});

test.each([
  [
    'a server message',
    { status: 401, body: { success: false, message: 'These credentials do not match our records.' } },
    'These credentials do not match our records.',
  ],
  [
    'short field errors, joined',
    { status: 422, body: { success: false, message: 'Invalid', errors: { email: ['Email is invalid.'], password: ['Too short.'] } } },
    'Email is invalid. • Too short.',
  ],
  [
    'long field errors',
    { status: 422, body: { success: false, message: 'Invalid', errors: { email: ['x'.repeat(120)], password: ['y'.repeat(120)] } } },
    en['login.validationFailed'],
  ],
  ['no message', { status: 403, body: { success: false, message: '' } }, 'Server error 403'],
])('an HTTP error shows %s', async (_, reply, text) => {
  mockApi({ customerLogin: reply });
  await fillAndSubmit('student@example.com', 'secret-pass');
  expect(await screen.findAllByText(text)).not.toHaveLength(0);
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('student@example.com');
});

test('a network error says the login failed, in the reader’s language (Arabic)', async () => {
  failNetwork();
  await fillAndSubmit('student@example.com', 'secret-pass', 'ar');
  expect(await screen.findAllByText(ar['login.failed'])).not.toHaveLength(0);
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

describe('a student already signed in', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok-1');
    mockApi({ ...emptyAccountReplies, listPackages: { body: [] } });
  });

  test('is sent to their account, replacing the login in the history', async () => {
    await preloadScreens('/account');
    const { router } = await renderApp({ url: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: en['page.account.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByRole('button', { name: en['login.submit'] })).not.toBeInTheDocument();
  });

  test('is sent where they were going when a page asked them to sign in', async () => {
    await preloadScreens('/payment-page', '/services');
    const { router } = await renderApp({ url: '/services' });
    await act(() => router.navigate('/login', { state: { from: '/payment-page' } }));
    expect(await screen.findByRole('heading', { level: 1, name: en['page.payment.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-page');
  });
});

test.each(['en', 'ar'] as const)(
  'a signed-out "Enroll now" (%s) offers creating an account as plainly as logging in, keeping where the visitor was going',
  async (locale) => {
    const m = locale === 'en' ? en : ar;
    mockApi({});
    const { router, user: clicker } = await renderApp({ url: locale === 'en' ? '/payment-page?service=3' : '/ar/payment-page?service=3' }, { locale });
    expect(await screen.findByText(m['login.enrollFirst'])).toBeInTheDocument();
    await preloadScreens(locale === 'en' ? '/signup' : '/ar/signup');
    await clicker.click(screen.getByRole('link', { name: m['login.createAccount'] }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/signup$/));
    expect(router.state.location.state).toMatchObject({ from: expect.stringContaining('payment-page?service=3') });
  },
);

test('a login not sent by "Enroll now" has no such notice', async () => {
  mockApi({});
  await renderApp({ url: '/login' });
  expect(await screen.findByRole('button', { name: en['login.submit'] })).toBeInTheDocument();
  expect(screen.queryByText(en['login.enrollFirst'])).not.toBeInTheDocument();
});
