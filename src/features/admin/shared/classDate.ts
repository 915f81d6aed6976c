import type { LocalDate, LocalTime } from '../../../api/signedInApi';
import { formatDate } from '../../../i18n/format';
import { directionOf, type Locale } from '../../../i18n/locale';

interface ClassDate {
  first_date: LocalDate;
  second_date: string | null;
  from_time: LocalTime;
  to_time: LocalTime;
}

// In right-to-left text "09:00–15:30" is laid out "15:30–09:00" unless isolated as left-to-right.
export const hoursIn = (locale: Locale, hours: string) => (directionOf(locale) === 'rtl' ? `\u2066${hours}\u2069` : hours);

/** A class date as the office reads it: its day or days, then its hours (local times, shown as stored). */
export function classDateText(date: ClassDate, locale: Locale): string {
  const days = date.second_date ? `${formatDate(date.first_date, locale)} – ${formatDate(date.second_date, locale)}` : formatDate(date.first_date, locale);
  return `${days}, ${hoursIn(locale, `${date.from_time}–${date.to_time}`)}`;
}
