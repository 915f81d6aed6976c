import type { LocalizedText } from '../../../api/enrolment';
import type { Locale } from '../../../i18n/locale';

/** A text in the reader's language; an empty French or Arabic text is shown in English. */
export const inLocale = (text: LocalizedText, locale: Locale) => text[locale].trim() || text.en;

/** The three languages of the forms, each field marked with its language (Arabic written right to left). */
export const LANGUAGES = [
  { locale: 'en', dir: 'ltr' },
  { locale: 'fr', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
] as const satisfies readonly { locale: Locale; dir: 'ltr' | 'rtl' }[];
