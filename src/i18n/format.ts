import type { Locale } from './locale';

/** The school's time zone: dates are shown as they are in Kingston, whatever the reader's clock. */
export const TIME_ZONE = 'America/Toronto';

// Around New Year, Toronto is always on standard time, five hours behind UTC (its daylight time
// runs from March to November).
const TORONTO_NEW_YEAR_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * The Toronto year of an instant. Only the hours around New Year can differ from UTC's, and then
 * the offset is fixed: no Intl formatter (and its time-zone rules) is made for it while a page starts.
 */
export function torontoYear(date: Date = new Date()): number {
  return new Date(date.getTime() - TORONTO_NEW_YEAR_OFFSET_MS).getUTCFullYear();
}

// Intl writes CA$ for Arabic and for bare en/fr; the spec wants a plain dollar sign, so Canadian
// English formatting serves Arabic too.
const MONEY_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA', ar: 'en-CA' };
const DATE_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA', ar: 'ar-u-nu-latn' };

/*
 * Intl's formatters are made when first needed and then kept: making one (above all with a time
 * zone, which loads its rules) costs a phone tens of milliseconds, and a page may format a figure
 * or a date hundreds of times. None is made while the app starts.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** A price as money in the reader's language; a price that is not a number is shown as written. */
export function formatMoney(value: number | string | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(amount)) return String(value);
  return numberFormat(MONEY_LOCALE[locale], {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * An amount in integer cents as money in the reader's language, always with its cents ($199.00,
 * 199,00 $, −$25.00): totals, tax lines and receipts must show every cent they add up from.
 */
export function formatCents(cents: number, locale: Locale): string {
  return numberFormat(MONEY_LOCALE[locale], { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** A date (ISO timestamp or YYYY-MM-DD) in the reader's language, in the school's time zone. */
export function formatDate(value: string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  // A bare date is a calendar day, not an instant: read it at noon UTC so no time zone moves it.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(DATE_LOCALE[locale], { timeZone: TIME_ZONE, ...options }).format(date);
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** What a Toronto clock reads at an instant, to the second: `YYYY-MM-DDTHH:MM:SS`. */
function torontoWallClock(instant: Date): string {
  const parts = dateTimeFormat('en-CA', WALL_CLOCK).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The Toronto calendar day (`YYYY-MM-DD`) of an instant, whatever the reader's own time zone. */
export function torontoDay(instant: Date | string = new Date()): string {
  return torontoWallClock(typeof instant === 'string' ? new Date(instant) : instant).slice(0, 10);
}

/**
 * An instant as ISO 8601 in Toronto's time with that moment's offset (2026-11-24T09:15:00-05:00,
 * 2026-07-14T09:15:00-04:00): the time the screens show, which a spreadsheet or another program
 * still reads as the exact instant, on either side of a daylight-saving change.
 */
export function torontoIsoTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const wall = torontoWallClock(date);
  // The wall clock read as if it were UTC, less the instant (both to the second), is the offset.
  const minutes = Math.round((Date.parse(`${wall}Z`) - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall}${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
