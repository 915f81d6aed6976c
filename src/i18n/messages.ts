import type en from './locales/en';
import type { Locale } from '../state/localeSlice';

/** Every message id of the app: the keys of the English catalog, which is the reference. */
export type MessageId = keyof typeof en;
/** In the browser the values are precompiled ASTs (see webpack.config.ts); in tests, strings. */
export type Catalog = Record<MessageId, string>;

// One chunk per language: a visitor downloads only the language they read. catalogs.test.ts
// guarantees every language has every id, so no English fallback needs to travel along.
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './locales/en'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './locales/fr'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './locales/ar'),
};

const loaded = new Map<Locale, Catalog>();

export async function loadMessages(locale: Locale): Promise<Catalog> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = (await loaders[locale]()).default;
    loaded.set(locale, messages);
  }
  return messages;
}

/** The messages of a language if already downloaded. */
export function loadedMessages(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

// Makes `id` in <FormattedMessage> and intl.formatMessage a checked union: a typo fails tsc.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
