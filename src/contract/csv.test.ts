import { csvText } from './csv';

test('a spreadsheet reads each cell as written: quotes doubled, formulas and signs as text, empty for nothing', () => {
  expect(
    csvText([
      ['name', 'hours'],
      ['Nour "N" Haddad, Jr.', 7.5],
      ['=HYPERLINK("x")', null],
      ['-2', undefined],
      ['two\nlines', 'é ع'],
    ]),
  ).toBe('\uFEFF"name","hours"\r\n"Nour ""N"" Haddad, Jr.","7.5"\r\n"\'=HYPERLINK(""x"")",""\r\n"\'-2",""\r\n"two\nlines","é ع"\r\n');
});
