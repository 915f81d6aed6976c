import { screen, waitFor, within } from '@testing-library/react';
import type { AdminBdeCourse } from '../../../api/officeApi';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { emulatePhone } from '../../../test/mediaQuery';
import { adminCourse } from '../shared/courseFixtures';
import { captureDownloads } from '../../../test/downloads';
import { enter } from '../../../test/enter';
import { fill } from '../../../test/fill';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

const course = adminCourse;
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
  expect(maya.getByText('Class 12.5 of 20 · in-car 4 of 10 · home-link 1.5 of 10')).toBeInTheDocument();
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

const work = (assignment_id: number, en: string, status: 'to_do' | 'done' | 'accepted') => ({
  assignment_id,
  title: { en, fr: '', ar: '' },
  minutes: 90,
  status,
  guardian_name: status === 'to_do' ? null : 'Lin Chen',
  done_at: status === 'to_do' ? null : '2026-10-01T14:00:00.000Z',
  accepted_at: status === 'accepted' ? '2026-10-02T14:00:00.000Z' : null,
});

test('the office records a final test: each part’s score and the day are sent, and the failed sitting shows until a retake passes', async () => {
  const failed = course({ tests: [{ id: 1, taken_on: '2026-10-03', theory_percent: 82, in_car_percent: 64, passed: false }] });
  let rows = [course()];
  const api = mockApi({
    listAdminBdeCourses: () => list(rows),
    recordBdeFinalTest: () => {
      rows = [failed];
      return { status: 201, body: { success: true, data: failed } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bde-courses' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.courses.title'] }));
  expect(table.getByText(en['admin.courses.test.none'])).toBeInTheDocument();
  await user.click(table.getByRole('button', { name: 'Record test (Maya Chen)' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Final test of Maya Chen' }));
  const save = dialog.getByRole('button', { name: en['admin.courses.test.save'] });
  expect(save).toBeDisabled();
  await user.type(dialog.getByRole('spinbutton', { name: /Theory score/ }), '82');
  await user.type(dialog.getByRole('spinbutton', { name: /In-car evaluation score/ }), '64');
  await user.click(save);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('recordBdeFinalTest')[0].body).toEqual({ taken_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), theory_percent: 82, in_car_percent: 64 });
  expect(await screen.findByText('Failed 82% / 64% (1 sitting)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Record test (Maya Chen)' }));
  expect(within(await screen.findByRole('dialog')).getByText(/failed, theory 82%, in-car 64%/)).toBeInTheDocument();
});

test('the office accepts home-link work a student marked done; work to do or accepted has no button', async () => {
  let rows = [course({ home_link: [work(1, 'Night driving', 'accepted'), work(2, 'Parking practice', 'done'), work(3, 'Highway merging', 'to_do')] })];
  const api = mockApi({
    listAdminBdeCourses: () => list(rows),
    acceptBdeHomeLink: ({ pathParams }) => {
      rows = [course({ home_link: [work(1, 'Night driving', 'accepted'), work(2, 'Parking practice', 'accepted'), work(3, 'Highway merging', 'to_do')] })];
      expect(pathParams).toEqual({ id: '7', assignmentId: '2' });
      return { body: { success: true, data: rows[0] } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bde-courses' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: 'Home-link (to check: 1) (Maya Chen)' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Home-link of Maya Chen' }));
  expect(dialog.getAllByRole('button', { name: /^Accept/ })).toHaveLength(1);
  expect(dialog.getAllByText('Lin Chen', { selector: 'bdi' })[1].parentElement).toHaveTextContent('90 minutes, done with Lin Chen on Oct 1, 2026');
  await user.click(dialog.getByRole('button', { name: 'Accept Parking practice' }));
  expect(await screen.findByText('Parking practice accepted.')).toBeInTheDocument();
  await waitFor(() => expect(dialog.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument());
  expect(api.callsTo('acceptBdeHomeLink')).toHaveLength(1);
});

test('the office downloads a student’s record, and the courses of a period as CSV; a period the server refuses is shown by its field and kept', async () => {
  const { clicked } = captureDownloads();
  let refuse = true;
  const api = mockApi({
    listAdminBdeCourses: list([course()]),
    getAdminBdeCourseFile: { body: '%PDF-1.3 record' },
    exportBdeCourses: () =>
      refuse
        ? { status: 422, body: { success: false, message: 'The given data was invalid.', errors: { to: ['Choose a period of at most 366 days.'] } } }
        : { body: '"course_id"\r\n"7"\r\n' },
  });
  const { user } = await renderApp({ url: '/admin/bde-courses' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.courses.title'] }));
  await user.click(table.getByRole('button', { name: fill(en['admin.courses.actionOf'], { action: en['admin.courses.file'], name: 'Maya Chen' }) }));
  await waitFor(() => expect(clicked.map((link) => link.download)).toEqual([`bde-course-${course().id}.pdf`]));
  expect(api.callsTo('getAdminBdeCourseFile')[0].url.pathname).toBe(`/api/api/v1/admin/bde-courses/${course().id}/file`);

  const exporting = within(screen.getByRole('region', { name: en['admin.courses.export.title'] }));
  const from = exporting.getByLabelText(new RegExp(`^${en['admin.courses.export.from']}`));
  const to = exporting.getByLabelText(new RegExp(`^${en['admin.courses.export.to']}`));
  expect(from).toHaveValue(`${new Date().getFullYear()}-01-01`);
  await user.clear(from);
  await enter(user, from, '2025-01-01');
  await user.clear(to);
  await enter(user, to, '2026-06-30');
  await user.click(exporting.getByRole('button', { name: en['admin.courses.export.submit'] }));
  await waitFor(() => expect(to).toHaveAccessibleDescription('Choose a period of at most 366 days.'));
  expect(to).toHaveValue('2026-06-30');
  expect(Object.fromEntries(api.callsTo('exportBdeCourses')[0].url.searchParams)).toEqual({ from: '2025-01-01', to: '2026-06-30' });

  refuse = false;
  await user.clear(from);
  await enter(user, from, '2026-01-01');
  await user.click(exporting.getByRole('button', { name: en['admin.courses.export.submit'] }));
  await waitFor(() => expect(clicked.at(-1)!.download).toBe('bde-courses-2026-01-01-2026-06-30.csv'));
  expect(to).not.toHaveAccessibleDescription('Choose a period of at most 366 days.');
});
