import { screen, waitFor, within } from '@testing-library/react';
import type { TextConversation, TextLogEntry } from '../../../api/officeApi';
import { ar, en } from '../../../i18n/catalogs';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => localStorage.clear());

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

const conversation = (overrides: Partial<TextConversation> = {}): TextConversation => ({
  student: { id: 8, name: 'Layla Haddad', email: 'layla@example.com' },
  phone: '+16135550142',
  last_body: 'Can I bring my dog?',
  last_handled_as: 'unknown',
  last_at: '2026-12-01T15:00:00.000Z',
  unknown_count: 2,
  ...overrides,
});
const entry = (overrides: Partial<TextLogEntry> = {}): TextLogEntry => ({
  id: 'out-3',
  direction: 'out',
  at: '2026-12-01T15:05:00.000Z',
  status: 'delivered',
  provider_status: 'delivered',
  error_code: null,
  kind: 'lesson_reminder',
  body: 'Drive Ontario: reminder, lesson Thu 10:00. Reply C to confirm.',
  segments: 1,
  phone: '+16135550142',
  student: { id: 8, name: 'Layla Haddad' },
  ...overrides,
});
const page = (data: TextLogEntry[], total = data.length) => ({
  body: { success: true, data, meta: { current_page: 1, per_page: 50, total, last_page: Math.max(1, Math.ceil(total / 50)) } },
});

test('the conversations, latest first: who wrote, their last text and what it was taken as, and how many wait for an answer', async () => {
  mockApi({
    listTextConversations: {
      body: {
        success: true,
        data: [conversation(), conversation({ student: null, phone: '+14165550100', last_body: 'STOP', last_handled_as: 'stop', unknown_count: 0 })],
      },
    },
  });
  await renderApp({ url: '/admin/texts' }, { preloadedState: signedIn });
  expect(screen.getByRole('tab', { name: en['admin.texts.conversations'] })).toHaveAttribute('aria-selected', 'true');
  const list = within(await screen.findByRole('list', { name: en['admin.texts.conversations'] }));
  const [layla, stranger] = list.getAllByRole('listitem');
  expect(within(layla).getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute('href', '/admin/texts/8');
  expect(layla).toHaveTextContent('(613) 555-0142');
  expect(layla).toHaveTextContent('Can I bring my dog?');
  expect(layla).toHaveTextContent(en['admin.texts.kind.unknown']);
  expect(layla).toHaveTextContent('To answer: 2');
  expect(stranger).toHaveTextContent(en['admin.texts.unknownSender']);
  expect(stranger).toHaveTextContent(en['admin.texts.kind.stop']);
  expect(within(stranger).queryByRole('link')).not.toBeInTheDocument();
});

test('in Arabic, the log: every text with its status, Twilio’s status and error code, filtered by status in the URL', async () => {
  const api = mockApi({
    listTextLog: ({ url }) =>
      url.searchParams.get('status') === 'dropped'
        ? page([entry({ id: 'out-4', status: 'dropped', provider_status: 'undelivered', error_code: '30003', kind: 'phone_code', body: '' })])
        : page(
            [entry(), entry({ id: 'in-9', direction: 'in', status: 'received', provider_status: null, kind: 'unknown', body: 'شكرًا', segments: null })],
            120,
          ),
  });
  const { user } = await renderApp({ url: '/admin/texts?view=log' }, { preloadedState: signedIn, locale: 'ar' });
  const table = within(await screen.findByRole('table', { name: ar['admin.texts.log'] }));
  const [reminder, received] = table.getAllByRole('row').slice(1);
  expect(reminder).toHaveTextContent(ar['admin.texts.kind.lessonReminder']);
  expect(reminder).toHaveTextContent(ar['admin.texts.status.delivered']);
  expect(within(reminder).getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute('href', '/admin/texts/8');
  expect(received).toHaveTextContent(ar['admin.texts.status.received']);
  expect(received).toHaveTextContent('شكرًا');
  // 120 texts: three pages, each button named in Arabic.
  expect(screen.getByRole('navigation', { name: ar['admin.texts.pages'] })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: ar['admin.texts.filterStatus'] }), ar['admin.texts.status.dropped']);
  await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
  const dropped = table.getAllByRole('row')[1];
  expect(dropped).toHaveTextContent(ar['admin.texts.status.dropped']);
  expect(dropped).toHaveTextContent('Twilio · undelivered · 30003');
  expect(dropped).toHaveTextContent(ar['admin.texts.notKept']);
  expect(api.callsTo('listTextLog').at(-1)!.url.searchParams.get('status')).toBe('dropped');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test('no conversation yet says so', async () => {
  mockApi({ listTextConversations: { body: { success: true, data: [] } } });
  await renderApp({ url: '/admin/texts' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['admin.texts.empty'])).toBeInTheDocument();
});
