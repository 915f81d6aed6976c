import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { emulatePhone } from '../../../test/mediaQuery';
import { applicant, approvedWithChange, list, signedIn } from './instructorFixtures';

afterEach(() => localStorage.clear());

test('each instructor with status, submission, licence expiry and its flag, linking to the application; status, licence and search kept in the URL', async () => {
  const api = mockApi({
    listAdminInstructors: list([
      applicant(),
      applicant({
        id: 13,
        f_name: 'Nadia',
        l_name: 'NULL',
        email: 'nadia@example.com',
        status: 'accepted',
        licence_state: 'expired',
        licence_expires_on: '2026-11-01',
      }),
      applicant({
        id: 14,
        f_name: 'Lea',
        l_name: 'Roy',
        email: 'lea@example.com',
        status: 'rejected',
        licence_state: 'valid',
        licence_expires_on: '2028-01-01',
      }),
    ]),
  });
  const { user, router } = await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.instructors.title'] }));
  const omar = within(table.getByRole('row', { name: /Omar Haddad/ }));
  expect(omar.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/admin/instructors/12');
  expect(omar.getByRole('link', { name: 'omar@example.com' })).toHaveAttribute('href', 'mailto:omar@example.com');
  expect(omar.getByText(en['admin.instructors.status.pending'])).toBeInTheDocument();
  expect(omar.getByText('Nov 18, 2026')).toBeInTheDocument();
  expect(omar.getByText('Dec 10, 2026')).toBeInTheDocument();
  expect(omar.getByText(en['admin.instructors.licence.expiring'])).toBeInTheDocument();
  const nadia = within(table.getByRole('row', { name: /Nadia/ }));
  expect(nadia.getByRole('link', { name: 'Nadia' })).toBeInTheDocument();
  expect(nadia.getByText(en['admin.instructors.licence.expired'])).toBeInTheDocument();
  const lea = table.getByRole('row', { name: /Lea Roy/ });
  // A valid licence carries no flag.
  expect(lea).not.toHaveTextContent(en['admin.instructors.licence.expired']);
  expect(lea).not.toHaveTextContent(en['admin.instructors.licence.expiring']);
  expect(api.callsTo('listAdminInstructors')[0].headers.get('authorization')).toBe('Bearer admin-token');

  await user.click(screen.getByRole('tab', { name: en['admin.instructors.tab.pending'] }));
  expect(router.state.location.search).toBe('?status=pending');
  await waitFor(() => expect(api.callsTo('listAdminInstructors').at(-1)!.url.searchParams.toString()).toBe('status=pending'));
  expect(screen.getByRole('tab', { name: en['admin.instructors.tab.pending'] })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('switch', { name: en['admin.instructors.licenceAttention'] }));
  expect(router.state.location.search).toBe('?status=pending&licence=attention');

  await user.type(screen.getByRole('searchbox', { name: en['admin.instructors.search'] }), 'omar');
  await waitFor(() => expect(router.state.location.search).toBe('?status=pending&licence=attention&search=omar'));
  await waitFor(() => expect(api.callsTo('listAdminInstructors').at(-1)!.url.searchParams.toString()).toBe('status=pending&licence=attention&search=omar'));

  await user.click(screen.getByRole('tab', { name: en['admin.instructors.tab.all'] }));
  expect(router.state.location.search).toBe('?licence=attention&search=omar');
});

test('the filters of the URL are asked for at once', async () => {
  const api = mockApi({ listAdminInstructors: list([]) });
  await renderApp({ url: '/admin/instructor-content?status=rejected&licence=attention&search=lea' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['admin.instructors.empty'])).toBeInTheDocument();
  expect(api.callsTo('listAdminInstructors')[0].url.searchParams.toString()).toBe('status=rejected&licence=attention&search=lea');
  expect(screen.getByRole('tab', { name: en['admin.instructors.tab.rejected'] })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('switch', { name: en['admin.instructors.licenceAttention'] })).toBeChecked();
  expect(screen.getByRole('searchbox', { name: en['admin.instructors.search'] })).toHaveValue('lea');
});

test('empty and failed lists say so, in Arabic, with a retry', async () => {
  mockApi({ listAdminInstructors: list([]) });
  const first = await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByText(ar['admin.instructors.empty'])).toBeInTheDocument();
  first.unmount();
  mockApi({ listAdminInstructors: { status: 403, body: { success: false, message: 'ممنوع' } } });
  await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent('ممنوع');
  expect(screen.getByRole('button', { name: ar['common.retry'] })).toBeInTheDocument();
});

test.each(['en', 'ar'] as const)('on a phone each instructor is a card with the same facts and link, no table (%s)', async (locale) => {
  const t = { en, ar }[locale];
  const matchMedia = emulatePhone();
  mockApi({
    listAdminInstructors: list([
      applicant(),
      applicant({ id: 14, f_name: 'Lea', l_name: 'Roy', email: 'lea@example.com', status: 'accepted', licence_state: 'valid' }),
    ]),
  });
  await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn, locale });
  const omar = within(await screen.findByRole('article', { name: 'Omar Haddad' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: t['admin.instructors.title'] })).toBeInTheDocument();
  expect(omar.getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/admin/instructors/12');
  expect(omar.getByRole('link', { name: 'omar@example.com' })).toHaveAttribute('href', 'mailto:omar@example.com');
  // Stored as +16135550108: shown nationally, left to right inside an Arabic card.
  expect(omar.getByText('(613) 555-0108')).toHaveAttribute('dir', 'ltr');
  expect(omar.getByText(t['admin.instructors.status.pending'])).toBeInTheDocument();
  expect(omar.getByText(t['admin.instructors.submitted'])).toBeInTheDocument();
  expect(omar.getByText(t['admin.instructors.licence.expiring'])).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Lea Roy' })).getByText(t['admin.instructors.status.accepted'])).toBeInTheDocument();
  matchMedia.mockRestore();
});

describe.each([
  ['en', en],
  ['ar', ar],
] as const)('profile changes to review, in %s', (locale, t) => {
  test('a row whose profile change waits carries its badge; the switch keeps only those, in the URL', async () => {
    const api = mockApi({
      listAdminInstructors: ({ url }) =>
        url.searchParams.get('profile_change') === 'pending'
          ? list([approvedWithChange()])
          : list([approvedWithChange(), applicant({ id: 14, f_name: 'Lea', l_name: 'Roy', email: 'lea@example.com' })]),
    });
    const { user, router } = await renderApp({ url: '/admin/instructor-content' }, { preloadedState: signedIn, locale });
    const table = within(await screen.findByRole('table', { name: t['admin.instructors.title'] }));
    expect(within(table.getByRole('row', { name: /Omar Haddad/ })).getByText(t['admin.instructors.change.badge'])).toBeInTheDocument();
    expect(within(table.getByRole('row', { name: /Lea Roy/ })).queryByText(t['admin.instructors.change.badge'])).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: t['admin.instructors.change.filter'] }));
    expect(router.state.location.search).toBe('?profile_change=pending');
    await waitFor(() => expect(api.callsTo('listAdminInstructors').at(-1)!.url.searchParams.toString()).toBe('profile_change=pending'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Lea Roy/ })).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: t['admin.instructors.change.filter'] })).toBeChecked();
  });
});
