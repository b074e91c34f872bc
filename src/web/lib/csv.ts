// CSV export of table rows (RFC 4180 quoting) with spreadsheet formula injection neutralised.
import { saveBlob } from './download.js';

export type CsvColumn<T> = {
  header: string;
  /** a key of the row, or a function computing the cell */
  value: keyof T | ((row: T) => unknown);
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised by a leading ', quoted when it holds , " or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number | boolean);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((c) => csvCell(typeof c.value === 'function' ? c.value(row) : row[c.value]))
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

/** Saves CSV text as a file. */
export function downloadCsv(filename: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}
