import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { BookingStatus } from '../../../api/signedInApi';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';

/** A class's day or days and its hours, as the school wrote them: Toronto wall-clock times, never converted. */
export interface ClassDate {
  first_date: string;
  second_date: string | null;
  from_time: string;
  to_time: string;
}

/** A class date in the reader's words; `unit` renders each part that must not break (its days, its hours). */
export function classDateMessage(intl: IntlShape, date: ClassDate, unit: (chunks: ReactNode[]) => ReactNode) {
  const locale = intl.locale as Locale;
  const day = (value: string) => formatDate(value, locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
  return intl.formatMessage(
    { id: date.second_date ? 'checkout.date.range' : 'checkout.date.single' },
    { first: day(date.first_date), second: date.second_date ? day(date.second_date) : '', from: date.from_time, to: date.to_time, unit },
  );
}

export function classDateText(intl: IntlShape, date: ClassDate): string {
  return classDateMessage(intl, date, (chunks) => chunks.join('')).toString();
}

export const STATUS_LABEL: Record<BookingStatus, MessageId> = {
  held: 'booking.status.held',
  expired: 'booking.status.expired',
  confirmed_unpaid: 'booking.status.confirmedUnpaid',
  paid: 'booking.status.paid',
  cancelled: 'booking.status.cancelled',
  refunded: 'booking.status.refunded',
};
