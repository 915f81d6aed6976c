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

test('no rows: the header line only', () => {
  expect(toCsv([], columns)).toBe('\uFEFF"Name","Phone","Message"\r\n');
});
