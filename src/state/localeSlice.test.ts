import { loadLocaleState, localeChanged, localeSlice } from './localeSlice';
import { directionOf } from '../i18n/locale';

const reduce = localeSlice.reducer;

afterEach(() => localStorage.clear());

test('English is the default', () => {
  expect(reduce(undefined, { type: 'init' }).locale).toBe('en');
});

test('each of en, fr, ar can be chosen', () => {
  for (const locale of ['en', 'fr', 'ar']) expect(reduce(undefined, localeChanged(locale)).locale).toBe(locale);
});

test('an unknown language falls back to English', () => {
  expect(reduce({ locale: 'ar' }, localeChanged('de')).locale).toBe('en');
});

test('Arabic is right-to-left, the others left-to-right', () => {
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('fr')).toBe('ltr');
});

test('the stored choice is restored, an invalid one ignored', () => {
  localStorage.setItem('locale', 'fr');
  expect(loadLocaleState().locale).toBe('fr');
  localStorage.setItem('locale', 'xx');
  expect(loadLocaleState().locale).toBe('en');
});
