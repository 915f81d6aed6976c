/** Times in exports: one fixed, sortable shape (2026-11-20 10:00) in the school's time zone, in every language. */
export const EXPORT_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
