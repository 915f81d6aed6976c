import { TIME_ZONE } from '../contract/torontoTime';
import type { Locale } from './locale';

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

/** Minutes as hours to the tenth, rounded down (150 → 2.5): a part-hour is shown only once done. */
export const tenthsOfHours = (minutes: number) => Math.floor(minutes / 6) / 10;
