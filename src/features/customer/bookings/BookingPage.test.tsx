import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import type { Booking } from '../../../api/signedInApi';
import { heldBooking, signedIn } from '../shared/enrolmentFixtures';
import { leaveFor } from './leavePage';

jest.mock('./leavePage', () => ({ leaveFor: jest.fn() }));

const catalogs = { en, ar };
const instructions = { en: 'Pay by Interac e-Transfer to pay@school.ca.', fr: 'Payez par virement Interac à pay@school.ca.', ar: '' };

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('a held booking shows its lines, its hold and the ways to pay; paying at the school shows the instructions', async () => {
    let booking: Booking = heldBooking;
    const api = mockApi({
      getMyBooking: () => ({ body: { success: true, data: booking } }),
      startBookingPayment: () => {
        booking = {
          ...heldBooking,
          status: 'confirmed_unpaid',
          payment_method: 'at_school',
          payment_methods: [],
          hold_expires_at: null,
          payment_instructions: instructions,
        };
        return { body: { success: true, data: { booking, checkout_url: null } } };
      },
    });
    const { user } = await renderApp({ url: `${prefix}/bookings/55` }, { preloadedState: signedIn, locale });
    const lines = within(await screen.findByRole('table', { name: t['checkout.summary'] }));
    expect(lines.getByRole('row', { name: new RegExp(`^${t['checkout.amounts.total']}`) })).toHaveTextContent('$733.37');
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByText(t['booking.status.held'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t['booking.pay.atSchool'] }));
    // Arabic instructions left empty by the office: the English ones are shown.
    expect(await screen.findByText(instructions.en)).toBeInTheDocument();
    expect(screen.getByText(t['booking.status.confirmedUnpaid'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t['booking.pay.card'] })).not.toBeInTheDocument();
    expect(api.callsTo('startBookingPayment')[0].body).toEqual({ method: 'at_school' });
  });

  test('paying by card sends the browser to Stripe’s page', async () => {
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_123';
    mockApi({
      getMyBooking: { body: { success: true, data: heldBooking } },
      startBookingPayment: { body: { success: true, data: { booking: heldBooking, checkout_url: checkoutUrl } } },
    });
    const { user } = await renderApp({ url: `${prefix}/bookings/55` }, { preloadedState: signedIn, locale });
    await user.click(await screen.findByRole('button', { name: t['booking.pay.card'] }));
    expect(await screen.findByRole('button', { name: t['booking.pay.redirecting'] })).toBeDisabled();
    expect(leaveFor).toHaveBeenCalledWith(checkoutUrl);
  });
});

test('back from Stripe the page waits for the confirmation, then links the receipt', async () => {
  let reads = 0;
  mockApi({
    getMyBooking: () => {
      reads += 1;
      const paid: Booking = {
        ...heldBooking,
        status: 'paid',
        payment_method: 'card',
        payment_methods: [],
        hold_expires_at: null,
        paid_at: '2026-11-24T20:09:00.000Z',
        receipt: { id: 9, kind: 'receipt', number: 'R-2026-00042', issued_at: '2026-11-24T20:10:00.000Z' },
      };
      return { body: { success: true, data: reads < 2 ? heldBooking : paid } };
    },
  });
  await renderApp({ url: '/bookings/55?checkout=success' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['booking.confirming'])).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en['booking.pay.card'] })).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Receipt R-2026-00042' }, { timeout: 5000 })).toHaveAttribute('href', '/receipts/9');
  expect(screen.queryByText(en['booking.confirming'])).not.toBeInTheDocument();
});

test('cancelling asks first, then cancels', async () => {
  let booking: Booking = heldBooking;
  const api = mockApi({
    getMyBooking: () => ({ body: { success: true, data: booking } }),
    cancelMyBooking: () => {
      booking = { ...heldBooking, status: 'cancelled', payment_methods: [], hold_expires_at: null, cancelled_at: '2026-11-24T20:30:00.000Z' };
      return { body: { success: true, data: booking } };
    },
  });
  const { user } = await renderApp({ url: '/bookings/55' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['booking.cancel'] }));
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: en['booking.cancel.keep'] }));
  expect(api.callsTo('cancelMyBooking')).toHaveLength(0);
  await user.click(await screen.findByRole('button', { name: en['booking.cancel'] }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: en['booking.cancel.confirm'] }));
  expect(await screen.findByText(en['booking.status.cancelled'])).toBeInTheDocument();
  expect(api.callsTo('cancelMyBooking')).toHaveLength(1);
});

test('an expired hold offers to book the package again', async () => {
  mockApi({ getMyBooking: { body: { success: true, data: { ...heldBooking, status: 'expired', payment_methods: [], hold_expires_at: null } } } });
  await renderApp({ url: '/bookings/55' }, { preloadedState: signedIn });
  expect(await screen.findByRole('link', { name: en['booking.bookAgain'] })).toHaveAttribute('href', '/payment-page?package=1');
  expect(screen.queryByRole('button', { name: en['booking.pay.card'] })).not.toBeInTheDocument();
});

test('my bookings lists each booking with its status and a link to it', async () => {
  mockApi({ listMyBookings: { body: { success: true, data: [heldBooking, { ...heldBooking, id: 54, status: 'paid' }] } } });
  await renderApp({ url: '/ar/bookings' }, { preloadedState: signedIn, locale: 'ar' });
  const items = within(await screen.findByRole('list', { name: ar['page.bookings.title'] })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByText(ar['booking.status.held'])).toBeInTheDocument();
  expect(within(items[1]).getByText(ar['booking.status.paid'])).toBeInTheDocument();
  expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/ar/bookings/54');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
