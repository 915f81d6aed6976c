import { useEffect, useLayoutEffect, useMemo, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import type { AppStore, RootState } from '../store';
import { useAppSelector } from '../../state/hooks';
import { selectLocale } from '../../state/localeSlice';
import { DEFAULT_LOCALE, directionOf, type Locale } from '../../i18n/locale';
import { loadMessages, loadedMessages, subscribeToMessages, type Catalog } from '../../i18n/messages';
import { loadEmotionCache, loadedEmotionCache, type EmotionCaches } from './emotionCache';
import { themeFor } from './theme';
import { Toaster } from '../../components/feedback/toasts';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** Server rendering passes fresh caches per page; the browser uses the module-level ones. */
  emotionCaches?: EmotionCaches;
  /**
   * The state a prerendered page is hydrated with: what the store held when hydration began, so a
   * part hydrated later matches its HTML even if newer data has arrived meanwhile.
   */
  serverState?: RootState;
}

/** Everything a screen needs around it: store, messages, direction-aware styles, theme, toasts. */
export function AppProviders({ store, children, emotionCaches: caches, serverState }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <LocalizedProviders caches={caches}>{children}</LocalizedProviders>
    </Provider>
  );
}

interface ReadyLanguage {
  locale: Locale;
  messages: Catalog;
  cache: EmotionCache;
}

/** What a language needs before it is shown: its messages and its direction's style cache. */
export function loadLanguage(locale: Locale): Promise<unknown> {
  return Promise.all([loadMessages(locale), loadEmotionCache(directionOf(locale))]);
}

/**
 * The chosen language once its messages and style cache are here. While a newly chosen language
 * downloads, the page stays wholly in the previous one (text, direction and formats together),
 * never half-switched.
 */
function useReadyLanguage(caches: EmotionCaches | undefined): ReadyLanguage | undefined {
  const chosen = useAppSelector(selectLocale);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [shown, setShown] = useState<ReadyLanguage>();
  // Subscribed: the admin area's messages join a language already shown.
  const messages = useSyncExternalStore(
    subscribeToMessages,
    () => loadedMessages(chosen),
    () => loadedMessages(chosen),
  );
  const direction = directionOf(chosen);
  const cache = caches ? caches[direction] : loadedEmotionCache(direction);
  // Kept in state, not derived: the previous language stays shown until the chosen one is ready.
  const ready = messages && cache && (shown?.messages !== messages || shown.cache !== cache) ? { locale: chosen, messages, cache } : undefined;
  if (ready) setShown(ready);
  const missing = !messages || !cache;
  useEffect(() => {
    if (missing) void loadLanguage(chosen).then(rerender);
  }, [chosen, missing]);
  return ready ?? shown;
}

function LocalizedProviders({ caches, children }: { caches: EmotionCaches | undefined; children: ReactNode }) {
  const language = useReadyLanguage(caches);
  const locale = language?.locale ?? DEFAULT_LOCALE;
  const theme = useMemo(() => themeFor(locale), [locale]);
  useDocumentLanguage(locale);

  // main.tsx loads the first language before rendering; this covers a caller that did not.
  if (!language) return null;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={language.messages}>
      <CacheProvider value={language.cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toaster />
        </ThemeProvider>
      </CacheProvider>
    </IntlProvider>
  );
}

/** Keeps `<html lang dir>` in step with the chosen language (before paint, so text never flips visibly). */
function useDocumentLanguage(locale: Locale) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
  }, [locale]);
}
