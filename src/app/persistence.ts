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

// The profile before the token: another tab that sees the new token finds its student already stored.
listener.startListening({
  matcher: isAnyOf(customerSignedIn, customerSignedOut),
  effect: (_action, api) => {
    const { customerToken, customerUser } = (api.getState() as PersistedState).auth;
    writeStored(STORAGE_KEYS.customerUser, customerUser ? JSON.stringify(customerUser) : null);
    writeStored(STORAGE_KEYS.customerToken, customerToken);
  },
});

listener.startListening({
  matcher: isAnyOf(instructorSignedIn, instructorSignedOut),
  effect: (_action, api) => {
    const { instructorToken, instructorUser } = (api.getState() as PersistedState).auth;
    writeStored(STORAGE_KEYS.instructorUser, instructorUser ? JSON.stringify(instructorUser) : null);
    writeStored(STORAGE_KEYS.instructorToken, instructorToken ?? null);
  },
});

listener.startListening({
  actionCreator: localeChanged,
  effect: (_action, api) => writeStored(STORAGE_KEYS.locale, (api.getState() as PersistedState).locale.locale),
});

export const persistenceMiddleware = listener.middleware;
