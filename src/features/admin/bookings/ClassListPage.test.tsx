import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '../../../test/fill';
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

const noLine = { body: { success: true, data: { package_date_id: 31, capacity: 20, seats_taken: 17, entries: [] } } };

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('the class list shows who sits in the date, status and payment, and prints', async () => {
  const api = mockApi({ getClassList: { body: classList }, listDateWaitlist: noLine });
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = await renderApp({ url: '/admin/bookings/dates/31' }, { preloadedState: signedIn });
  const table = within(await screen.findByRole('table', { name: en['admin.bookings.classList'] }));
  expect(api.callsTo('getClassList')[0].pathParams).toEqual({ id: '31' });
  expect(screen.getByText('17 of 20 seats taken (2 held for payment), 3 left')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('BDE Complete — Dec 5, 2026 – Dec 6, 2026, 09:00–15:00');
  const maya = table.getByRole('row', { name: /Maya Chen/ });
  expect(maya).toHaveTextContent(en['admin.bookings.status.paid']);
  expect(maya).toHaveTextContent(en['admin.bookings.paidYes']);
  expect(table.getByRole('row', { name: /Omar Haddad/ })).toHaveTextContent(en['admin.bookings.status.held']);
  expect(screen.getByRole('link', { name: en['admin.bookings.classBookings'] })).toHaveAttribute('href', '/admin/bookings?date=31');
  await user.click(screen.getByRole('button', { name: en['admin.bookings.print'] }));
  expect(print).toHaveBeenCalled();
});

test('the class list as CSV, in Arabic', async () => {
  mockApi({ getClassList: { body: classList }, listDateWaitlist: noLine });
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

test('the date’s waiting list: a student moved up and one taken off after a confirmation', async () => {
  const entry = (id: number, name: string, status: 'waiting' | 'offered' | 'lapsed', position: number | null) => ({
    id,
    student: { id: id + 100, name, email: `${id}@example.com` },
    status,
    position,
    joined_at: '2026-11-20T15:00:00.000Z',
    offered_at: status === 'offered' ? '2026-11-29T15:00:00.000Z' : null,
    offer_expires_at: status === 'offered' ? '2026-11-30T03:00:00.000Z' : null,
    closed_at: status === 'lapsed' ? '2026-11-28T15:00:00.000Z' : null,
    booking_id: null,
  });
  const line = {
    package_date_id: 31,
    capacity: 20,
    seats_taken: 20,
    entries: [
      entry(1, 'Lina Haddad', 'waiting', 1),
      entry(2, 'Noah Park', 'waiting', 2),
      entry(3, 'Ava Roy', 'offered', null),
      entry(4, 'Sam Lee', 'lapsed', null),
    ],
  };
  const api = mockApi({
    getClassList: { body: classList },
    listDateWaitlist: { body: { success: true, data: line } },
    moveWaitlistEntry: { body: { success: true, message: 'Moved.', data: line } },
    removeWaitlistEntry: { body: { success: true, message: 'Removed.', data: line } },
  });
  const { user } = await renderApp({ url: '/admin/bookings/dates/31' }, { preloadedState: signedIn });
  const waiting = within(await screen.findByRole('table', { name: en['admin.waitlist.title'] }));
  expect(waiting.getByRole('row', { name: /Ava Roy/ })).toHaveTextContent(en['admin.waitlist.status.offered']);
  expect(waiting.getByRole('row', { name: /Sam Lee/ })).toHaveTextContent(en['admin.waitlist.status.lapsed']);
  expect(waiting.queryByRole('button', { name: fill(en['admin.waitlist.moveUpOf'], { name: 'Lina Haddad' }) })).not.toBeInTheDocument();
  await user.click(waiting.getByRole('button', { name: fill(en['admin.waitlist.moveUpOf'], { name: 'Noah Park' }) }));
  await waitFor(() => expect(api.callsTo('moveWaitlistEntry')).toHaveLength(1));
  expect(api.callsTo('moveWaitlistEntry')[0]).toMatchObject({ pathParams: { id: '2' }, body: { position: 1 } });

  await user.click(waiting.getByRole('button', { name: fill(en['admin.waitlist.removeOf'], { name: 'Ava Roy' }) }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(api.callsTo('removeWaitlistEntry')).toHaveLength(0);
  await user.click(dialog.getByRole('button', { name: en['admin.waitlist.remove'] }));
  await waitFor(() => expect(api.callsTo('removeWaitlistEntry')).toHaveLength(1));
  expect(api.callsTo('removeWaitlistEntry')[0].pathParams).toEqual({ id: '3' });
});
