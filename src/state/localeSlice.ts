import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';
import { readStoredLocale } from './storage';

export interface LocaleState {
  locale: Locale;
}

export function loadLocaleState(): LocaleState {
  return { locale: readStoredLocale() };
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: { locale: DEFAULT_LOCALE } as LocaleState,
  reducers: {
    localeChanged(state, action: PayloadAction<string>) {
      // Unknown values fall back to English rather than leaving the UI without a catalog.
      state.locale = isLocale(action.payload) ? action.payload : DEFAULT_LOCALE;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
  },
});

export const { localeChanged } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
