import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ar, catalogParts, en, fr } from './catalogs';
import { frenchColonsSpaced } from '../contract/frenchTypography';
import { countedWords, plainCounts } from '../contract/pluralCounts';

const catalogs: Record<string, Record<string, string>> = { en, fr, ar };
const names = Object.keys(catalogs);

/** The arguments and tags a message expects, as `name:kind`, including those nested in plural/select branches. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        // A count may be plain in one language and a plural in another: each puts its noun beside a
        // different number ("4 of 10 hours", « 4 heures sur 10 »). Both take the same value.
        case TYPE.argument:
        case TYPE.number:
          found.add(`${element.value}:value`);
          break;
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.plural:
          found.add(`${element.value}:value`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.select:
          found.add(`${element.value}:select`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`<${element.value}>:tag`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

test.each(names)('the %s catalog has every key another catalog has', (name) => {
  const mine = new Set(Object.keys(catalogs[name]));
  const missing = names.flatMap((other) => Object.keys(catalogs[other]).filter((key) => !mine.has(key)));
  expect([...new Set(missing)]).toEqual([]);
});

test.each(names)('every %s message is valid ICU and not empty', (name) => {
  for (const [key, message] of Object.entries(catalogs[name])) {
    expect({ key, empty: message.trim() === '' }).toEqual({ key, empty: false });
    expect(() => parse(message)).not.toThrow();
  }
});

test('a message has the same placeholders in every language', () => {
  const differences: string[] = [];
  for (const [key, message] of Object.entries(en)) {
    const expected = placeholders(message).join(', ');
    for (const name of names) {
      const translated = catalogs[name][key];
      if (translated === undefined) continue; // reported by the key test
      const actual = placeholders(translated).join(', ');
      if (actual !== expected) differences.push(`${name} ${key}: {${actual}} instead of {${expected}}`);
    }
  }
  expect(differences).toEqual([]);
});

test('ids are dotted area.screen.thing names', () => {
  for (const key of Object.keys(en)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*){1,4}$/);
});

// Texts that are rightly the same as English (names, addresses, words both languages share).
// Anything else equal to English is most likely an untranslated copy.
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: [
    'admin.pagination.current',
    'admin.texts.segments',
    'brand.name',
    'common.documentTitle',
    'footer.contact.email',
    'footer.contact.phone',
    'language.name.en',
    'language.name.fr',
    'language.name.ar',
    'admin.nav.services',
    'admin.services.title',
    'admin.shell.name',
    'footer.company.contact',
    'footer.navigation.title',
    'footer.services.title',
    'nav.contact',
    'nav.menu.title',
    'nav.services',
    // Names and words French shares with English.
    'admin.waitlist.actions',
    'cities.default.name',
    'cities.photo',
    'home.sample.review1.author',
    'home.sample.review2.author',
    'instructors.schedule.date',
    'form.message',
    'checkout.amounts.total',
    'admin.inquiries.actions',
    'admin.inquiries.contact',
    'admin.inquiries.date',
    'admin.inquiries.message',
    'admin.inquiries.none',
    'admin.inquiries.notes',
    'admin.services.category.faq',
    'admin.services.description',
    'admin.content.type',
    'admin.cities.description',
    'admin.partners.description',
    // Only placeholders: a field's label and its language's name, each already translated.
    'admin.translations.field',
    // Only placeholders and French's own punctuation: an action's word, then the lesson it acts on.
    'admin.lessons.actionOf',
    'admin.classes.actionOf',
    'admin.classes.absent',
    'instructorArea.classes.absent',
    'admin.classes.when',
    'admin.courses.actions',
    'admin.courses.actionOf',
    // Only placeholders: a block of the week's instructor, student, time and status, each already translated.
    'admin.lessons.week.lessonBlock',
    // A count of minutes, a word French shares with English (and a title before it).
    'admin.courses.homeLink.credits',
    'account.course.homeLink.item',
  ],
  ar: [
    'brand.name',
    'common.documentTitle',
    'footer.contact.email',
    'footer.contact.phone',
    'language.name.en',
    'language.name.fr',
    'language.name.ar',
    'admin.inquiries.none',
    'admin.translations.field',
  ],
};

test.each(['fr', 'ar'])('the %s catalog is translated, not copied from English', (name) => {
  const allowed = new Set(SAME_AS_ENGLISH[name]);
  // An exception for a text that no longer exists would silently excuse a future one of that name.
  expect([...allowed].filter((key) => !(key in en))).toEqual([]);
  const copies = Object.entries(en)
    .filter(([key, message]) => !allowed.has(key) && catalogs[name][key] === message)
    .map(([key]) => key);
  expect(copies).toEqual([]);
});

test('an id is defined in one area file only', () => {
  const owners = new Map<string, string[]>();
  for (const [area, locales] of Object.entries(catalogParts)) {
    for (const key of Object.keys(locales.en)) owners.set(key, [...(owners.get(key) ?? []), area]);
  }
  expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
});

test.each(Object.keys(catalogParts))('the %s area file of each language has the keys of its English file', (area) => {
  const reference = Object.keys(catalogParts[area].en).sort();
  for (const locale of ['fr', 'ar']) expect(Object.keys(catalogParts[area][locale]).sort()).toEqual(reference);
});

/** A message's own text, each argument or tag replaced by one placeholder character (its name is no text of the message). */
function textOf(message: string): string {
  const walk = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if (element.type === TYPE.tag) return `\uFFFC${walk(element.children)}\uFFFC`;
        if (element.type === TYPE.select || element.type === TYPE.plural)
          return Object.values(element.options)
            .map((option) => walk(option.value))
            .join('\uFFFC');
        return '\uFFFC';
      })
      .join('');
  return walk(parse(message));
}

test('French puts a narrow no-break space before a colon (neither a plain space nor none); times and URLs keep theirs', () => {
  expect(['Total\u202F: {amount}', 'De 09:00 à 10:00', 'https://example.com'].every(frenchColonsSpaced)).toBe(true);
  expect(['Total : {amount}', 'Total\u00A0: {amount}', 'Total: {amount}', '{label}: {value}'].map((message) => frenchColonsSpaced(textOf(message)))).toEqual([
    false,
    false,
    false,
    false,
  ]);
  const wrong = Object.entries(fr)
    .filter(([, message]) => !frenchColonsSpaced(textOf(message)))
    .map(([key, message]) => `${key}: ${message}`);
  expect(wrong).toEqual([]);
});

test.each(names)('"Enroll now" has one wording in %s, wherever it is offered', (name) => {
  const catalog = catalogs[name];
  const enroll = catalog['header.enroll'];
  expect([catalog['home.hero.enroll'], catalog['services.enroll']]).toEqual([enroll, enroll]);
  expect(catalog['services.enrollIn'].startsWith(enroll)).toBe(true);
});

test('a plain count is caught: a value followed by a noun the catalog counts elsewhere', () => {
  const messages = { a: '{done} of {required} hours', b: '{done, plural, one {# hour} other {# hours}} of {required}', c: '{n} h' };
  expect(countedWords(Object.values(messages))).toEqual(new Set(['hour', 'hours']));
  expect(plainCounts(Object.entries(messages), countedWords(Object.values(messages)))).toEqual(['a: {required} hours']);
});

test.each(names)('every %s count beside a noun is a plural', (name) => {
  const catalog = catalogs[name];
  expect(plainCounts(Object.entries(catalog), countedWords(Object.values(catalog)))).toEqual([]);
});
