import { readdirSync } from 'node:fs';
import path from 'node:path';
import { frenchColonsSpaced } from '../../contract/frenchTypography';
import { definedMessageTables } from './i18n';

test('French puts a narrow no-break space before a colon in every server message and mail, as the web catalogs do', async () => {
  const resources = path.join(__dirname, '..', 'resources');
  const modules = readdirSync(resources, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ['messages.ts', 'mails.ts']
        .filter((file) => readdirSync(path.join(resources, entry.name)).includes(file))
        .map((file) => path.join(resources, entry.name, file)),
    );
  for (const module of [...modules, path.join(__dirname, '..', 'mail', 'templates.ts')]) await import(module);
  // The shared table and one per resource: a resource whose table went unseen would go unchecked.
  expect(definedMessageTables().length).toBeGreaterThan(modules.length);
  const wrong = definedMessageTables()
    .flatMap((table) => Object.entries(table.fr))
    // A parameter's name is no text of the message.
    .filter(([, message]) => !frenchColonsSpaced(message.replace(/\{\w+\}/g, '\uFFFC')))
    .map(([key, message]) => `${key}: ${message}`);
  expect(wrong).toEqual([]);
});
