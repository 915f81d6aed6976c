import { screen, waitFor, within } from '@testing-library/react';
import type { AdminLessonOffer, AdminLessonRequest } from '../../../api/officeApi';
import { ar, en } from '../../../i18n/catalogs';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => localStorage.clear());

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

const offer = (overrides: Partial<AdminLessonOffer> = {}): AdminLessonOffer => ({
  id: 12,
  status: 'offered',
  starts_at: '2026-12-09T14:00:00.000Z',
  ends_at: '2026-12-09T15:00:00.000Z',
  duration_minutes: 60,
  instructor: { id: 2, name: 'Omar H.' },
  expires_at: '2026-12-02T15:30:00.000Z',
  student: { id: 8, name: 'Layla Haddad', email: 'layla@example.com' },
  reasons: { deadline: '2027-01-20', road_test_date: null, hours_booked: 2, waiting_since: '2026-11-20T15:00:00.000Z' },
  closed_at: null,
  lesson_id: null,
  ...overrides,
});
const request = (rank: number, name: string, overrides: Partial<AdminLessonRequest> = {}): AdminLessonRequest => ({
  id: rank,
  status: 'waiting',
  duration_minutes: 60,
  instructor_ids: [],
  weekdays: [1, 3, 5],
  from_time: '15:00',
  to_time: '20:00',
  before: null,
  road_test_date: null,
  created_at: '2026-11-20T15:00:00.000Z',
  rank,
  student: { id: rank + 7, name, email: `${name.split(' ')[0].toLowerCase()}@example.com` },
  reasons: { deadline: null, road_test_date: null, hours_booked: 0, waiting_since: '2026-11-20T15:00:00.000Z' },
  hours_left: 4,
  ...overrides,
});
const reply = (waiting: AdminLessonRequest[], recent: AdminLessonOffer[] = []) => ({
  body: { success: true, data: { waiting, recent_offers: recent, offer_minutes: 30 } },
});

test('the office reads the list in the school’s order with its reasons and takes a student off after confirming', async () => {
  let waiting = [
    request(1, 'Layla Haddad', { reasons: offer().reasons, offer: offer() }),
    request(2, 'Noah Tremblay', { reasons: { deadline: null, road_test_date: '2026-12-18', hours_booked: 1, waiting_since: '2026-11-25T15:00:00.000Z' } }),
  ];
  const api = mockApi({
    listLessonRequests: () => reply(waiting, [offer({ id: 3, status: 'lapsed', student: { id: 20, name: 'Sam Lee', email: 'sam@example.com' } })]),
    removeLessonRequest: ({ pathParams }) => {
      waiting = waiting.filter((r) => r.id !== Number(pathParams.id));
      return reply(waiting);
    },
  });
  const { user } = await renderApp({ url: '/admin/cancellation-list' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.cancellationList.waiting'] }));
  const rows = table.getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Layla Haddadlayla@example.com', 'Noah Tremblaynoah@example.com']);
  expect(rows[0]).toHaveTextContent('Jan 20, 2027');
  expect(rows[0]).toHaveTextContent(/Omar H\..*, until/);
  expect(rows[1]).toHaveTextContent('Dec 18, 2026');
  expect(
    within(screen.getByRole('table', { name: en['admin.cancellationList.recent'] })).getByText(en['admin.cancellationList.offer.lapsed']),
  ).toBeInTheDocument();

  await user.click(table.getByRole('button', { name: 'Take off the list: Noah Tremblay' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: en['admin.cancellationList.remove'] }));
  await waitFor(() => expect(table.queryByText('Noah Tremblay')).not.toBeInTheDocument());
  expect(api.callsTo('removeLessonRequest').map((c) => c.pathParams)).toEqual([{ id: '2' }]);
});

test('in Arabic the list reads right to left, and an empty list says so', async () => {
  mockApi({ listLessonRequests: () => reply([]) });
  await renderApp({ url: '/admin/cancellation-list' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByText(ar['admin.cancellationList.empty'])).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: ar['admin.cancellationList.title'] })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('link', { name: ar['admin.nav.cancellationList'] })).toHaveAttribute('aria-current', 'page');
});
