import { localeOfPath, localizedPath, unprefixedPath } from './localePath';

test('a prefix states the language; English and unknown prefixes state none', () => {
  expect(localeOfPath('/fr/services')).toBe('fr');
  expect(localeOfPath('/ar')).toBe('ar');
  expect(localeOfPath('/services')).toBeUndefined();
  expect(localeOfPath('/en/services')).toBeUndefined();
  expect(localeOfPath('/france')).toBeUndefined();
});

test('the same page in another language keeps its path and drops or swaps the prefix', () => {
  expect(localizedPath('/services', 'fr')).toBe('/fr/services');
  expect(localizedPath('/', 'ar')).toBe('/ar');
  expect(localizedPath('/fr/cities', 'ar')).toBe('/ar/cities');
  expect(localizedPath('/fr', 'en')).toBe('/');
  expect(localizedPath('/ar/Certificated-Instructors', 'en')).toBe('/Certificated-Instructors');
  expect(unprefixedPath('/fr/aboutpage')).toBe('/aboutpage');
});

test('admin pages keep their URL in every language', () => {
  expect(localizedPath('/admin/services', 'fr')).toBe('/admin/services');
  expect(localizedPath('/admin', 'ar')).toBe('/admin');
});
