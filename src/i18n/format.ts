import type { Locale } from './locale';

/** The school's time zone: dates are shown as they are in Kingston, whatever the reader's clock. */
export const TIME_ZONE = 'America/Toronto';

// Intl writes CA$ for Arabic and for bare en/fr; the spec wants a plain dollar sign, so Canadian
// English formatting serves Arabic too.
const MONEY_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA', ar: 'en-CA' };
const DATE_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA', ar: 'ar-u-nu-latn' };

/** A price as money in the reader's language; a price that is not a number is shown as written. */
export function formatMoney(value: number | string | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(amount)) return String(value);
  return new Intl.NumberFormat(MONEY_LOCALE[locale], {
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
  return new Intl.NumberFormat(MONEY_LOCALE[locale], { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** A date (ISO timestamp or YYYY-MM-DD) in the reader's language, in the school's time zone. */
export function formatDate(value: string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  // A bare date is a calendar day, not an instant: read it at noon UTC so no time zone moves it.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { timeZone: TIME_ZONE, ...options }).format(date);
}

const dayParts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Toronto calendar day (`YYYY-MM-DD`) of an instant, whatever the reader's own time zone. */
export function torontoDay(instant: Date | string = new Date()): string {
  const parts = dayParts.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
