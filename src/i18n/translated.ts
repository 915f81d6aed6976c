import { directionOf, type Locale } from './locale';

/*
 * What the office writes has an English text and optional French and Arabic ones. A page shows
 * the reader's language and falls back to English field by field; the fallback is marked with its
 * language and direction, so English inside an Arabic page is read, aligned and spoken as English.
 */

type Texts = Record<string, string | readonly string[]>;

export interface Translations<T extends Texts> {
  fr: T;
  ar: T;
}

/** A text and the language it is actually in. */
export interface Shown<V> {
  value: V;
  lang: Locale;
}

const isFilled = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value.trim() !== '' : (value?.length ?? 0) > 0);

/** One field in the reader's language, or its English text when that translation is empty. */
export function inLanguage<T extends Texts, K extends keyof T>(locale: Locale, translations: Translations<T>, field: K, english: T[K]): Shown<T[K]> {
  if (locale !== 'en') {
    const value = translations[locale][field];
    if (isFilled(value)) return { value, lang: locale };
  }
  return { value: english, lang: 'en' };
}

/**
 * The `lang` and `dir` attributes of an element holding a text in `lang` on a page in `pageLocale`:
 * none when they agree (the page's own apply).
 */
export function langAttributes(lang: Locale, pageLocale: Locale): { lang?: Locale; dir?: 'ltr' | 'rtl' } {
  return lang === pageLocale ? {} : { lang, dir: directionOf(lang) };
}

/** Which of the French and Arabic texts of an item are missing (one of its fields left empty while the English one is not). */
export function missingTranslations<T extends Texts>(translations: Translations<T>, english: { [K in keyof T]?: T[K] | null }): ('fr' | 'ar')[] {
  const fields = Object.keys(english).filter((field) => isFilled(english[field] ?? undefined));
  return (['fr', 'ar'] as const).filter((locale) => fields.some((field) => !isFilled(translations[locale][field])));
}

/** A text the office wrote in three languages ({en, fr, ar}), in the reader's; English when that one was left empty. */
export const inLocale = (text: { en: string; fr: string; ar: string }, locale: Locale) => text[locale].trim() || text.en;
