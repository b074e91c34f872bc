// CSV: UTF-8 with or without a byte-order mark, comma, semicolon or tab separated, quoted fields.
import Papa from 'papaparse';
import type { GridRow } from './read-spreadsheet.js';

export async function readCsv(data: Buffer): Promise<GridRow[]> {
  const text = new TextDecoder('utf-8').decode(data).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  // Blank records are skipped here, not by papaparse, so a row keeps its number in the file.
  const rows: GridRow[] = [];
  parsed.data.forEach((cells, i) => {
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: i + 1, cells });
  });
  return rows;
}
