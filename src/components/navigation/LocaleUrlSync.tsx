import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { localeChanged, selectLocale } from '../../state/localeSlice';
import { localeOfPath, localizedPath } from '../../i18n/localePath';

/**
 * Keeps the URL's language prefix and the chosen language in step (src/i18n/localePath.ts).
 * A language picked in the menu moves the URL to that language's page; back or forward to a
 * prefixed page picks its language; an unprefixed link followed in French lands on /fr/….
 */
export function LocaleUrlSync() {
  const locale = useAppSelector(selectLocale);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const lastLocale = useRef(locale);

  useEffect(() => {
    const languageWasPicked = lastLocale.current !== locale;
    lastLocale.current = locale;
    const stated = localeOfPath(location.pathname);
    if (!languageWasPicked && navigationType === 'POP' && stated && stated !== locale) {
      dispatch(localeChanged(stated));
      return;
    }
    const wanted = localizedPath(location.pathname, locale);
    if (wanted !== location.pathname) {
      void navigate({ pathname: wanted, search: location.search, hash: location.hash }, { replace: true, state: location.state });
    }
  }, [locale, location, navigationType, navigate, dispatch]);

  return null;
}
