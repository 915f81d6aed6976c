import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';

const stamp = '2026-11-20T15:00:00.000Z';
const name = { en: 'BDE Complete', fr: 'BDE complet', ar: 'الباقة الكاملة' };
const creditNote = {
  success: true,
  data: {
    id: 91,
    kind: 'credit_note',
    number: 'CN-2026-00003',
    issued_at: stamp,
    refers_to: { id: 90, kind: 'receipt', number: 'R-2026-00042', issued_at: stamp },
    booking_id: 7,
    locale: 'en',
    school: { legal_name: 'Drive Ontario Inc.', address: '1 King St\nKingston ON', hst_number: '123456789 RT0001' },
    student: { id: 3, name: 'Maya Chen', email: 'maya@example.com', phone: null },
    package: { id: 4, name },
    package_date: null,
    received_by: 'cash',
    paid_at: stamp,
    lines: [{ kind: 'package', description: name, amount_cents: -100_000, hst_cents: -13_000 }],
    subtotal_cents: 100_000,
    hst_rate_bp: 1300,
    hst_cents: 13_000,
    total_cents: 113_000,
  },
};
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => localStorage.clear());

test("the office's copy of a credit note: school, the receipt it refers to, lines with HST, how the money went back", async () => {
  const api = mockApi({ getAdminReceipt: { body: creditNote } });
  await renderApp({ url: '/admin/receipts/91' }, { preloadedState: signedIn });
  const document = within(await screen.findByRole('article', { name: 'Credit note CN-2026-00003' }));
  expect(api.callsTo('getAdminReceipt')[0].pathParams).toEqual({ id: '91' });
  expect(document.getByText('Drive Ontario Inc.')).toBeInTheDocument();
  expect(document.getByText('HST no. 123456789 RT0001')).toBeInTheDocument();
  expect(document.getByText('R-2026-00042')).toBeInTheDocument();
  expect(document.getByText(en['admin.bookings.method.cash'])).toBeInTheDocument();
  const amounts = within(document.getByRole('table', { name: en['admin.bookings.amounts'] }));
  expect(amounts.getByRole('row', { name: /BDE Complete/ })).toHaveTextContent('-$1,000.00-$130.00');
  expect(amounts.getByRole('row', { name: new RegExp(en['admin.bookings.total']) })).toHaveTextContent('$1,130.00');
  expect(screen.getByRole('button', { name: en['admin.bookings.print'] })).toBeEnabled();
});

test('a receipt in Arabic', async () => {
  mockApi({ getAdminReceipt: { body: { ...creditNote, data: { ...creditNote.data, kind: 'receipt', number: 'R-2026-00042', refers_to: null } } } });
  await renderApp({ url: '/admin/receipts/90' }, { preloadedState: signedIn, locale: 'ar' });
  const document = within(await screen.findByRole('article', { name: ar['admin.receipts.receipt'].replace('{number}', 'R-2026-00042') }));
  expect(document.getAllByText('الباقة الكاملة')).toHaveLength(2);
  expect(document.getByText(ar['admin.receipts.paidBy'])).toBeInTheDocument();
});
