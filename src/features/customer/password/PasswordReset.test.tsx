import { screen, waitFor } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';

const catalogs = { en, ar };
const field = (text: string) => new RegExp(`^${text}`);

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('from the login: forgot, a code is mailed, the code and a new password, then the login says every session was signed out', async () => {
    const api = mockApi({
      requestPasswordReset: { body: { success: true, message: 'Done.' } },
      resetPassword: { body: { success: true, message: 'Done.' } },
    });
    await preloadScreens(`${prefix}/forgot-password`, `${prefix}/reset-password`);
    const { user, router } = await renderApp({ url: `${prefix}/login` }, { locale });
    await user.click(await screen.findByRole('link', { name: t['login.forgot'] }));
    expect(await screen.findByRole('heading', { level: 1, name: t['page.forgotPassword.title'] })).toBeInTheDocument();
    await enter(user, screen.getByRole('textbox', { name: field(t['form.email']) }), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: t['password.forgot.submit'] }));
    expect(await screen.findByRole('status')).toHaveTextContent('maya@example.com');
    expect(api.callsTo('requestPasswordReset')[0].body).toEqual({ email: 'maya@example.com' });

    await user.click(screen.getByRole('link', { name: t['password.forgot.haveCode'] }));
    expect(await screen.findByRole('heading', { level: 1, name: t['page.resetPassword.title'] })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=maya%40example.com');
    expect(screen.getByRole('textbox', { name: field(t['form.email']) })).toHaveValue('maya@example.com');
    const password = screen.getByLabelText(field(t['account.password.new']));
    expect(password).toHaveAccessibleDescription(t['signup.passwordHelp']);
    await user.type(screen.getByRole('textbox', { name: field(t['password.reset.code']) }), '123456');
    await enter(user, password, 'a-new-secret');
    await user.click(screen.getByRole('button', { name: t['password.reset.submit'] }));
    expect(await screen.findByText(t['login.passwordReset'])).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${prefix}/login`);
    expect(screen.getByRole('textbox', { name: field(t['form.email']) })).toHaveValue('maya@example.com');
    expect(api.callsTo('resetPassword')[0].body).toEqual({ email: 'maya@example.com', code: '123456', new_password: 'a-new-secret' });
  });
});

test('a wrong code is said at the code field and nothing else changes', async () => {
  mockApi({ resetPassword: { status: 422, body: { success: false, message: 'Invalid.', errors: { code: ['This code is wrong or has expired.'] } } } });
  const { user, router } = await renderApp({ url: '/reset-password?email=maya%40example.com' });
  await user.type(await screen.findByRole('textbox', { name: field(en['password.reset.code']) }), '000000');
  await enter(user, screen.getByLabelText(field(en['account.password.new'])), 'a-new-secret');
  await user.click(screen.getByRole('button', { name: en['password.reset.submit'] }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: field(en['password.reset.code']) })).toHaveAccessibleDescription('This code is wrong or has expired.'),
  );
  expect(router.state.location.pathname).toBe('/reset-password');
});

test('the reset page checks the code and the password’s length before sending', async () => {
  const api = mockApi({});
  const { user } = await renderApp({ url: '/reset-password' });
  await enter(user, await screen.findByRole('textbox', { name: field(en['form.email']) }), 'maya@example.com');
  await user.type(screen.getByRole('textbox', { name: field(en['password.reset.code']) }), '12');
  await user.type(screen.getByLabelText(field(en['account.password.new'])), 'short');
  await user.click(screen.getByRole('button', { name: en['password.reset.submit'] }));
  expect(screen.getByRole('textbox', { name: field(en['password.reset.code']) })).toHaveAccessibleDescription(en['password.reset.codeInvalid']);
  expect(screen.getByLabelText(field(en['account.password.new']))).toHaveAccessibleDescription(en['signup.passwordShort']);
  expect(api.calls).toHaveLength(0);
});
