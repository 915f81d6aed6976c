import type { IntlShape } from 'react-intl';
import type { BdeClassSession } from '../../../api/signedInApi';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { hoursIn } from '../shared/classDate';

// On the 24-hour clock, as the office's lesson screen: nothing in the hours reads right to left.
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** A session's day and hours in Toronto: "Thu, Dec 10, 2099, 09:00–12:00". */
export function sessionWhenText(intl: IntlShape, session: Pick<BdeClassSession, 'day' | 'starts_at' | 'ends_at'>): string {
  const locale = intl.locale as Locale;
  const hours = `${formatDate(session.starts_at, locale, TIME)}–${formatDate(session.ends_at, locale, TIME)}`;
  const day = formatDate(session.day, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return intl.formatMessage({ id: 'admin.classes.when' }, { day, hours: hoursIn(locale, hours) });
}
