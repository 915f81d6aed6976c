import { useCallback } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectLocale } from '../../state/localeSlice';
import { localizedPath } from '../../i18n/localePath';

/**
 * Links of the site's chrome point at the reader's language (/fr/services), so crawlers of a
 * prerendered page find its language's pages and the current page's link is marked current.
 */
export function useLocalizedPath(): (to: string) => string {
  const locale = useAppSelector(selectLocale);
  return useCallback(
    (to: string) => {
      const [path, hash] = to.split('#');
      const localized = localizedPath(path, locale);
      return hash === undefined ? localized : `${localized}#${hash}`;
    },
    [locale],
  );
}
