import { bookingActions } from './BookingDetailsDialog';
import { booking, paidBooking, stamp } from './bookingFixtures';

const now = Date.parse(stamp);
const later = new Date(now + 60_000).toISOString();

test.each([
  ['a confirmed unpaid booking', booking(), ['markPaid', 'cancel']],
  ['a seat held until later', booking({ status: 'held', hold_expires_at: later }), ['markPaid', 'cancel']],
  ['a hold past its end (not yet swept)', booking({ status: 'held', hold_expires_at: stamp }), ['cancel']],
  ['a paid booking', paidBooking(), ['cancel', 'refund']],
  ['a booking cancelled after payment', paidBooking({ status: 'cancelled', cancelled_at: stamp }), ['refund']],
  ['a booking cancelled unpaid', booking({ status: 'cancelled', cancelled_at: stamp }), []],
  ['a refunded booking', paidBooking({ status: 'refunded', refunded_at: stamp }), []],
  ['an expired booking', booking({ status: 'expired' }), []],
])('%s offers %j', (_, subject, actions) => {
  expect(bookingActions(subject, now)).toEqual(actions);
});
