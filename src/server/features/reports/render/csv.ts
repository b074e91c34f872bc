// RFC 4180 CSV: CRLF lines, fields quoted when they hold a quote, comma or line break, quotes
// doubled. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
// leading apostrophe. A UTF-8 byte-order mark lets Excel read non-ASCII names.
import type { Report } from '../build-report.js';
import { COLUMNS, isoSecond, summaryEntries, type Cell } from '../report-columns.js';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes text a spreadsheet would treat as a formula with `'` (OWASP CSV injection). */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = cell instanceof Date ? isoSecond(cell) : neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => cells.map(csvField).join(',');

export function renderCsv(report: Report): Buffer {
  const lines = [
    csvLine(COLUMNS.map((c) => c.header)),
    ...report.rows.map((row) => csvLine(COLUMNS.map((c) => c.value(row)))),
    '',
    csvLine(['Summary', '']),
    ...summaryEntries(report).map((e) => csvLine([e.label, e.value])),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
