import { screen, waitFor, within } from '@testing-library/react';
import type { AdminBdeCourse } from '../../../api/signedInApi';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { emulatePhone } from '../../../test/mediaQuery';

afterEach(() => localStorage.clear());

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

const course = (overrides: Partial<AdminBdeCourse> = {}): AdminBdeCourse => ({
  id: 7,
  booking_id: 31,
  package: { id: 1, name: { en: 'BDE Complete', fr: 'BDE complet', ar: 'دورة BDE الكاملة' } },
  status: 'in_progress',
  course_start: '2026-09-12',
  in_car_deadline: '2027-09-12',
  g1: { number: 'A1234-56789-01234', expiry: '2028-06-30' },
  consent: { wording: 'I agree.', given_at: '2026-09-12T14:00:00.000Z', guardian_name: null },
  consent_wording: 'I agree.',
  guardian_required: false,
  progress: { class_minutes: 750, class_hours_required: 20, in_car_minutes: 240, in_car_hours_required: 10 },
  student: { id: 5, name: 'Maya Chen', email: 'maya@example.com' },
  ...overrides,
});
const list = (rows: AdminBdeCourse[]) => ({ body: { success: true, data: rows } });

test('each course with its student, dates, status, licence and consent; what is missing is flagged; status and search are kept in the URL', async () => {
  const api = mockApi({
    listAdminBdeCourses: list([
      course(),
      course({ id: 8, status: 'enrolled', g1: null, consent: null, student: { id: 6, name: 'Omar Haddad', email: 'omar@example.com' } }),
    ]),
  });
  const { user, router } = await renderApp({ url: '/admin/bde-courses' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.courses.title'] }));
  const maya = within(table.getByRole('row', { name: /Maya Chen/ }));
  expect(maya.getByRole('link', { name: 'maya@example.com' })).toHaveAttribute('href', 'mailto:maya@example.com');
  expect(maya.getByText('Sep 12, 2027')).toBeInTheDocument();
  expect(maya.getByText(en['admin.courses.status.inProgress'])).toBeInTheDocument();
  expect(maya.getByText('Class 12.5 of 20 · in-car 4 of 10')).toBeInTheDocument();
  expect(maya.getByText('A1234-56789-01234')).toBeInTheDocument();
  const omar = within(table.getByRole('row', { name: /Omar Haddad/ }));
  expect(omar.getByText(en['admin.courses.g1Missing'])).toBeInTheDocument();
  expect(omar.getByText(en['admin.courses.consentMissing'])).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: en['admin.courses.status.ready'] }));
  expect(router.state.location.search).toBe('?status=ready');
  await waitFor(() => expect(api.callsTo('listAdminBdeCourses').at(-1)!.url.searchParams.toString()).toBe('status=ready'));
  await user.type(screen.getByRole('searchbox', { name: en['admin.courses.search'] }), 'om');
  await waitFor(() => expect(router.state.location.search).toBe('?status=ready&search=om'));
  await waitFor(() => expect(api.callsTo('listAdminBdeCourses').at(-1)!.url.searchParams.get('search')).toBe('om'));
});

test('on a phone in Arabic, one card per course, no table', async () => {
  const matchMedia = emulatePhone();
  mockApi({ listAdminBdeCourses: list([course()]) });
  await renderApp({ url: '/admin/bde-courses' }, { preloadedState: signedIn, locale: 'ar' });
  const card = within(await screen.findByRole('article', { name: 'Maya Chen' }));
  expect(card.getByText(ar['admin.courses.status.inProgress'])).toBeInTheDocument();
  expect(card.getByText('دورة BDE الكاملة')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  matchMedia.mockRestore();
});

test('an empty list says no course matches', async () => {
  mockApi({ listAdminBdeCourses: list([]) });
  await renderApp({ url: '/admin/bde-courses?status=expired' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['admin.courses.empty'])).toBeInTheDocument();
});
