import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { enter } from '../../../test/enter';
import { ar, en, fr } from '../../../i18n/catalogs';

const catalogs = { en, fr, ar };
/** A required field's label ends with its asterisk. */
const field = (text: string) => new RegExp(`^${text}`);
/** A browser where a student is signed in too: the admin's token must be the one sent. */
const signedIn = {
  auth: {
    adminToken: 'admin-token',
    adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' },
    customerToken: 'a-student-token-in-the-same-browser',
  },
};
const done = { body: { success: true, message: 'Done.' } };
/** French texts keep their narrow no-break spaces, which the default matching would turn into spaces. */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

afterEach(() => localStorage.clear());

beforeAll(() => preloadScreens('/admin', '/admin/password'));

describe.each(['en', 'fr', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];

  test('the admin reaches the form from the sidebar, and changes the password with the admin’s token', async () => {
    let answer: (reply: typeof done) => void = () => undefined;
    const api = mockApi({ getDashboard: { hang: true }, changeAdminPassword: () => new Promise((resolve) => (answer = resolve)) });
    const { user } = await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale });
    const nav = within(await screen.findByRole('navigation', { name: t['admin.nav.label'] }));
    await user.click(nav.getByRole('link', { name: t['admin.nav.password'] }));
    expect(await screen.findByRole('heading', { level: 1, name: t['account.password.pageTitle'] })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: t['admin.nav.password'] })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    await enter(user, screen.getByLabelText(field(t['account.password.current'])), 'old-secret');
    await enter(user, screen.getByLabelText(field(t['account.password.new'])), 'a-new-password-2');
    await enter(user, screen.getByLabelText(field(t['account.password.confirm'])), 'a-new-password-2');
    await user.click(screen.getByRole('button', { name: t['account.password.change'] }));
    expect(await screen.findByRole('button', { name: t['account.password.changing'] })).toBeDisabled();
    answer(done);

    expect(await screen.findByText(t['account.password.changed'])).toBeInTheDocument();
    expect(screen.getByText(t['account.password.changedOthers'], asWritten)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t['account.password.change'] })).toBeEnabled();
    const [call] = api.callsTo('changeAdminPassword');
    expect(call.body).toEqual({ current_password: 'old-secret', new_password: 'a-new-password-2' });
    expect(call.headers.get('authorization')).toBe('Bearer admin-token');
    for (const label of ['account.password.current', 'account.password.new', 'account.password.confirm'] as const) {
      expect(screen.getByLabelText(field(t[label]))).toHaveValue('');
    }
  });
});

test('the form’s own checks: each field says what is wrong, and nothing is sent', async () => {
  const api = mockApi({});
  const { user } = await renderApp({ url: '/admin/password' }, { preloadedState: signedIn });
  const current = await screen.findByLabelText(field(en['account.password.current']));
  const next = screen.getByLabelText(field(en['account.password.new']));
  const confirmation = screen.getByLabelText(field(en['account.password.confirm']));
  expect(next).toHaveAccessibleDescription(en['signup.passwordHelp']);

  await enter(user, next, 'short');
  await user.click(screen.getByRole('button', { name: en['account.password.change'] }));
  expect(current).toHaveAccessibleDescription(en['login.passwordRequired']);
  expect(next).toHaveAccessibleDescription(en['signup.passwordShort']);
  expect(confirmation).toHaveAccessibleDescription(en['signup.mismatch']);

  await enter(user, current, 'old-secret');
  await enter(user, next, '-and-long');
  await enter(user, confirmation, 'short-and-lung');
  await user.click(screen.getByRole('button', { name: en['account.password.change'] }));
  expect(confirmation).toHaveAccessibleDescription(en['signup.mismatch']);
  expect(current).not.toHaveAccessibleDescription(en['login.passwordRequired']);
  expect(next).toHaveAccessibleDescription(en['signup.passwordHelp']);
  expect(api.calls).toHaveLength(0);
});

test('a wrong current password is shown at its field in the reader’s language, and what was typed stays', async () => {
  mockApi({
    changeAdminPassword: {
      status: 422,
      body: { success: false, message: 'Les données fournies sont invalides.', errors: { current_password: ['Le mot de passe actuel est incorrect.'] } },
    },
  });
  const { user } = await renderApp({ url: '/admin/password' }, { preloadedState: signedIn, locale: 'fr' });
  await enter(user, await screen.findByLabelText(field(fr['account.password.current'])), 'pas-le-bon');
  await enter(user, screen.getByLabelText(field(fr['account.password.new'])), 'a-new-password-2');
  await enter(user, screen.getByLabelText(field(fr['account.password.confirm'])), 'a-new-password-2');
  await user.click(screen.getByRole('button', { name: fr['account.password.change'] }));
  await waitFor(() =>
    expect(screen.getByLabelText(field(fr['account.password.current']))).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'),
  );
  expect(screen.getByLabelText(field(fr['account.password.new']))).toHaveValue('a-new-password-2');
  expect(screen.queryByText(fr['account.password.changedOthers'])).not.toBeInTheDocument();
});
