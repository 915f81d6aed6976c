import type { Locale } from '../../../i18n/locale';

/** The three languages of the office's forms, each field marked with its language (Arabic written right to left). */
export const LANGUAGES = [
  { locale: 'en', dir: 'ltr' },
  { locale: 'fr', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
] as const satisfies readonly { locale: Locale; dir: 'ltr' | 'rtl' }[];
