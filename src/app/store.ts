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
    // The development-only checks of every action warn when they take over 32 ms, which a busy
    // machine (tests side by side) reaches with nothing wrong in the state: only the timing warning is moved.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { warnAfter: 256 }, immutableCheck: { warnAfter: 256 } })
        .prepend(persistenceMiddleware)
        .concat(api.middleware),
  });
  // Refetch on focus and on reconnect, so admin lists stay current without a click.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
