import type { Locale } from './locale';

// Apart from the formatting helpers every page loads: only the screens naming instructors' languages use these.

/** A language's name in the reader's language ("arabe" in French), by the browser's own list; the code if it has none. */
export function languageName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
}

/** The languages an instructor speaks, named in the reader's language ("English, French and Arabic"). */
export function languageNames(codes: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes.map((code) => languageName(code, locale)));
}
