import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en, fr } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';

const customer = { id: 5, fName: 'Maya', lName: 'Chen', email: 'maya@example.com', type: 'student', verified: true };

afterEach(() => {
  jest.useRealTimers();
});

afterEach(() => localStorage.clear());

test('without an email from the signup, the email is asked for; the code is required', async () => {
  const api = mockApi({});
  const { user } = await renderApp({ url: '/verify' });
  await user.click(await screen.findByRole('button', { name: en['verify.submit'] }));
  expect(screen.getByRole('textbox', { name: /^Email the code/ })).toHaveAccessibleDescription(en['verify.noEmail']);
  expect(screen.getByRole('textbox', { name: /^Verification code/ })).toHaveAccessibleDescription(en['verify.codeRequired']);
  expect(api.calls).toHaveLength(0);
});

test('a right code stores the token and goes to the redirect target; on the way to the packages, there', async () => {
  const api = mockApi({ verifyCode: { body: { success: true, message: 'Verified.', token: 'tok-9', user: customer } }, listPackages: { body: [] } });
  const { user, router, store } = await renderApp({ url: '/verify' });
  await act(() => router.navigate('/verify', { state: { email: 'maya@example.com', redirectTo: '/login', from: '/payment-page' } }));
  await user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), ' 123456 ');
  await user.click(screen.getByRole('button', { name: en['verify.submit'] }));
  expect(await screen.findByRole('heading', { level: 1, name: en['page.payment.title'] })).toBeInTheDocument();
  expect(store.getState().auth.customerToken).toBe('tok-9');
  expect(api.callsTo('verifyCode')[0].body).toEqual({ email: 'maya@example.com', code: '123456', firebaseToken: null, deviceId: null });
  expect(screen.getByText(en['verify.success'])).toBeInTheDocument();
});

test('a wrong code shows the server text, in Arabic', async () => {
  mockApi({ verifyCode: { status: 422, body: { success: false, message: 'Invalid.', errors: { code: ['الرمز غير صحيح.'] } } } });
  const { user, router } = await renderApp({ url: '/verify' }, { locale: 'ar' });
  await act(() => router.navigate('/verify', { state: { email: 'maya@example.com' } }));
  await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${ar['verify.code']}`) }), '000000');
  await user.click(screen.getByRole('button', { name: ar['verify.submit'] }));
  expect(await screen.findAllByText('الرمز غير صحيح.')).not.toHaveLength(0);
});

test('a wrong then a right code: the toast of the right one takes the place of the wrong one', async () => {
  // The test's own clock: the older toast must be gone well before it would hide itself (4 s).
  jest.useFakeTimers();
  let attempts = 0;
  mockApi({
    verifyCode: () =>
      ++attempts === 1
        ? { status: 422, body: { success: false, message: 'Invalid.', errors: { code: ['The code is wrong.'] } } }
        : { body: { success: true, message: 'Verified.', token: 'tok-9', user: customer } },
    listPackages: { body: [] },
  });
  const { user, router } = await renderApp({ url: '/verify' });
  await act(() => router.navigate('/verify', { state: { email: 'maya@example.com', from: '/payment-page' } }));
  const code = await screen.findByRole('textbox', { name: /^Verification code/ });
  await user.type(code, '000000');
  await user.click(screen.getByRole('button', { name: en['verify.submit'] }));
  expect(await screen.findAllByText('The code is wrong.')).not.toHaveLength(0);
  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: en['verify.submit'] }));
  expect(await screen.findByText(en['verify.success'])).toBeInTheDocument();
  // Within a second of the fake clock (waitFor advances it).
  await waitFor(() => expect(screen.queryByText('The code is wrong.')).not.toBeInTheDocument(), { timeout: 1000 });
});

test('two wrong codes in Arabic: one toast, the newer message', async () => {
  // The test's own clock: the older toast must be gone well before it would hide itself (4 s).
  jest.useFakeTimers();
  const messages = ['الرمز غير صحيح.', 'انتهت صلاحية الرمز.'];
  let attempts = 0;
  mockApi({ verifyCode: () => ({ status: 422, body: { success: false, message: 'Invalid.', errors: { code: [messages[attempts++]] } } }) });
  const { user, router } = await renderApp({ url: '/verify' }, { locale: 'ar' });
  await act(() => router.navigate('/verify', { state: { email: 'maya@example.com' } }));
  await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${ar['verify.code']}`) }), '000000');
  await user.click(screen.getByRole('button', { name: ar['verify.submit'] }));
  expect(await screen.findAllByText(messages[0])).not.toHaveLength(0);
  await user.click(screen.getByRole('button', { name: ar['verify.submit'] }));
  expect(await screen.findAllByText(messages[1])).not.toHaveLength(0);
  // Within a second of the fake clock (waitFor advances it).
  await waitFor(() => expect(screen.queryByText(messages[0])).not.toBeInTheDocument(), { timeout: 1000 });
});

test('"send a new code" asks for one for the email, is disabled while sending, and confirms inline', async () => {
  let answer: (reply: { body: unknown }) => void = () => undefined;
  const api = mockApi({ resendVerificationCode: () => new Promise((resolve) => (answer = resolve)) });
  const { user, router } = await renderApp({ url: '/verify' });
  await act(() => router.navigate('/verify', { state: { email: 'maya@example.com' } }));
  await user.click(await screen.findByRole('button', { name: en['verify.resend'] }));
  expect(await screen.findByRole('button', { name: en['verify.resending'] })).toBeDisabled();
  await act(async () => answer({ body: { success: true, message: 'Sent.' } }));
  const confirmation = en['verify.resent'].replace('{email}', 'maya@example.com');
  expect(await screen.findByRole('status')).toHaveTextContent(confirmation);
  expect(screen.getByRole('button', { name: en['verify.resend'] })).toBeEnabled();
  expect(api.callsTo('resendVerificationCode')[0].body).toEqual({ email: 'maya@example.com' });
  expect(screen.queryByRole('link', { name: /sign up/i })).not.toBeInTheDocument();
});

test('"send a new code" needs the email; a refusal (too many codes) shows the server text, in French', async () => {
  const api = mockApi({ resendVerificationCode: { status: 429, body: { success: false, message: 'Trop de codes ont été demandés.' } } });
  const { user } = await renderApp({ url: '/verify' }, { locale: 'fr' });
  await user.click(await screen.findByRole('button', { name: fr['verify.resend'] }));
  expect(screen.getByRole('textbox', { name: new RegExp(`^${fr['verify.emailLabel']}`) })).toHaveAccessibleDescription(fr['verify.noEmail']);
  expect(api.calls).toHaveLength(0);
  await enter(user, screen.getByRole('textbox', { name: new RegExp(`^${fr['verify.emailLabel']}`) }), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: fr['verify.resend'] }));
  expect(await screen.findAllByText('Trop de codes ont été demandés.')).not.toHaveLength(0);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('from the sign-up, in French: an account already on the email is mailed a note instead of a code, and the page offers to sign in or reset', async () => {
  mockApi({});
  // The French sign-up sends its state to the French address.
  const { router } = await renderApp({ url: '/fr/verify' }, { locale: 'fr' });
  await act(() => router.navigate('/fr/verify', { state: { email: 'maya@example.com', redirectTo: '/fr/login', signedUp: true } }));
  // The query collapses the page's spaces, the narrow one before a French colon among them.
  expect(await screen.findByText(fr['verify.introSignedUp'].replace('{email}', 'maya@example.com').replace(/\s+/g, ' '))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: fr['verify.haveAccount'] })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: fr['login.forgot'] })).toBeInTheDocument();
});

test('from the login (a code on its way to a pending account), the page only asks for the code', async () => {
  mockApi({});
  const { router } = await renderApp({ url: '/verify' });
  await act(() => router.navigate('/verify', { state: { email: 'maya@example.com' } }));
  expect(await screen.findByText(en['verify.intro'].replace('{email}', 'maya@example.com'))).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: en['verify.haveAccount'] })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: en['login.forgot'] })).not.toBeInTheDocument();
});
