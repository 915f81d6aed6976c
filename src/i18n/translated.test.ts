import { inLanguage, langAttributes, missingTranslations } from './translated';

const translations = {
  fr: { title: 'Forfait débutant', details: [] as string[] },
  ar: { title: '  ', details: ['10 ساعات قيادة'] },
};

test('a field in the reader’s language when translated, else its English text, with the language it is in', () => {
  expect(inLanguage('fr', translations, 'title', 'Beginner package')).toEqual({ value: 'Forfait débutant', lang: 'fr' });
  expect(inLanguage('ar', translations, 'title', 'Beginner package')).toEqual({ value: 'Beginner package', lang: 'en' });
  expect(inLanguage('fr', translations, 'details', ['10 in-car hours'])).toEqual({ value: ['10 in-car hours'], lang: 'en' });
  expect(inLanguage('ar', translations, 'details', ['10 in-car hours'])).toEqual({ value: ['10 ساعات قيادة'], lang: 'ar' });
  expect(inLanguage('en', translations, 'title', 'Beginner package')).toEqual({ value: 'Beginner package', lang: 'en' });
});

test('only a text in another language than the page’s is marked, with that language’s direction', () => {
  expect(langAttributes('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
  expect(langAttributes('ar', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(langAttributes('fr', 'fr')).toEqual({});
});

test('a translation is missing when a field written in English is empty in that language', () => {
  expect(missingTranslations(translations, { title: 'Beginner package', details: ['10 in-car hours'] })).toEqual(['fr', 'ar']);
  expect(missingTranslations(translations, { title: 'Beginner package', details: [] })).toEqual(['ar']);
  expect(missingTranslations({ fr: { title: 'A', details: ['x'] }, ar: { title: 'ب', details: ['y'] } }, { title: 'A', details: ['x'] })).toEqual([]);
});
