import { ar, en, fr } from './catalogs';
import type { Locale } from '../state/localeSlice';

/** Every message id of the app: the keys of the English catalog, which is the reference. */
export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;

export const catalogs: Record<Locale, Partial<Catalog>> = { en, fr, ar };

const merged = new Map<Locale, Catalog>();

/**
 * The messages of a locale, with English filling any gap (product-spec §4: fallback en), so a
 * missing translation shows English text rather than an id.
 */
export function messagesFor(locale: Locale): Catalog {
  let messages = merged.get(locale);
  if (!messages) {
    messages = locale === 'en' ? en : { ...en, ...catalogs[locale] };
    merged.set(locale, messages);
  }
  return messages;
}

// Makes `id` in <FormattedMessage> and intl.formatMessage a checked union: a typo fails tsc.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
