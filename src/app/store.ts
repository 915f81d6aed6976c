import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api';
import { loadAuthState } from '../state/authSlice';
import { loadLocaleState } from '../state/localeSlice';
import { sharedReducers } from '../state/shared';
import { partnerCardSlice } from '../features/public/partners/partnerCardSlice';
import { persistenceMiddleware } from './persistence';

const rootReducer = combineReducers({
  ...sharedReducers,
  [api.reducerPath]: api.reducer,
  [partnerCardSlice.reducerPath]: partnerCardSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page (and per test); the stored session and language are read when it is made. */
export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: loadAuthState(), locale: loadLocaleState(), ...preloadedState },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(persistenceMiddleware).concat(api.middleware),
  });
  // Refetch on focus and on reconnect, so admin lists stay current without a click.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
