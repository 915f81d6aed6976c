/*
 * CSV as spreadsheets read it (RFC 4180), the same for the files the office's pages make and those
 * the server sends: every cell quoted, CRLF between records, and a byte-order mark first so that a
 * spreadsheet reads the UTF-8 (accents, Arabic names) right.
 */

/**
 * A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return before them) as
 * a formula: text typed by anyone on a public form must never run as one (CSV injection).
 * A leading apostrophe makes the cell text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

// The marks that keep an Arabic date or a range in order on screen are characters to a
// spreadsheet: a date cell carrying them is text it cannot read as a date.
const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

export type CsvValue = string | number | null | undefined;

function cell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value).replace(BIDI_CONTROLS, '');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Records (the first one the header) as the text of a CSV file. */
export function csvText(records: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${records.map((record) => record.map(cell).join(',')).join('\r\n')}\r\n`;
}
