import { readdirSync } from 'node:fs';
import path from 'node:path';
import { frenchColonsSpaced } from '../../contract/frenchTypography';
import { countedWords, plainCounts } from '../../contract/pluralCounts';
import { definedMessageTables, formatMessage, t } from './i18n';

/** Every resource's messages and mails, and the shared mail templates, loaded: their tables defined. */
async function loadEveryTable(): Promise<number> {
  const resources = path.join(__dirname, '..', 'resources');
  const modules = readdirSync(resources, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ['messages.ts', 'mails.ts']
        .filter((file) => readdirSync(path.join(resources, entry.name)).includes(file))
        .map((file) => path.join(resources, entry.name, file)),
    );
  for (const module of [...modules, path.join(__dirname, '..', 'mail', 'templates.ts')]) await import(module);
  return modules.length;
}

test('French puts a narrow no-break space before a colon in every server message and mail, as the web catalogs do', async () => {
  const modules = await loadEveryTable();
  expect(definedMessageTables().length).toBeGreaterThan(modules);
  const wrong = definedMessageTables()
    .flatMap((table) => Object.entries(table.fr))
    // A parameter's name is no text of the message.
    .filter(([, message]) => !frenchColonsSpaced(message.replace(/\{\w+\}/g, '\uFFFC')))
    .map(([key, message]) => `${key}: ${message}`);
  expect(wrong).toEqual([]);
});

test('every server message is ICU that formats in its language, naming the same values as in English', async () => {
  await loadEveryTable();
  const argumentsOf = (message: string) => [...message.matchAll(/\{\s*(\w+)\s*(,\s*(\w+))?/g)].map(([, name, , kind]) => ({ name, kind }));
  const wrong: string[] = [];
  for (const table of definedMessageTables())
    for (const [key, english] of Object.entries(table.en)) {
      const names = [...new Set(argumentsOf(english).map((argument) => argument.name))].sort();
      for (const lang of ['en', 'fr', 'ar'] as const) {
        const message = table[lang][key];
        if (message === undefined) continue;
        const found = argumentsOf(message);
        if (JSON.stringify([...new Set(found.map((argument) => argument.name))].sort()) !== JSON.stringify(names))
          wrong.push(`${lang} ${key}: names other values`);
        const counted = new Set(found.filter((argument) => argument.kind !== undefined).map((argument) => argument.name));
        const params = Object.fromEntries(names.map((name) => [name, counted.has(name) ? 2 : `«${name}»`]));
        try {
          const text = formatMessage(lang, message, params);
          for (const name of names.filter((candidate) => !counted.has(candidate)))
            if (!text.includes(`«${name}»`)) wrong.push(`${lang} ${key}: {${name}} not shown`);
        } catch (error) {
          wrong.push(`${lang} ${key}: ${(error as Error).message}`);
        }
      }
    }
  expect(wrong).toEqual([]);
});

test('a count takes each language’s plural form', () => {
  const message = {
    en: 'Try again in {seconds, plural, one {# second} other {# seconds}}.',
    ar: 'حاول بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}.',
  };
  expect([1, 2].map((seconds) => formatMessage('en', message.en, { seconds }))).toEqual(['Try again in 1 second.', 'Try again in 2 seconds.']);
  expect(formatMessage('ar', message.ar, { seconds: 2 })).toBe('حاول بعد ثانيتين.');
});

test.each(['en', 'fr', 'ar'] as const)('every %s count beside a noun in a server message or mail is a plural', async (lang) => {
  await loadEveryTable();
  const messages = definedMessageTables().flatMap((table) => Object.entries(table[lang]));
  expect(plainCounts(messages, countedWords(messages.map(([, message]) => message)))).toEqual([]);
});

test('a limit is counted in its language: one character, two characters', () => {
  expect([1, 2, 3, 11].map((limit) => t('ar', 'validation.maxLength', { limit }))).toEqual([
    'يجب ألا يزيد عن حرف واحد.',
    'يجب ألا يزيد عن حرفين.',
    'يجب ألا يزيد عن 3 أحرف.',
    'يجب ألا يزيد عن 11 حرفًا.',
  ]);
  expect(t('fr', 'validation.maxLength', { limit: 1 })).toBe('Ne peut pas dépasser 1 caractère.');
});
