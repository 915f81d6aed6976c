import { downloadFile } from '../../../components/files/downloadFile';
import { withoutBidiControls } from '../../../i18n/text';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return before them) as
 * a formula: text typed by anyone on a public form must never run as one (CSV injection).
 * A leading apostrophe makes the cell text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  // The marks that keep an Arabic date or a range in order on screen are characters to a
  // spreadsheet: a date cell carrying them is text it cannot read as a date.
  let text = value === null || value === undefined ? '' : withoutBidiControls(String(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * RFC 4180 CSV: every cell quoted, CRLF between records. It starts with a byte-order mark so that
 * spreadsheet programs read the UTF-8 (accents, Arabic names) correctly.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Downloads rows as `<name>-<today>.csv`. */
export function downloadCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], name: string) {
  downloadFile(toCsv(rows, columns), `${name}-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
}
