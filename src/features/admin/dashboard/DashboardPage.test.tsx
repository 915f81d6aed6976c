import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { ADMIN_POLLING_MS } from '../shared/polling';

const stamp = '2026-11-20T15:00:00.000Z';
const inquiry = (id: number, name: string, status: string, service: { id: number; title: string } | null = null, title: string | null = null) => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  title,
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
    licence_alerts: [
      { id: 4, name: 'Omar Haddad', licence_expires_on: '2026-11-02', licence_state: 'expired' },
      { id: 5, name: 'Nadia', licence_expires_on: '2026-12-10', licence_state: 'expiring' },
    ],
    recent_inquiries: [
      inquiry(1, 'Maya Chen', 'new', { id: 1, title: 'BDE Complete' }, 'BDE dates'),
      inquiry(2, 'Liam Roy', 'in_progress', null, 'Highway lessons?'),
      inquiry(3, 'Zoé B.', 'cancelled'),
    ],
    overview: { new_inquiries: 12, in_progress_inquiries: 5, completed_inquiries: 30, cancelled_inquiries: 13, today_inquiries: 2 },
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
const month = (revenue: number, hst: number, refunded = 0) => ({
  month: '2026-11',
  revenue_cents: revenue,
  hst_collected_cents: hst,
  refunded_cents: refunded,
});
const bookingStats = {
  success: true,
  data: {
    this_month: month(1_234_567, 142_025, 22_600),
    last_month: { ...month(99_900, 11_493), month: '2026-10' },
    bookings_this_month: { held: 2, expired: 1, confirmed_unpaid: 3, paid: 14, cancelled: 1, refunded: 0 },
    unpaid_cents: 67_800,
    refilled_this_month: { seats: 2, lesson_hours: 3 },
    upcoming_dates: [
      {
        package: { id: 4, name: { en: 'BDE Complete', fr: 'BDE complet', ar: 'الباقة الكاملة' } },
        date: {
          id: 31,
          package_id: 4,
          first_date: '2026-12-05',
          second_date: '2026-12-06',
          from_time: '09:00',
          to_time: '15:00',
          capacity: 20,
          is_open: true,
          seats_taken: 17,
          seats_held: 2,
          seats_left: 3,
          bookings_count: 18,
          updated_at: stamp,
        },
      },
    ],
  },
};
const textStats = { success: true, data: { month: '2026-12', sent: 1234, segments: 1530, cost_cents: 1836, segment_price_millicents: 1200, unanswered: 3 } };
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

test('quick stats, recent inquiries with their badges, overview and quick actions', async () => {
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats }, getBookingStats: { body: bookingStats }, getTextStats: { body: textStats } });
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
  // The four statuses add up to the total inquiries (12 + 5 + 30 + 13 = 60).
  expect(overview.getByText(en['admin.dashboard.cancelled']).nextElementSibling).toHaveTextContent('13');
  expect(screen.getByRole('link', { name: en['admin.dashboard.viewInquiries'] })).toHaveAttribute('href', '/admin/inquiries');
});

test.each(['en', 'ar'] as const)('each recent inquiry shows its subject and where it came from: a service or the contact form (%s)', async (locale) => {
  const t = { en, ar }[locale];
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats }, getBookingStats: { body: bookingStats }, getTextStats: { body: textStats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale });
  const recent = within(await screen.findByRole('region', { name: t['admin.dashboard.recent'] }));
  const [maya, liam, zoe] = await recent.findAllByRole('listitem');
  expect(maya).toHaveTextContent('BDE dates');
  expect(maya).toHaveTextContent('BDE Complete');
  expect(maya).not.toHaveTextContent(t['admin.inquiries.contactForm']);
  expect(liam).toHaveTextContent('Highway lessons?');
  expect(liam).toHaveTextContent(t['admin.inquiries.contactForm']);
  expect(zoe).toHaveTextContent(t['admin.inquiries.noSubject']);
  expect(zoe).toHaveTextContent(t['admin.inquiries.contactForm']);
});

test('licences to renew: each instructor links to the application, with the expiry date and its flag; none says so', async () => {
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats }, getBookingStats: { body: bookingStats }, getTextStats: { body: textStats } });
  const first = await renderApp({ url: '/admin' }, { preloadedState: signedIn });
  const card = within(await screen.findByRole('region', { name: en['admin.dashboard.licences'] }));
  const [expired, expiring] = card.getAllByRole('listitem');
  expect(within(expired).getByRole('link', { name: 'Omar Haddad' })).toHaveAttribute('href', '/admin/instructors/4');
  expect(expired).toHaveTextContent('Licence expires Nov 2, 2026');
  expect(expired).toHaveTextContent(en['admin.instructors.licence.expired']);
  expect(expiring).toHaveTextContent(en['admin.instructors.licence.expiring']);
  first.unmount();

  mockApi({
    getDashboard: { body: { ...dashboard, data: { ...dashboard.data, licence_alerts: [] } } },
    getQuickStats: { body: stats },
    getBookingStats: { body: bookingStats },
    getTextStats: { body: textStats },
  });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale: 'ar' });
  const empty = within(await screen.findByRole('region', { name: ar['admin.dashboard.licences'] }));
  expect(empty.getByText(ar['admin.dashboard.noLicences'])).toBeInTheDocument();
  expect(empty.queryByRole('listitem')).not.toBeInTheDocument();
});

test('in Arabic the growth keeps its sign before its figure: it reads left to right', async () => {
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats }, getBookingStats: { body: bookingStats }, getTextStats: { body: textStats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale: 'ar' });
  const growth = await screen.findByText(/^\u200E?\+/);
  expect(growth.tagName).toBe('BDI');
  expect(growth).toHaveAttribute('dir', 'ltr');
});

test('the figures refresh by themselves every 30 seconds', async () => {
  jest.useFakeTimers();
  const api = mockApi({
    getDashboard: { body: dashboard },
    getQuickStats: { body: stats },
    getBookingStats: { body: bookingStats },
    getTextStats: { body: textStats },
  });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn });
  await screen.findByText('+25%');
  const before = api.callsTo('getDashboard').length;
  await act(async () => {
    jest.advanceTimersByTime(ADMIN_POLLING_MS + 100);
  });
  expect(api.callsTo('getDashboard').length).toBeGreaterThan(before);
});

test('a failure is shown with a retry, in Arabic', async () => {
  mockApi({
    getDashboard: { status: 403, body: { success: false, message: 'ممنوع' } },
    getQuickStats: { body: stats },
    getBookingStats: { body: bookingStats },
    getTextStats: { body: textStats },
  });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent('ممنوع');
  expect(screen.getByRole('button', { name: ar['common.retry'] })).toBeInTheDocument();
});

test('the bookings card: revenue, HST and last month from cents, what unpaid bookings owe, this month by status, next dates with seats', async () => {
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats }, getBookingStats: { body: bookingStats }, getTextStats: { body: textStats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn });
  const card = within(await screen.findByRole('region', { name: en['admin.bookingStats.title'] }));
  expect(await card.findByLabelText(en['admin.bookingStats.revenue'])).toHaveTextContent('$12,345.67');
  expect(card.getByLabelText(en['admin.bookingStats.hst'])).toHaveTextContent('$1,420.25');
  expect(card.getByLabelText(en['admin.bookingStats.lastMonth'])).toHaveTextContent('$999.00');
  expect(card.getByLabelText(en['admin.bookingStats.unpaid'])).toHaveTextContent('$678.00');
  const paid = card.getByText(en['admin.bookings.status.paid']);
  expect(paid.nextElementSibling).toHaveTextContent('14');
  expect(card.getByText(en['admin.bookings.status.confirmedUnpaid']).nextElementSibling).toHaveTextContent('3');
  const upcoming = within(card.getByRole('list', { name: en['admin.bookingStats.upcoming'] }));
  expect(upcoming.getByRole('link')).toHaveAttribute('href', '/admin/bookings/dates/31');
  expect(upcoming.getByRole('listitem')).toHaveTextContent('BDE Complete · 3 seats left of 20');
  expect(card.getByText('Refilled from the lists this month: 2 seats and 3 lesson hours.')).toBeInTheDocument();
});

test('the bookings card in Arabic: statuses and the package name in Arabic, money with a dollar sign', async () => {
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats }, getBookingStats: { body: bookingStats }, getTextStats: { body: textStats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale: 'ar' });
  const card = within(await screen.findByRole('region', { name: ar['admin.bookingStats.title'] }));
  expect(await card.findByLabelText(ar['admin.bookingStats.revenue'])).toHaveTextContent('$12,345.67');
  expect(card.getByText(ar['admin.bookings.status.paid']).nextElementSibling).toHaveTextContent('14');
  expect(card.getByRole('listitem')).toHaveTextContent('الباقة الكاملة');
  expect(card.getByRole('listitem')).toHaveTextContent('3 مقاعد متبقية من 20');
});

test.each(['en', 'ar'] as const)('this month’s texts: sent, segments, estimated cost at the school’s price, and those to answer (%s)', async (locale) => {
  const t = { en, ar }[locale];
  mockApi({ getDashboard: { body: dashboard }, getQuickStats: { body: stats }, getBookingStats: { body: bookingStats }, getTextStats: { body: textStats } });
  await renderApp({ url: '/admin' }, { preloadedState: signedIn, locale });
  const card = within(await screen.findByRole('region', { name: t['admin.textStats.title'] }));
  // Figures in Western digits in every language, as the dashboard's others.
  expect(await card.findByLabelText(t['admin.textStats.sent'])).toHaveTextContent('1,234');
  expect(card.getByLabelText(t['admin.textStats.cost'])).toHaveTextContent('$18.36');
  expect(card.getByLabelText(t['admin.textStats.unanswered'])).toHaveTextContent('3');
  expect(card.getByText(t['admin.textStats.price'].replace('{price}', '1.2'))).toBeInTheDocument();
  expect(card.getByRole('link', { name: t['admin.textStats.viewTexts'] })).toHaveAttribute('href', '/admin/texts');
});
