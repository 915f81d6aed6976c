import type en from './locales/en';
import type enAdmin from './locales/en.admin';
import type enAdminLogin from './locales/en.adminLogin';
import type enCheckout from './locales/en.checkout';
import type enInstructor from './locales/en.instructor';
import type { Locale } from './locale';

/** Every message id of the app: the keys of the English catalog, which is the reference. */
export type MessageId = keyof typeof en | keyof typeof enAdmin | keyof typeof enAdminLogin | keyof typeof enCheckout | keyof typeof enInstructor;
/** In the browser the values are precompiled ASTs (see webpack.config.ts); in tests, strings. */
export type Catalog = Record<MessageId, string>;

type CatalogLoader = () => Promise<{ default: Partial<Catalog> }>;

// One chunk per language, and each lazily opened area's messages in others: a visitor downloads
// only the language they read, and no text of a screen they never open. catalogs.test.ts
// guarantees every language has every id, so no English fallback needs to travel along.
const loaders: Record<Locale, CatalogLoader> = {
  en: () => import(/* webpackChunkName: "messages-en" */ './locales/en'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './locales/fr'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './locales/ar'),
};

/**
 * The areas whose messages come with their screens: the admin area, its sign-in form (without the
 * rest of the admin area), the student's checkout, bookings and receipts, and the instructor's area.
 */
export type MessageArea = 'admin' | 'adminLogin' | 'checkout' | 'instructor';

const areaLoaders: Record<MessageArea, Record<Locale, CatalogLoader>> = {
  admin: {
    en: () => import(/* webpackChunkName: "admin-messages-en" */ './locales/en.admin'),
    fr: () => import(/* webpackChunkName: "admin-messages-fr" */ './locales/fr.admin'),
    ar: () => import(/* webpackChunkName: "admin-messages-ar" */ './locales/ar.admin'),
  },
  adminLogin: {
    en: () => import(/* webpackChunkName: "admin-login-messages-en" */ './locales/en.adminLogin'),
    fr: () => import(/* webpackChunkName: "admin-login-messages-fr" */ './locales/fr.adminLogin'),
    ar: () => import(/* webpackChunkName: "admin-login-messages-ar" */ './locales/ar.adminLogin'),
  },
  checkout: {
    en: () => import(/* webpackChunkName: "checkout-messages-en" */ './locales/en.checkout'),
    fr: () => import(/* webpackChunkName: "checkout-messages-fr" */ './locales/fr.checkout'),
    ar: () => import(/* webpackChunkName: "checkout-messages-ar" */ './locales/ar.checkout'),
  },
  instructor: {
    en: () => import(/* webpackChunkName: "instructor-messages-en" */ './locales/en.instructor'),
    fr: () => import(/* webpackChunkName: "instructor-messages-fr" */ './locales/fr.instructor'),
    ar: () => import(/* webpackChunkName: "instructor-messages-ar" */ './locales/ar.instructor'),
  },
};

const loaded = new Map<Locale, { messages: Catalog; areas: ReadonlySet<MessageArea> }>();
const listeners = new Set<() => void>();
// The areas opened so far: from then on every language comes with their messages.
const wantedAreas = new Set<MessageArea>();

const pending = new Map<Locale, Promise<Catalog>>();

export function loadMessages(locale: Locale): Promise<Catalog> {
  const current = loaded.get(locale);
  if (current && [...wantedAreas].every((area) => current.areas.has(area))) return Promise.resolve(current.messages);
  let loading = pending.get(locale);
  if (!loading) {
    loading = download(locale).finally(() => pending.delete(locale));
    pending.set(locale, loading);
  }
  return loading;
}

async function download(locale: Locale): Promise<Catalog> {
  const areas = new Set(wantedAreas);
  const parts = await Promise.all([loaders[locale](), ...[...areas].map((area) => areaLoaders[area][locale]())]);
  // A new object whenever an area joins, so the IntlProvider sees the change.
  const messages = Object.assign({}, ...parts.map((part) => part.default)) as Catalog;
  loaded.set(locale, { messages, areas });
  for (const listener of listeners) listener();
  return messages;
}

/** An area's messages, for every language shown or on its way (and every language from now on). */
export async function loadAreaMessages(area: MessageArea): Promise<void> {
  wantedAreas.add(area);
  const languages = new Set([...loaded.keys(), ...pending.keys()]);
  await Promise.all(
    [...languages].map(async (locale) => {
      // A download begun before the area was wanted finishes first; then the area's part follows.
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
