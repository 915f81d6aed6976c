import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { adminSignedIn, adminSignedOut, adminUserRefreshed, customerSignedIn, customerSignedOut, type AuthState } from '../state/authSlice';
import { localeChanged, type LocaleState } from '../state/localeSlice';
import { STORAGE_KEYS, writeStored } from '../state/storage';

interface PersistedState {
  auth: AuthState;
  locale: LocaleState;
}

const listener = createListenerMiddleware();

// Storage follows the store, never the reverse: the store is what the screens read.
listener.startListening({
  matcher: isAnyOf(adminSignedIn, adminUserRefreshed, adminSignedOut),
  effect: (_action, api) => {
    const { adminToken, adminUser } = (api.getState() as PersistedState).auth;
    writeStored(STORAGE_KEYS.adminToken, adminToken);
    writeStored(STORAGE_KEYS.adminUser, adminUser ? JSON.stringify(adminUser) : null);
  },
});

listener.startListening({
  matcher: isAnyOf(customerSignedIn, customerSignedOut),
  effect: (_action, api) => writeStored(STORAGE_KEYS.customerToken, (api.getState() as PersistedState).auth.customerToken),
});

listener.startListening({
  actionCreator: localeChanged,
  effect: (_action, api) => writeStored(STORAGE_KEYS.locale, (api.getState() as PersistedState).locale.locale),
});

export const persistenceMiddleware = listener.middleware;
