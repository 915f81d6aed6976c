/** The weekdays in the order the form lists them, Monday first (0 is Sunday, as the server counts). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday's name in the reader's language: 2026-01-04 was a Sunday. */
export const weekdayName = (day: number, locale: string, width: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + day));
