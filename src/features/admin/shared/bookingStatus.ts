import type { BookingStatus, ReceivedBy } from '../../../api/signedInApi';
import type { OfficeMethod } from '../../../api/officeApi';
import type { MessageId } from '../../../i18n/messages';

export const BOOKING_STATUSES: BookingStatus[] = ['held', 'expired', 'confirmed_unpaid', 'paid', 'cancelled', 'refunded'];

/** How each booking status is shown wherever it appears (the list, the details, filters, exports, the dashboard). */
export const BOOKING_STATUS: Record<BookingStatus, { labelId: MessageId; color: 'info' | 'warning' | 'success' | 'default' | 'secondary' }> = {
  held: { labelId: 'admin.bookings.status.held', color: 'info' },
  expired: { labelId: 'admin.bookings.status.expired', color: 'default' },
  confirmed_unpaid: { labelId: 'admin.bookings.status.confirmedUnpaid', color: 'warning' },
  paid: { labelId: 'admin.bookings.status.paid', color: 'success' },
  cancelled: { labelId: 'admin.bookings.status.cancelled', color: 'default' },
  refunded: { labelId: 'admin.bookings.status.refunded', color: 'secondary' },
};

export const isBookingStatus = (value: string | null): value is BookingStatus => BOOKING_STATUSES.some((status) => status === value);

/** The ways money reaches the office by hand (a card payment online is Stripe's). */
export const OFFICE_METHODS: OfficeMethod[] = ['interac', 'cash', 'card_at_office', 'other'];

/** How money was paid or returned, in words. */
export const RECEIVED_BY: Record<ReceivedBy, MessageId> = {
  stripe: 'admin.bookings.method.stripe',
  interac: 'admin.bookings.method.interac',
  cash: 'admin.bookings.method.cash',
  card_at_office: 'admin.bookings.method.cardAtOffice',
  other: 'admin.bookings.method.other',
};
