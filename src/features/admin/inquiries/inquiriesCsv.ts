import type { Inquiry } from '../../../api';

export interface CsvColumn {
  header: string;
  value: (inquiry: Inquiry) => string | number | null | undefined;
}

/**
 * A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return before them) as
 * a formula: an inquiry typed by anyone on the public form must never run as one (CSV injection).
 * A leading apostrophe makes the cell text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * RFC 4180 CSV: every cell quoted, CRLF between records. It starts with a byte-order mark so that
 * spreadsheet programs read the UTF-8 (accents, Arabic names) correctly.
 */
export function inquiriesCsv(inquiries: Inquiry[], columns: CsvColumn[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const inquiry of inquiries) lines.push(columns.map((c) => cell(c.value(inquiry))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
