import type { Inquiry } from '../../../api';
import { toCsv, type CsvColumn } from './csv';

const inquiry = (over: Partial<Inquiry>): Inquiry => ({
  id: 1,
  name: 'Maya Chen',
  email: 'maya@example.com',
  phone: null,
  title: null,
  message: null,
  status: 'new',
  notes: null,
  service: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  ...over,
});
const columns: CsvColumn<Inquiry>[] = [
  { header: 'Name', value: (i) => i.name },
  { header: 'Phone', value: (i) => i.phone },
  { header: 'Message', value: (i) => i.message },
];

test('every cell is quoted, quotes doubled, lines end in CRLF, with a byte-order mark', () => {
  const csv = toCsv([inquiry({ message: 'He said "hi",\nthen left' })], columns);
  expect(csv).toBe('\uFEFF"Name","Phone","Message"\r\n"Maya Chen","","He said ""hi"",\nthen left"\r\n');
});

test.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('a cell starting like a formula (%j) is made text', (text) => {
  const csv = toCsv([inquiry({ message: text })], columns);
  expect(csv.split('\r\n')[1]).toBe(`"Maya Chen","","'${text.replace(/"/g, '""')}"`);
});

test('Arabic and accents pass through; a phone number with a plus keeps its digits as text', () => {
  const csv = toCsv([inquiry({ name: 'مايا شين', phone: '+1 613 555 0100', message: 'Élève' })], columns);
  expect(csv.split('\r\n')[1]).toBe(`"مايا شين","'+1 613 555 0100","Élève"`);
});

test('a cell carries no invisible direction mark: an Arabic date or isolated hours stay readable to a spreadsheet', () => {
  const day = new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date('2026-11-24T12:00:00Z'));
  const csv = toCsv(
    [inquiry({ name: '\u2068مايا شين\u2069', phone: '\u2066613-555-0100\u2069', message: `\u200F${day} \u206609:00–15:00\u2069\u200E` })],
    columns,
  );
  expect(csv).not.toMatch(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/);
  expect(csv.split('\r\n')[1]).toBe(`"مايا شين","613-555-0100","${day.replace(/[\u200E\u200F\u061C]/g, '')} 09:00–15:00"`);
});

test('no rows: the header line only', () => {
  expect(toCsv([], columns)).toBe('\uFEFF"Name","Phone","Message"\r\n');
});
