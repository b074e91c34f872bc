// RFC 4180 CSV fields for every CSV the product writes (report downloads, mailed reports):
// quoted when they hold a quote, comma or line break, quotes doubled, and text a spreadsheet would
// run as a formula (=, +, -, @, tab, CR first) prefixed with an apostrophe (OWASP CSV injection).

export type CsvCell = string | number | Date | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** ISO 8601 to the second, in UTC: `2026-11-21T09:30:00Z`. */
export const isoSecond = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Prefixes text a spreadsheet would treat as a formula with `'`. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = cell instanceof Date ? isoSecond(cell) : neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, without its line break. */
export const csvLine = (cells: readonly CsvCell[]) => cells.map(csvField).join(',');
