import { authSlice } from './authSlice';
import { localeSlice } from './localeSlice';

/** The slices every area reads; the store (src/app/store.ts) adds the API's cache and the partner card. */
export const sharedReducers = {
  [authSlice.reducerPath]: authSlice.reducer,
  [localeSlice.reducerPath]: localeSlice.reducer,
};

/** Their state, inferred from the reducers: the part of the store any area may read. */
export type SharedState = { [K in keyof typeof sharedReducers]: ReturnType<(typeof sharedReducers)[K]> };
