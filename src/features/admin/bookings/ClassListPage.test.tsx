import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { packageDate, signedIn } from './bookingFixtures';

const classList = {
  success: true,
  data: {
    package: { id: 4, name: { en: 'BDE Complete', fr: 'BDE complet', ar: 'الباقة الكاملة' } },
    date: packageDate(),
    students: [
      {
        booking_id: 7,
        status: 'paid',
        student: { id: 3, name: 'Maya Chen', email: 'maya@example.com', phone: '613-555-0100' },
        paid: true,
        total_cents: 113_000,
        payment_method: 'card',
      },
      {
        booking_id: 8,
        status: 'held',
        student: { id: 5, name: 'Omar Haddad', email: 'omar@example.com', phone: null },
        paid: false,
        total_cents: 113_000,
        payment_method: null,
      },
    ],
  },
};

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('the class list shows who sits in the date, status and payment, and prints', async () => {
  const api = mockApi({ getClassList: { body: classList } });
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = await renderApp({ url: '/admin/bookings/dates/31' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.bookings.classList'] }));
  expect(api.callsTo('getClassList')[0].pathParams).toEqual({ id: '31' });
  expect(screen.getByText('17 of 20 seats taken (2 held for payment), 3 left')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('BDE Complete — Dec 5, 2026 – Dec 6, 2026, 09:00–15:00');
  const maya = table.getByRole('row', { name: /Maya Chen/ });
  expect(maya).toHaveTextContent(en['admin.bookings.status.paid']);
  expect(maya).toHaveTextContent(en['admin.bookings.paidYes']);
  expect(table.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent(en['admin.bookings.status.held']);
  expect(screen.getByRole('link', { name: en['admin.bookings.classBookings'] })).toHaveAttribute('href', '/admin/bookings?date=31');
  await user.click(screen.getByRole('button', { name: en['admin.bookings.print'] }));
  expect(print).toHaveBeenCalled();
});

test('the class list as CSV, in Arabic', async () => {
  mockApi({ getClassList: { body: classList } });
  const blobs: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:http://localhost/export';
  });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicked.push(this);
  });
  const { user } = await renderApp({ url: '/admin/bookings/dates/31' }, { preloadedState: signedIn, locale: 'ar' });
  await screen.findByRole('table', { name: ar['admin.bookings.classList'] });
  await user.click(screen.getByRole('button', { name: ar['admin.bookings.exportClassList'] }));
  expect(clicked[0].download).toMatch(/^class-list-31-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await blobs[0].text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toEqual([
    `"${ar['admin.bookings.number']}","${ar['admin.bookings.studentName']}","${ar['admin.bookings.email']}","${ar['admin.bookings.phone']}","${ar['admin.bookings.statusLabel']}","${ar['admin.bookings.paidFilter']}","${ar['admin.bookings.total']}"`,
    `"7","Maya Chen","maya@example.com","613-555-0100","${ar['admin.bookings.status.paid']}","${ar['admin.bookings.paidYes']}","$1,130.00"`,
    `"8","Omar Haddad","omar@example.com","","${ar['admin.bookings.status.held']}","${ar['admin.bookings.paidNo']}","$1,130.00"`,
  ]);
});
