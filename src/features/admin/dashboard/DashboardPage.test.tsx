import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { ADMIN_POLLING_MS } from '../shared/polling';

const stamp = '2026-11-20T15:00:00.000Z';
const inquiry = (id: number, name: string, status: string, service: { id: number; title: string } | null = null) => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  title: null,
  message: null,
  status,
  notes: null,
  service,
  created_at: stamp,
  updated_at: stamp,
});
const dashboard = {
  success: true,
  data: {
    recent_inquiries: [
      inquiry(1, 'Maya Chen', 'new', { id: 1, title: 'BDE Complete' }),
      inquiry(2, 'Liam Roy', 'in_progress'),
      inquiry(3, 'Zoé B.', 'cancelled'),
    ],
    overview: { new_inquiries: 12, in_progress_inquiries: 5, completed_inquiries: 30, today_inquiries: 2 },
  },
};
const stats = {
  success: true,
  data: [
    { metric: 'totalInquiries', value: 60 },
    { metric: 'activeServices', value: 9 },
    { metric: 'monthlyGrowth', value: 25 },
    { metric: 'satisfiedClients', value: 1732 },
  ],
};
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

test('quick stats, recent inquiries with their badges, overview and quick actions', async () => {
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn });
  expect(await screen.findByText('+25%')).toBeInTheDocument();
  expect(screen.getByText('1,732')).toBeInTheDocument();
  const recent = within(screen.getByRole('region', { name: en['admin.dashboard.recent'] }));
  const items = recent.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Maya Chen');
  expect(items[0]).toHaveTextContent('BDE Complete');
  expect(items[0]).toHaveTextContent(en['admin.status.new.option']);
  expect(items[1]).toHaveTextContent(en['admin.status.inProgress.option']);
  // A cancelled inquiry reads as cancelled, as in the inquiries table, never as completed.
  expect(items[2]).toHaveTextContent(en['admin.status.cancelled.option']);
  expect(items[2]).not.toHaveTextContent(en['admin.status.completed.option']);
  const overview = within(screen.getByRole('region', { name: en['admin.dashboard.overview'] }));
  expect(overview.getByText('30')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['admin.dashboard.viewInquiries'] })).toHaveAttribute('href', '/admin/inquiries');
});

test('the figures refresh by themselves every 30 seconds', async () => {
  jest.useFakeTimers();
  const api = mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn });
  await screen.findByText('+25%');
  const before = api.callsTo('getDashboard').length;
  await act(async () => {
    jest.advanceTimersByTime(ADMIN_POLLING_MS + 100);
  });
  expect(api.callsTo('getDashboard').length).toBeGreaterThan(before);
});

test('a failure is shown with a retry, in Arabic', async () => {
  mockApi({ getDashboard: { status: 403, body: { success: false, message: 'ممنوع' } }, getQuickStats: { body: stats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent('ممنوع');
  expect(screen.getByRole('button', { name: ar['common.retry'] })).toBeInTheDocument();
});
