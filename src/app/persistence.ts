import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  adminSignedIn,
  adminSignedOut,
  adminUserRefreshed,
  customerSignedIn,
  customerSignedOut,
  instructorSignedIn,
  instructorSignedOut,
  type AuthState,
} from '../state/authSlice';
import { localeChanged } from '../state/localeSlice';
import type { SharedState } from '../state/shared';
import { STORAGE_KEYS, writeStored, type StorageKey } from '../state/storage';

const listener = createListenerMiddleware();

// Storage follows the store, never the reverse: the store is what the screens read. The user
// before the token: another tab that sees the new token finds its user already stored.
function persistSession(
  actions: Parameters<typeof isAnyOf>,
  session: (auth: AuthState) => [token: string | null | undefined, user: object | null | undefined],
  [tokenKey, userKey]: [StorageKey, StorageKey],
) {
  listener.startListening({
    matcher: isAnyOf(...actions),
    effect: (_action, api) => {
      const [token, user] = session((api.getState() as SharedState).auth);
      writeStored(userKey, user ? JSON.stringify(user) : null);
      writeStored(tokenKey, token ?? null);
    },
  });
}

persistSession([adminSignedIn, adminUserRefreshed, adminSignedOut], (auth) => [auth.adminToken, auth.adminUser], [
  STORAGE_KEYS.adminToken,
  STORAGE_KEYS.adminUser,
]);
persistSession([customerSignedIn, customerSignedOut], (auth) => [auth.customerToken, auth.customerUser], [
  STORAGE_KEYS.customerToken,
  STORAGE_KEYS.customerUser,
]);
persistSession([instructorSignedIn, instructorSignedOut], (auth) => [auth.instructorToken, auth.instructorUser], [
  STORAGE_KEYS.instructorToken,
  STORAGE_KEYS.instructorUser,
]);

listener.startListening({
  actionCreator: localeChanged,
  effect: (_action, api) => writeStored(STORAGE_KEYS.locale, (api.getState() as SharedState).locale.locale),
});

export const persistenceMiddleware = listener.middleware;
