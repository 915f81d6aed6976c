import { useEffect, useSyncExternalStore } from 'react';
import { loadMessages, loadedMessages, subscribeToMessages } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';

/** The messages of a language that may not be the page's (a receipt in the language it was issued in), downloaded when first wanted. */
export function useCatalog(locale: Locale) {
  const messages = useSyncExternalStore(
    subscribeToMessages,
    () => loadedMessages(locale),
    () => loadedMessages(locale),
  );
  useEffect(() => {
    if (!messages) void loadMessages(locale);
  }, [locale, messages]);
  return messages;
}
