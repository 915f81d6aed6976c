import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locale';

/*
 * One URL = one language, so a prerendered page hydrates in the language it was rendered in:
 * English pages are unprefixed (the x-default), French and Arabic ones live under /fr and /ar.
 * The admin area is not prerendered and keeps its URLs in every language.
 */

const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

/** The language a URL states ('fr', 'ar'), or undefined for an unprefixed one. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : undefined;
}

/** The path without its language prefix: '/fr/services' → '/services', '/fr' → '/'. */
export function unprefixedPath(pathname: string): string {
  return localeOfPath(pathname) ? pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/' : pathname;
}

/** The same page in `locale`: '/services' in French → '/fr/services'. Admin paths never change. */
export function localizedPath(pathname: string, locale: Locale): string {
  if (isAdminPath(pathname)) return pathname;
  const bare = unprefixedPath(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** The languages with a URL prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
