import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/fill';
import { mockApi, type RecordedCall } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { adminPackage, booking, bookingPage, paidBooking, signedIn, stamp } from './bookingFixtures';
import { enter } from '../../../test/enter';

const packages = { body: { success: true, data: [adminPackage()] } };

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('the filters, sort and page in the URL are asked of the server; the search follows typing; each row shows its figures', async () => {
  const api = mockApi({
    listAdminBookings: () => ({
      body: bookingPage([paidBooking()], { current_page: 2, per_page: 15, total: 40, last_page: 3 }),
    }),
    listAdminPackages: packages,
  });
  const { user, router } = await renderApp(
    { url: '/admin/bookings?status=paid&package=4&date=31&paid=yes&from=2026-11-01&to=2026-11-30&sort=-total_cents&page=2' },
    { preloadedState: signedIn },
  );
  const table = await screen.findByRole('table', { name: en['admin.bookings.title'] });
  expect(api.callsTo('listAdminBookings')[0].url.searchParams.toString()).toBe(
    'status=paid&package_id=4&package_date_id=31&paid=true&booked_from=2026-11-01&booked_to=2026-11-30&page=2&per_page=15&sort=-total_cents',
  );
  const row = within(table).getByRole('row', { name: /Maya Chen/ });
  expect(row).toHaveTextContent(en['admin.bookings.status.paid']);
  expect(row).toHaveTextContent('$1,130.00');
  // 15:00 UTC is 10:00 in Toronto.
  expect(row).toHaveTextContent('Nov 20, 2026, 10:00 a.m.');
  expect(row).toHaveTextContent('R-2026-00042');
  expect(within(row).getByRole('link', { name: /Dec 5, 2026/ })).toHaveAttribute('href', '/admin/bookings/dates/31');
  expect(screen.getByText('40 bookings')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['admin.bookings.classList'] })).toHaveAttribute('href', '/admin/bookings/dates/31');

  await user.type(screen.getByRole('searchbox', { name: en['admin.bookings.search'] }), 'maya');
  await waitFor(() => expect(api.callsTo('listAdminBookings').at(-1)!.url.searchParams.get('search')).toBe('maya'));
  expect(router.state.location.search).toBe('?status=paid&package=4&date=31&paid=yes&from=2026-11-01&to=2026-11-30&sort=-total_cents&search=maya');

  // A header sorts by its column (ascending first); a new sort starts on page 1.
  await user.click(within(table).getByRole('button', { name: en['admin.bookings.student'] }));
  expect(router.state.location.search).toBe('?status=paid&package=4&date=31&paid=yes&from=2026-11-01&to=2026-11-30&sort=student&search=maya');
});

test('mark paid: the method must be chosen, the reference is sent with the version shown, and the list refreshes (cache tags)', async () => {
  let stored = booking();
  const api = mockApi({
    listAdminBookings: () => ({ body: bookingPage([stored]) }),
    listAdminPackages: packages,
    getAdminBooking: () => ({ body: { success: true, data: stored } }),
    markBookingPaid: () => {
      stored = paidBooking({ updated_at: '2026-11-20T16:00:00.000Z' });
      return { body: { success: true, data: stored } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: fill(en['admin.bookings.viewOf'], { id: 7, name: 'Maya Chen' }) }));
  const details = within(screen.getByRole('dialog', { name: /Booking 7/ }));
  expect(details.getByRole('table', { name: en['admin.bookings.amounts'] })).toHaveTextContent('$130.00');
  expect(details.queryByRole('button', { name: en['admin.bookings.refund'] })).not.toBeInTheDocument();
  await user.click(details.getByRole('button', { name: en['admin.bookings.markPaid'] }));

  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.bookings.markPaidTitle'], { id: 7 }) }));
  const confirm = dialog.getByRole('button', { name: en['admin.bookings.markPaid'] });
  expect(confirm).toBeDisabled();
  await user.click(dialog.getByRole('radio', { name: en['admin.bookings.method.interac'] }));
  await enter(user, dialog.getByRole('textbox', { name: en['admin.bookings.reference'] }), 'CA1234');
  await user.click(confirm);

  expect(await screen.findByText(fill(en['admin.bookings.markedPaid'], { id: 7 }))).toBeInTheDocument();
  expect(api.callsTo('markBookingPaid')[0].body).toEqual({ method: 'interac', reference: 'CA1234', expected_updated_at: stamp });
  // The booking's details and the list behind it are fetched again: it is paid, with its receipt.
  expect(await details.findByRole('link', { name: 'R-2026-00042' })).toHaveAttribute('href', '/admin/receipts/90');
  expect(details.getByRole('button', { name: en['admin.bookings.refund'] })).toBeInTheDocument();
  await user.click(details.getByRole('button', { name: en['admin.bookings.close'] }));
  await waitFor(() => expect(screen.getByRole('row', { name: /Maya Chen/ })).toHaveTextContent(en['admin.bookings.status.paid']));
});

test('cancelling an unpaid booking sends refund: false and the reason, in Arabic', async () => {
  let stored = booking();
  const api = mockApi({
    listAdminBookings: () => ({ body: bookingPage([stored]) }),
    listAdminPackages: packages,
    getAdminBooking: () => ({ body: { success: true, data: stored } }),
    cancelBooking: () => {
      stored = booking({ status: 'cancelled', cancelled_at: stamp, cancel_reason: 'طلب الطالب' });
      return { body: { success: true, data: stored } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: fill(ar['admin.bookings.viewOf'], { id: 7, name: 'Maya Chen' }) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ar['admin.bookings.cancel'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(ar['admin.bookings.cancelTitle'], { id: 7 }) }));
  // Nothing was paid: there is no refund to choose.
  expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
  await enter(user, dialog.getByRole('textbox', { name: ar['admin.bookings.reason'] }), 'طلب الطالب');
  await user.click(dialog.getByRole('button', { name: ar['admin.bookings.confirmCancel'] }));
  expect(await screen.findByText(fill(ar['admin.bookings.cancelled'], { id: 7 }))).toBeInTheDocument();
  expect(api.callsTo('cancelBooking')[0].body).toEqual({ refund: false, reason: 'طلب الطالب', expected_updated_at: stamp });
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ar['admin.bookings.close'] }));
  await waitFor(() => expect(screen.getByRole('row', { name: /Maya Chen/ })).toHaveTextContent(ar['admin.bookings.status.cancelled']));
});

test('cancelling a paid booking asks what happens to the money: nothing is preselected; a refund of money paid by hand needs its way back', async () => {
  const stored = paidBooking();
  const api = mockApi({
    listAdminBookings: () => ({ body: bookingPage([stored]) }),
    listAdminPackages: packages,
    getAdminBooking: () => ({ body: { success: true, data: stored } }),
    cancelBooking: () => ({
      body: {
        success: true,
        data: paidBooking({
          status: 'refunded',
          cancelled_at: stamp,
          refunded_at: stamp,
          refund_method: 'cash',
          credit_notes: [{ id: 91, kind: 'credit_note', number: 'CN-2026-00003', issued_at: stamp }],
        }),
      },
    }),
  });
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: fill(en['admin.bookings.viewOf'], { id: 7, name: 'Maya Chen' }) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: en['admin.bookings.cancel'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.bookings.cancelTitle'], { id: 7 }) }));
  expect(dialog.getByRole('radio', { name: en['admin.bookings.keepPayment'] })).not.toBeChecked();
  expect(dialog.getByRole('radio', { name: en['admin.bookings.refundPayment'] })).not.toBeChecked();
  expect(dialog.getByRole('button', { name: en['admin.bookings.confirmCancel'] })).toBeDisabled();

  await user.click(dialog.getByRole('radio', { name: en['admin.bookings.refundPayment'] }));
  const confirm = dialog.getByRole('button', { name: en['admin.bookings.confirmCancelRefund'] });
  expect(confirm).toBeDisabled();
  await user.click(dialog.getByRole('radio', { name: en['admin.bookings.method.cash'] }));
  await user.click(confirm);
  expect(await screen.findByText(fill(en['admin.bookings.cancelledRefunded'], { id: 7 }))).toBeInTheDocument();
  expect(api.callsTo('cancelBooking')[0].body).toEqual({ refund: true, refund_method: 'cash', reason: null, expected_updated_at: stamp });
});

test('keeping the money of a paid card booking sends refund: false and no method', async () => {
  const stored = paidBooking({ received_by: 'stripe', payment_reference: null });
  const api = mockApi({
    listAdminBookings: () => ({ body: bookingPage([stored]) }),
    listAdminPackages: packages,
    getAdminBooking: () => ({ body: { success: true, data: stored } }),
    cancelBooking: () => ({ body: { success: true, data: paidBooking({ status: 'cancelled', cancelled_at: stamp, received_by: 'stripe' }) } }),
  });
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: fill(en['admin.bookings.viewOf'], { id: 7, name: 'Maya Chen' }) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: en['admin.bookings.cancel'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.bookings.cancelTitle'], { id: 7 }) }));
  await user.click(dialog.getByRole('radio', { name: en['admin.bookings.keepPayment'] }));
  await user.click(dialog.getByRole('button', { name: en['admin.bookings.confirmCancel'] }));
  await waitFor(() => expect(api.callsTo('cancelBooking')).toHaveLength(1));
  expect(api.callsTo('cancelBooking')[0].body).toEqual({ refund: false, reason: null, expected_updated_at: stamp });
});

test('a refusal is worded for the office; a booking changed meanwhile is reloaded and the next attempt sends its new version', async () => {
  const changed = '2026-11-20T15:30:00.000Z';
  let stored = booking();
  let refusal: { code: string; message: string } | null = { code: 'hold_expired', message: 'Hold expired.' };
  const api = mockApi({
    listAdminBookings: () => ({ body: bookingPage([stored]) }),
    listAdminPackages: packages,
    getAdminBooking: () => ({ body: { success: true, data: stored } }),
    markBookingPaid: ({ body }: RecordedCall) => {
      if (refusal) return { status: 409, body: { success: false, ...refusal } };
      expect(body).toMatchObject({ expected_updated_at: changed });
      return { body: { success: true, data: paidBooking({ updated_at: changed }) } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: fill(en['admin.bookings.viewOf'], { id: 7, name: 'Maya Chen' }) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: en['admin.bookings.markPaid'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.bookings.markPaidTitle'], { id: 7 }) }));
  await user.click(dialog.getByRole('radio', { name: en['admin.bookings.method.cash'] }));
  await user.click(dialog.getByRole('button', { name: en['admin.bookings.markPaid'] }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(en['admin.bookings.conflict.holdExpired']);

  refusal = { code: 'stale', message: 'Changed.' };
  await user.click(dialog.getByRole('button', { name: en['admin.bookings.markPaid'] }));
  expect(await dialog.findByText(en['admin.bookings.conflict.stale'])).toBeInTheDocument();
  stored = booking({ updated_at: changed });
  refusal = null;
  await user.click(dialog.getByRole('button', { name: en['admin.bookings.reload'] }));
  await waitFor(() => expect(dialog.queryByText(en['admin.bookings.conflict.stale'])).not.toBeInTheDocument());
  await user.click(dialog.getByRole('button', { name: en['admin.bookings.markPaid'] }));
  expect(await screen.findByText(fill(en['admin.bookings.markedPaid'], { id: 7 }))).toBeInTheDocument();
  expect(api.callsTo('markBookingPaid').map((call) => (call.body as { expected_updated_at: string }).expected_updated_at)).toEqual([stamp, stamp, changed]);
});

test('refund of a booking cancelled after payment, through Stripe: no method asked', async () => {
  const stored = paidBooking({ status: 'cancelled', cancelled_at: stamp, received_by: 'stripe', payment_reference: null });
  const api = mockApi({
    listAdminBookings: () => ({ body: bookingPage([stored]) }),
    listAdminPackages: packages,
    getAdminBooking: () => ({ body: { success: true, data: stored } }),
    refundBooking: () => ({ body: { success: true, data: { ...stored, status: 'refunded', refunded_at: stamp, refund_method: 'stripe' } } }),
  });
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: fill(en['admin.bookings.viewOf'], { id: 7, name: 'Maya Chen' }) }));
  const details = within(screen.getByRole('dialog'));
  expect(details.queryByRole('button', { name: en['admin.bookings.cancel'] })).not.toBeInTheDocument();
  await user.click(details.getByRole('button', { name: en['admin.bookings.refund'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.bookings.refundTitle'], { id: 7 }) }));
  expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: fill(en['admin.bookings.confirmRefund'], { amount: '$1,130.00' }) }));
  expect(await screen.findByText(fill(en['admin.bookings.refunded'], { id: 7 }))).toBeInTheDocument();
  expect(api.callsTo('refundBooking')[0].body).toEqual({ reason: null, expected_updated_at: stamp });
});

const exportCapture = () => {
  const blobs: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:http://localhost/export';
  });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicked.push(this);
  });
  const lines = async () =>
    (await blobs[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  return { clicked, lines };
};

test('CSV export pages through every booking of the filters by id, with headers, statuses, amounts and Toronto times', async () => {
  const many = Array.from({ length: 120 }, (_, i) => paidBooking({ id: i + 1 }));
  many[0] = paidBooking({ id: 1, student: { id: 9, name: '=HYPERLINK("http://evil.example")', email: 'x@example.com', phone: '+1 613 555 0100' } });
  const api = mockApi({
    listAdminBookings: ({ url }: RecordedCall) => {
      const size = Number(url.searchParams.get('per_page'));
      const at = Number(url.searchParams.get('page') ?? 1);
      return {
        body: bookingPage(many.slice((at - 1) * size, at * size), {
          current_page: at,
          per_page: size,
          total: many.length,
          last_page: Math.ceil(many.length / size),
        }),
      };
    },
    listAdminPackages: packages,
  });
  const { clicked, lines } = exportCapture();
  const { user } = await renderApp({ url: '/admin/bookings?status=paid&paid=yes' }, { preloadedState: signedIn });
  await screen.findByRole('table', { name: en['admin.bookings.title'] });
  await user.click(screen.getByRole('button', { name: en['admin.bookings.export'] }));
  expect(await screen.findByText('120 bookings exported')).toBeInTheDocument();
  expect(
    api
      .callsTo('listAdminBookings')
      .filter((call) => call.url.searchParams.get('per_page') === '100')
      .map((call) => call.url.searchParams.toString()),
  ).toEqual(['status=paid&paid=true&page=1&per_page=100&sort=id', 'status=paid&paid=true&page=2&per_page=100&sort=id']);
  expect(clicked[0].download).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await lines();
  expect(csv).toHaveLength(121);
  expect(csv[0]).toBe(
    '"Booking no.","Booked on","Status","Student name","Email","Phone","Package","Class date","Subtotal","HST","Total","Partner discount","Paid on","Paid by","Reference","Receipt","Credit notes","Cancelled on","Refunded on","Reason"',
  );
  expect(csv[1]).toBe(
    `"1","2026-11-20, 10:00","Paid","'=HYPERLINK(""http://evil.example"")","x@example.com","'+1 613 555 0100","BDE Complete","Dec 5, 2026 – Dec 6, 2026, 09:00–15:00","$1,000.00","$130.00","$1,130.00","","2026-11-20, 10:00","Interac e-Transfer","CA1234","R-2026-00042","","",""`.concat(
      ',""',
    ),
  );
});

test('CSV export in French: headers, statuses and amounts in French', async () => {
  mockApi({ listAdminBookings: { body: bookingPage([paidBooking()]) }, listAdminPackages: packages });
  const { lines } = exportCapture();
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn, locale: 'fr' });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
  await screen.findByText('1 réservation exportée');
  const csv = await lines();
  expect(csv[0]).toMatch(/^"N° de réservation","Réservée le","Statut","Nom de l’élève"/);
  expect(csv[1]).toContain('"Payée"');
  expect(csv[1]).toMatch(/"1\s130,00\s\$"/);
  expect(csv[1]).toContain('"2026-11-20 10 h 00"');
});

test('while a payment is being recorded its button is disabled, so it cannot be sent twice', async () => {
  const api = mockApi({
    listAdminBookings: { body: bookingPage([booking()]) },
    listAdminPackages: packages,
    getAdminBooking: { body: { success: true, data: booking() } },
    markBookingPaid: { hang: true },
  });
  const { user } = await renderApp({ url: '/admin/bookings' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: fill(en['admin.bookings.viewOf'], { id: 7, name: 'Maya Chen' }) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: en['admin.bookings.markPaid'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.bookings.markPaidTitle'], { id: 7 }) }));
  await user.click(dialog.getByRole('radio', { name: en['admin.bookings.method.cardAtOffice'] }));
  await user.click(dialog.getByRole('button', { name: en['admin.bookings.markPaid'] }));
  expect(await dialog.findByRole('button', { name: en['admin.bookings.sending'] })).toBeDisabled();
  expect(dialog.getByRole('button', { name: en['admin.bookings.back'] })).toBeDisabled();
  expect(api.callsTo('markBookingPaid')).toHaveLength(1);
});
