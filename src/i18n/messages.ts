import type en from './locales/en';
import type enAdmin from './locales/en.admin';
import type { Locale } from './locale';

/** Every message id of the app: the keys of the English catalog, which is the reference. */
export type MessageId = keyof typeof en | keyof typeof enAdmin;
/** In the browser the values are precompiled ASTs (see webpack.config.ts); in tests, strings. */
export type Catalog = Record<MessageId, string>;

// One chunk per language, and the admin area's messages in another: a visitor downloads only the
// language they read, and no admin text. catalogs.test.ts guarantees every language has every id,
// so no English fallback needs to travel along.
const loaders: Record<Locale, () => Promise<{ default: Partial<Catalog> }>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './locales/en'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './locales/fr'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './locales/ar'),
};
const adminLoaders: Record<Locale, () => Promise<{ default: Partial<Catalog> }>> = {
  en: () => import(/* webpackChunkName: "admin-messages-en" */ './locales/en.admin'),
  fr: () => import(/* webpackChunkName: "admin-messages-fr" */ './locales/fr.admin'),
  ar: () => import(/* webpackChunkName: "admin-messages-ar" */ './locales/ar.admin'),
};

const loaded = new Map<Locale, { messages: Catalog; admin: boolean }>();
const listeners = new Set<() => void>();
// Set once the admin area is opened: from then on every language comes with its admin messages.
let adminWanted = false;

const pending = new Map<Locale, Promise<Catalog>>();

export function loadMessages(locale: Locale): Promise<Catalog> {
  const current = loaded.get(locale);
  if (current && (current.admin || !adminWanted)) return Promise.resolve(current.messages);
  let loading = pending.get(locale);
  if (!loading) {
    loading = download(locale).finally(() => pending.delete(locale));
    pending.set(locale, loading);
  }
  return loading;
}

async function download(locale: Locale): Promise<Catalog> {
  const admin = adminWanted;
  const [base, extra] = await Promise.all([loaders[locale](), admin ? adminLoaders[locale]() : undefined]);
  // A new object when the admin part joins, so the IntlProvider sees the change.
  const messages = { ...base.default, ...extra?.default } as Catalog;
  loaded.set(locale, { messages, admin });
  for (const listener of listeners) listener();
  return messages;
}

/** The admin area's messages, for every language shown or on its way (and every language from now on). */
export async function loadAdminMessages(): Promise<void> {
  adminWanted = true;
  const languages = new Set([...loaded.keys(), ...pending.keys()]);
  await Promise.all(
    [...languages].map(async (locale) => {
      // A download begun before the admin area was wanted finishes first; then the admin part follows.
      await pending.get(locale);
      await loadMessages(locale);
    }),
  );
}

/** The messages of a language if already downloaded. */
export function loadedMessages(locale: Locale): Catalog | undefined {
  return loaded.get(locale)?.messages;
}

/** Called whenever a language's messages arrive or grow. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Makes `id` in <FormattedMessage> and intl.formatMessage a checked union: a typo fails tsc.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
