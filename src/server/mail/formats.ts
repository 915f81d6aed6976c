import { TIME_ZONE } from '../../contract/torontoTime';
import type { Lang } from '../http/i18n';

// As on the web pages: Canadian formats, and Arabic with Western digits (prices, dates and receipt
// numbers read the same as on the receipt and the office's books); amounts in Arabic as in English.
const MONEY_LOCALE: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA', ar: 'en-CA' };
export const DATE_LOCALE: Record<Lang, string> = { en: 'en-CA', fr: 'fr-CA', ar: 'ar-u-nu-latn' };

/** One formatter per language, made once: building an Intl formatter costs far more than using it. */
export function perLang<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => made.get(lang) ?? made.set(lang, make(lang)).get(lang)!;
}

const moneyFormat = perLang((lang) => new Intl.NumberFormat(MONEY_LOCALE[lang], { style: 'currency', currency: 'CAD' }));
const percentFormat = perLang((lang) => new Intl.NumberFormat(MONEY_LOCALE[lang], { style: 'percent', maximumFractionDigits: 3 }));
const dayFormat = perLang((lang) => new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'full', timeZone: 'UTC' }));
const instantFormat = perLang((lang) => new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }));

/** Integer cents as money in the mail's language. */
export const money = (cents: number, lang: Lang) => moneyFormat(lang).format(cents / 100);
/** A rate in basis points (1300) as a percentage in the mail's language: 13%, 13 %. */
export const percent = (basisPoints: number, lang: Lang) => percentFormat(lang).format(basisPoints / 10000);
/** A calendar day (`YYYY-MM-DD`) in full, as written: no time zone moves it. */
export const dayText = (date: string, lang: Lang) => dayFormat(lang).format(new Date(`${date}T12:00:00Z`));
/** An instant as Toronto's date and wall-clock time. */
export const instantText = (iso: string | Date, lang: Lang) => instantFormat(lang).format(new Date(iso));
