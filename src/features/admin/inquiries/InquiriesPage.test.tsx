import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi, type RecordedCall } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';

const stamp = '2026-11-20T15:00:00.000Z';
const inquiry = (id: number, name: string, status = 'new') => ({
  id, name, email: `${name.split(' ')[0].toLowerCase()}@example.com`, phone: '613-555-0100', title: 'BDE dates', message: 'When?', status, notes: null,
  service: { id: 1, title: 'BDE Complete' }, created_at: stamp, updated_at: stamp,
});
const page = (rows: ReturnType<typeof inquiry>[], meta = { current_page: 1, per_page: 15, total: rows.length, last_page: 1 }) => ({ success: true, data: rows, meta });
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => localStorage.clear());

test('the filter, the search and the page are asked of the server and kept in the URL', async () => {
  const api = mockApi({ listInquiries: ({ url }: RecordedCall) => ({ body: page([inquiry(1, 'Maya Chen')], { current_page: Number(url.searchParams.get('page') ?? 1), per_page: 15, total: 40, last_page: 3 }) }) });
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

test('the details change the status and notes, and the dashboard learns of it (cache tags)', async () => {
  let status = 'new';
  const api = mockApi({
    listInquiries: () => ({ body: page([inquiry(1, 'Maya Chen', status)]) }),
    updateInquiry: ({ body }) => {
      status = (body as { status: string }).status;
      return { body: { success: true, message: 'Updated.', data: { ...inquiry(1, 'Maya Chen', status), notes: 'Called back' } } };
    },
    getDashboard: { body: { success: true, data: { recent_inquiries: [], overview: { new_inquiries: 0, in_progress_inquiries: 1, completed_inquiries: 0, today_inquiries: 0 } } } },
    getQuickStats: { body: { success: true, data: [] } },
  });
  const { user, router } = await renderApp({ url: '/admin' }, { preloadedState: signedIn });
  await screen.findByRole('region', { name: en['admin.dashboard.overview'] });
  await act(() => router.navigate('/admin/inquiries'));
  await user.click(await screen.findByRole('button', { name: "View Maya Chen's inquiry" }));
  const dialog = within(screen.getByRole('dialog', { name: "Details of Maya Chen's inquiry" }));
  expect(dialog.getByText('When?')).toBeInTheDocument();
  await user.click(dialog.getByRole('combobox', { name: en['admin.inquiries.status'] }));
  await user.click(screen.getByRole('option', { name: en['admin.status.inProgress.option'] }));
  await user.type(dialog.getByRole('textbox', { name: en['admin.inquiries.notes'] }), ' Called back ');
  const dashboardCalls = api.callsTo('getDashboard').length;
  await user.click(dialog.getByRole('button', { name: en['admin.inquiries.save'] }));
  expect(await screen.findByText(en['admin.inquiries.saved'])).toBeInTheDocument();
  expect(api.callsTo('updateInquiry')[0].body).toEqual({ status: 'in_progress', notes: 'Called back' });
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
