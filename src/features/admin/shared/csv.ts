import { downloadFile } from '../../../components/files/downloadFile';
import { csvText, type CsvValue } from '../../../contract/csv';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The rows under a header of the columns' names, as CSV. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvText([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))]);
}

/** Downloads rows as `<name>-<today>.csv`. */
export function downloadCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], name: string) {
  downloadFile(toCsv(rows, columns), `${name}-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8');
}
