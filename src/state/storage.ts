import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';

// The browser's storage keys. The admin's token (auth_token) and user (user_data) are written on
// admin sign-in and cleared on sign-out; the student's token (token) and profile (customer_data)
// likewise (a session stored before the profile was kept has the token alone). No separate admin
// credential for the instructor screens is stored: they use the signed-in admin's own token.
export const STORAGE_KEYS = {
  adminToken: 'auth_token',
  adminUser: 'user_data',
  customerToken: 'token',
  customerUser: 'customer_data',
  instructorToken: 'instructor_token',
  instructorUser: 'instructor_data',
  locale: 'locale',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can be missing (server rendering) or throw (private mode, quota): never let it break the app.
export function readStored(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // The session still works in memory for this tab.
  }
}

export function readStoredJson<T>(key: StorageKey): T | null {
  const raw = readStored(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The reader's saved language, English when none (or an unknown one) is saved. */
export function readStoredLocale(): Locale {
  const stored = readStored(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
