import type { BdeClassSession } from '../../../api/signedInApi';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { hoursIn } from '../shared/classDate';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A session's day and hours in Toronto: "Thu, Dec 10, 2099, 9:00 a.m.–12:00 p.m.". */
export function sessionWhenText(session: Pick<BdeClassSession, 'day' | 'starts_at' | 'ends_at'>, locale: Locale): string {
  const hours = `${formatDate(session.starts_at, locale, TIME)}–${formatDate(session.ends_at, locale, TIME)}`;
  return `${formatDate(session.day, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}, ${hoursIn(locale, hours)}`;
}

/** A length in minutes as hours for the office: 150 → 2.5. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
