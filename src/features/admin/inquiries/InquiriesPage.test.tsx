import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi, type RecordedCall } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { emulatePhone } from '../../../test/mediaQuery';
import { enter } from '../../../test/enter';

const stamp = '2026-11-20T15:00:00.000Z';
const inquiry = (id: number, name: string, status = 'new') => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  phone: '613-555-0100',
  title: 'BDE dates',
  message: 'When?',
  status,
  notes: null as string | null,
  service: { id: 1, title: 'BDE Complete' } as { id: number; title: string } | null,
  created_at: stamp,
  updated_at: stamp,
});
const page = (rows: ReturnType<typeof inquiry>[], meta = { current_page: 1, per_page: 15, total: rows.length, last_page: 1 }) => ({
  success: true,
  data: rows,
  meta,
});
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => localStorage.clear());

test('the filter, the search and the page are asked of the server and kept in the URL', async () => {
  const api = mockApi({
    listInquiries: ({ url }: RecordedCall) => ({
      body: page([inquiry(1, 'Maya Chen')], { current_page: Number(url.searchParams.get('page') ?? 1), per_page: 15, total: 40, last_page: 3 }),
    }),
  });
  const { user, router } = await renderApp({ url: '/admin/inquiries?status=new&page=2' }, { preloadedState: signedIn });
  await screen.findByRole('table', { name: en['admin.inquiries.title'] });
  expect(api.callsTo('listInquiries')[0].url.searchParams.toString()).toBe('status=new&page=2&per_page=15&sort=-created_at');
  await user.type(screen.getByRole('searchbox', { name: en['admin.inquiries.search'] }), 'maya');
  await waitFor(() => expect(router.state.location.search).toBe('?status=new&search=maya'));
  await waitFor(() => expect(api.callsTo('listInquiries').at(-1)!.url.searchParams.get('search')).toBe('maya'));
  await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
  expect(router.state.location.search).toBe('?status=new&search=maya&page=3');
  expect(screen.getByText('40 inquiries')).toBeInTheDocument();
});

test('in Arabic the pages are named in Arabic, the current one as such', async () => {
  mockApi({ listInquiries: () => ({ body: page([inquiry(1, 'Maya Chen')], { current_page: 2, per_page: 15, total: 40, last_page: 3 }) }) });
  await renderApp({ url: '/admin/inquiries?page=2' }, { preloadedState: signedIn, locale: 'ar' });
  const pages = await screen.findByRole('navigation', { name: ar['admin.inquiries.pages'] });
  expect(within(pages).getByRole('button', { name: 'الانتقال إلى الصفحة 3' })).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page');
  expect(within(pages).getByRole('button', { name: ar['admin.pagination.next'] })).toBeInTheDocument();
});

test('the details change the status and notes, and the dashboard learns of it (cache tags)', async () => {
  let status = 'new';
  const api = mockApi({
    listInquiries: () => ({ body: page([inquiry(1, 'Maya Chen', status)]) }),
    updateInquiry: ({ body }) => {
      status = (body as { status: string }).status;
      return { body: { success: true, message: 'Updated.', data: { ...inquiry(1, 'Maya Chen', status), notes: 'Called back' } } };
    },
    getDashboard: {
      body: {
        success: true,
        data: {
          recent_inquiries: [],
          overview: { new_inquiries: 0, in_progress_inquiries: 1, completed_inquiries: 0, cancelled_inquiries: 0, today_inquiries: 0 },
        },
      },
    },
    getQuickStats: { body: { success: true, data: [] } },
    getBookingStats: {
      body: {
        success: true,
        data: {
          this_month: { month: '2026-11', revenue_cents: 0, hst_collected_cents: 0, refunded_cents: 0 },
          last_month: { month: '2026-10', revenue_cents: 0, hst_collected_cents: 0, refunded_cents: 0 },
          bookings_this_month: { held: 0, expired: 0, confirmed_unpaid: 0, paid: 0, cancelled: 0, refunded: 0 },
          unpaid_cents: 0,
          refilled_this_month: { seats: 2, lesson_hours: 3 },
          upcoming_dates: [],
        },
      },
    },
  });
  const { user, router } = await renderApp({ url: '/admin' }, { preloadedState: signedIn });
  await screen.findByRole('region', { name: en['admin.dashboard.overview'] });
  await act(() => router.navigate('/admin/inquiries'));
  await user.click(await screen.findByRole('button', { name: "View Maya Chen's inquiry" }));
  const dialog = within(screen.getByRole('dialog', { name: "Details of Maya Chen's inquiry" }));
  expect(dialog.getByText('When?')).toBeInTheDocument();
  await user.click(dialog.getByRole('combobox', { name: en['admin.inquiries.status'] }));
  await user.click(screen.getByRole('option', { name: en['admin.status.inProgress.option'] }));
  await enter(user, dialog.getByRole('textbox', { name: en['admin.inquiries.notes'] }), ' Called back ');
  const dashboardCalls = api.callsTo('getDashboard').length;
  await user.click(dialog.getByRole('button', { name: en['admin.inquiries.save'] }));
  expect(await screen.findByText(en['admin.inquiries.saved'])).toBeInTheDocument();
  expect(api.callsTo('updateInquiry')[0].body).toEqual({ status: 'in_progress', notes: 'Called back', expected_updated_at: stamp });
  // No manual refetch: the list refreshes through its tag, and so does the dashboard next time.
  await waitFor(() => expect(screen.getByRole('row', { name: /Maya Chen/ })).toHaveTextContent(en['admin.status.inProgress.option']));
  await act(() => router.navigate('/admin'));
  await waitFor(() => expect(api.callsTo('getDashboard').length).toBeGreaterThan(dashboardCalls));
});

test('delete asks first; empty and failed lists say so, in Arabic', async () => {
  const api = mockApi({ listInquiries: { body: page([inquiry(1, 'مايا')]) }, deleteInquiry: { body: { success: true, message: 'Deleted.' } } });
  const { user } = await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: ar['admin.inquiries.deleteOf'].replace('{name}', 'مايا') }));
  expect(api.callsTo('deleteInquiry')).toHaveLength(0);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ar['admin.inquiries.delete'] }));
  expect(await screen.findByText(ar['admin.inquiries.deleted'])).toBeInTheDocument();
  expect(api.callsTo('deleteInquiry')[0].url.pathname).toBe('/api/api/v1/admin/inquiries/1');
});

test('no match: the empty text', async () => {
  mockApi({ listInquiries: { body: page([]) } });
  await renderApp({ url: '/admin/inquiries?search=zzz' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['admin.inquiries.empty'])).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: en['admin.inquiries.search'] })).toHaveValue('zzz');
});

test('selected rows get one status together; the selection then clears', async () => {
  let rows = [inquiry(1, 'Maya Chen'), inquiry(2, 'Omar Haddad'), inquiry(3, 'Lea Roy')];
  const api = mockApi({
    listInquiries: () => ({ body: page(rows) }),
    bulkUpdateInquiries: ({ body }) => {
      const { ids, status } = body as { ids: number[]; status: string };
      rows = rows.map((row) => (ids.includes(row.id) ? { ...row, status } : row));
      return { body: { success: true, message: 'Updated.', data: { affected: ids.length } } };
    },
  });
  const { user } = await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('checkbox', { name: "Select Maya Chen's inquiry" }));
  await user.click(screen.getByRole('checkbox', { name: "Select Lea Roy's inquiry" }));
  expect(screen.getByRole('checkbox', { name: en['admin.inquiries.selectPage'] })).toHaveAttribute('data-indeterminate', 'true');
  const bar = within(screen.getByRole('region', { name: en['admin.inquiries.bulkActions'] }));
  expect(bar.getByText('2 inquiries selected')).toBeInTheDocument();
  expect(bar.getByRole('button', { name: en['admin.inquiries.apply'] })).toBeDisabled();
  await user.click(bar.getByRole('combobox', { name: en['admin.inquiries.setStatus'] }));
  await user.click(screen.getByRole('option', { name: en['admin.status.completed.option'] }));
  await user.click(bar.getByRole('button', { name: en['admin.inquiries.apply'] }));
  expect(await screen.findByText('2 inquiries updated')).toBeInTheDocument();
  expect(api.callsTo('bulkUpdateInquiries')[0].body).toEqual({ ids: [1, 3], action: 'update_status', status: 'completed' });
  await waitFor(() => expect(screen.getByRole('row', { name: /Lea Roy/ })).toHaveTextContent(en['admin.status.completed.option']));
  expect(screen.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent(en['admin.status.new.option']);
  expect(screen.queryByRole('region', { name: en['admin.inquiries.bulkActions'] })).not.toBeInTheDocument();
});

test('bulk delete of the whole page asks first, in Arabic', async () => {
  let rows = [inquiry(1, 'مايا'), inquiry(2, 'عمر')];
  const api = mockApi({
    listInquiries: () => ({ body: page(rows) }),
    bulkUpdateInquiries: ({ body }) => {
      const { ids } = body as { ids: number[] };
      rows = rows.filter((row) => !ids.includes(row.id));
      return { body: { success: true, message: 'تم.', data: { affected: ids.length } } };
    },
  });
  const { user } = await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('checkbox', { name: ar['admin.inquiries.selectPage'] }));
  await user.click(screen.getByRole('button', { name: ar['admin.inquiries.deleteSelected'] }));
  expect(api.callsTo('bulkUpdateInquiries')).toHaveLength(0);
  const dialog = within(screen.getByRole('dialog'));
  expect(dialog.getByText(/حذف استفسارين؟/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: ar['admin.inquiries.deleteSelected'] }));
  expect(await screen.findByText('تم حذف استفسارين')).toBeInTheDocument();
  expect(api.callsTo('bulkUpdateInquiries')[0].body).toEqual({ ids: [1, 2], action: 'delete' });
  expect(await screen.findByText(ar['admin.inquiries.empty'])).toBeInTheDocument();
});

test('CSV export fetches every page of the current filter and makes formula-like cells text', async () => {
  const many = Array.from({ length: 130 }, (_, i) => inquiry(i + 1, `Person ${i + 1}`));
  many[0] = { ...many[0], name: '=HYPERLINK("http://evil.example")', service: null, created_at: '2026-07-14T13:15:00.000Z' };
  many[1] = { ...many[1], created_at: '2026-11-24T14:15:00.000Z' };
  const api = mockApi({
    listInquiries: ({ url }: RecordedCall) => {
      const size = Number(url.searchParams.get('per_page'));
      const at = Number(url.searchParams.get('page') ?? 1);
      return {
        body: page(many.slice((at - 1) * size, at * size), { current_page: at, per_page: size, total: many.length, last_page: Math.ceil(many.length / size) }),
      };
    },
  });
  const blobs: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:http://localhost/export';
  });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicked.push(this);
  });
  const { user } = await renderApp({ url: '/admin/inquiries?status=new&search=person' }, { preloadedState: signedIn });
  await screen.findByRole('table', { name: en['admin.inquiries.title'] });
  await user.click(screen.getByRole('button', { name: en['admin.inquiries.export'] }));
  expect(await screen.findByText('130 inquiries exported')).toBeInTheDocument();
  const exportCalls = api.callsTo('listInquiries').filter((call) => call.url.searchParams.get('per_page') === '100');
  expect(exportCalls.map((call) => call.url.searchParams.toString())).toEqual([
    'status=new&search=person&page=1&per_page=100&sort=-created_at',
    'status=new&search=person&page=2&per_page=100&sort=-created_at',
  ]);
  expect(clicked[0].download).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await blobs[0].text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(131);
  expect(lines[0]).toBe('"ID","Date","Name","Email","Phone","Source","Subject","Message","Status","Notes"');
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  // Times as the screen shows them, in Toronto with that day's offset (summer, then winter).
  expect(lines[1]).toMatch(/^"1","2026-07-14T09:15:00-04:00",.*,"Contact form","BDE dates",/);
  expect(lines[2]).toMatch(/^"2","2026-11-24T09:15:00-05:00",.*,"BDE Complete","BDE dates",/);
  expect(lines[130]).toContain('"Person 130"');
  jest.restoreAllMocks();
});

test('on a phone each inquiry is a card with the same actions', async () => {
  const matchMedia = emulatePhone();
  mockApi({ listInquiries: { body: page([inquiry(1, 'Maya Chen'), { ...inquiry(2, 'Liam Roy'), service: null }]) } });
  await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedIn });
  const card = within(await screen.findByRole('article', { name: 'Maya Chen' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(card.getByText('BDE Complete')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Liam Roy' })).getByText(en['admin.inquiries.contactForm'])).toBeInTheDocument();
  expect(card.getByRole('checkbox', { name: "Select Maya Chen's inquiry" })).toBeInTheDocument();
  expect(card.getByRole('button', { name: "View Maya Chen's inquiry" })).toBeInTheDocument();
  expect(card.getByRole('button', { name: "Delete Maya Chen's inquiry" })).toBeInTheDocument();
  matchMedia.mockRestore();
});

test('a save refused because the inquiry changed meanwhile keeps the notes typed; Reload loads the stored status and notes, in Arabic', async () => {
  const changed = '2026-11-20T15:30:00.000Z';
  let stored = inquiry(1, 'Maya Chen');
  const api = mockApi({
    listInquiries: () => ({ body: page([stored]) }),
    getInquiry: () => ({ body: { success: true, data: stored } }),
    updateInquiry: ({ body }) =>
      (body as { expected_updated_at?: string }).expected_updated_at === stored.updated_at
        ? { body: { success: true, message: 'Updated.', data: stored } }
        : { status: 409, body: { success: false, message: 'عدّل شخص آخر هذا الاستفسار منذ أن فتحته.' } },
  });
  const { user } = await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: ar['admin.inquiries.viewOf'].replace('{name}', 'Maya Chen') }));
  const dialog = within(screen.getByRole('dialog'));
  // Another admin completes it meanwhile.
  stored = { ...inquiry(1, 'Maya Chen', 'completed'), notes: 'Booked', updated_at: changed };
  await enter(user, dialog.getByRole('textbox', { name: ar['admin.inquiries.notes'] }), 'Called back');
  await user.click(dialog.getByRole('button', { name: ar['admin.inquiries.save'] }));

  expect(await dialog.findByText(ar['admin.staleRecord.changed'])).toBeInTheDocument();
  expect(api.callsTo('updateInquiry')[0].body).toEqual({ status: 'new', notes: 'Called back', expected_updated_at: stamp });
  expect(dialog.getByRole('textbox', { name: ar['admin.inquiries.notes'] })).toHaveValue('Called back');

  await user.click(dialog.getByRole('button', { name: ar['admin.staleRecord.reload'] }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: ar['admin.inquiries.notes'] })).toHaveValue('Booked'));
  expect(dialog.getByRole('combobox', { name: ar['admin.inquiries.status'] })).toHaveTextContent(ar['admin.status.completed.option']);
  expect(dialog.queryByText(ar['admin.staleRecord.changed'])).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: ar['admin.inquiries.save'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('updateInquiry')[1].body).toEqual({ status: 'completed', notes: 'Booked', expected_updated_at: changed });
});

test.each(['en', 'ar'] as const)('a message from the contact form says so in its details, not an empty service (%s)', async (locale) => {
  const t = { en, ar }[locale];
  mockApi({ listInquiries: { body: page([{ ...inquiry(1, 'Maya Chen'), service: null }]) } });
  const { user } = await renderApp({ url: '/admin/inquiries' }, { preloadedState: signedIn, locale });
  const table = within(await screen.findByRole('table', { name: t['admin.inquiries.title'] }));
  expect(table.getByRole('columnheader', { name: t['admin.inquiries.source'] })).toBeInTheDocument();
  expect(table.getByRole('cell', { name: t['admin.inquiries.contactForm'] })).toBeInTheDocument();
  await user.click(table.getByRole('button', { name: t['admin.inquiries.viewOf'].replace('{name}', 'Maya Chen') }));
  const dialog = within(screen.getByRole('dialog'));
  expect(dialog.getByText(t['admin.inquiries.source']).nextElementSibling).toHaveTextContent(t['admin.inquiries.contactForm']);
  expect(dialog.getByText(t['admin.inquiries.subject']).nextElementSibling).toHaveTextContent('BDE dates');
});
