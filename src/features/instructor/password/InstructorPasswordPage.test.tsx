import { screen, waitFor, within } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { enter } from '../../../test/enter';
import { ar, en } from '../../../i18n/catalogs';
import { acceptedApplication, applicationReply, signedInInstructor } from '../shared/instructorFixtures';

const catalogs = { en, ar };
/** A required field's label ends with its asterisk. */
const field = (text: string) => new RegExp(`^${text}`);
/** A browser where a student is signed in too: the instructor's token must be the one sent. */
const bothSignedIn = { auth: { ...signedInInstructor.auth, customerToken: 'a-student-token' } };

afterEach(() => localStorage.clear());

beforeAll(() => preloadScreens('/instructor', '/instructor/password', '/ar/instructor', '/ar/instructor/password'));

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('the instructor changes their password from the area’s Password tab, with the instructor’s token', async () => {
    const api = mockApi({
      getMyApplication: applicationReply(acceptedApplication),
      changeInstructorPassword: { body: { success: true, message: 'Done.' } },
    });
    const { user, router } = await renderApp({ url: `${prefix}/instructor` }, { preloadedState: bothSignedIn, locale });
    const nav = within(await screen.findByRole('navigation', { name: t['instructorArea.nav.label'] }));
    await user.click(nav.getByRole('link', { name: t['instructorArea.nav.password'] }));
    expect(await screen.findByRole('heading', { level: 1, name: t['account.password.pageTitle'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${prefix}/instructor/password`);
    expect(nav.getByRole('link', { name: t['instructorArea.nav.password'] })).toHaveAttribute('aria-current', 'page');

    await enter(user, screen.getByLabelText(field(t['account.password.current'])), 'old-secret');
    await enter(user, screen.getByLabelText(field(t['account.password.new'])), 'a-new-password-2');
    await enter(user, screen.getByLabelText(field(t['account.password.confirm'])), 'a-new-password-2');
    await user.click(screen.getByRole('button', { name: t['account.password.change'] }));
    expect(await screen.findByText(t['account.password.changedOthers'])).toBeInTheDocument();
    expect(await screen.findByText(t['account.password.changed'])).toBeInTheDocument();
    const [call] = api.callsTo('changeInstructorPassword');
    expect(call.body).toEqual({ current_password: 'old-secret', new_password: 'a-new-password-2' });
    expect(call.headers.get('authorization')).toBe('Bearer itok-1');
    expect(api.callsTo('changeMyPassword')).toHaveLength(0);
  });
});

test('a wrong current password is shown at its field, and the new one stays typed', async () => {
  mockApi({
    changeInstructorPassword: {
      status: 422,
      body: { success: false, message: 'The given data was invalid.', errors: { current_password: ['The current password is incorrect.'] } },
    },
  });
  const { user } = await renderApp({ url: '/instructor/password' }, { preloadedState: signedInInstructor });
  await enter(user, await screen.findByLabelText(field(en['account.password.current'])), 'not-it');
  await enter(user, screen.getByLabelText(field(en['account.password.new'])), 'a-new-password-2');
  await enter(user, screen.getByLabelText(field(en['account.password.confirm'])), 'a-new-password-2');
  await user.click(screen.getByRole('button', { name: en['account.password.change'] }));
  await waitFor(() => expect(screen.getByLabelText(field(en['account.password.current']))).toHaveAccessibleDescription('The current password is incorrect.'));
  expect(screen.getByLabelText(field(en['account.password.new']))).toHaveValue('a-new-password-2');
  expect(screen.queryByText(en['account.password.changedOthers'])).not.toBeInTheDocument();
});
