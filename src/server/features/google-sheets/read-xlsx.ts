// .xlsx: the first sheet's declared size against the ceilings, the zip guard, then exceljs'
// streaming reader, row by row. Formula cells give their cached result (exceljs reads it from
// the file; nothing is calculated).
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { assertZipSafe } from './assert-zip-safe.js';
import type { GridRow } from './read-spreadsheet.js';
import {
  assertSheetWithinCeilings,
  CEILINGS,
  firstSheetEntry,
  type SheetCeilings,
} from './sheet-dimension.js';
import { listZipEntries } from './zip-entries.js';

export async function readXlsx(
  data: Buffer,
  onRow: (row: GridRow) => void,
  ceilings: SheetCeilings = CEILINGS,
): Promise<void> {
  const sheet = await firstSheetEntry(listZipEntries(data));
  if (sheet) await assertSheetWithinCeilings(sheet, ceilings);
  await assertZipSafe(data);
  if (!sheet) return;
  const wanted = /sheet(\d+)\.xml$/.exec(sheet.name)?.[1];
  // loaded only for a file that passed the checks above (it takes a while, and memory)
  const { default: Excel } = await import('exceljs');
  const book = new Excel.stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of book) {
    // exceljs names a sheet by its part's number (sheet3.xml is 3)
    if (wanted && String((worksheet as unknown as { id: number }).id) !== wanted) continue;
    for await (const row of worksheet) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellText(cell.value);
      });
      onRow({ row: row.number, cells: Array.from(cells, (c) => c ?? '') });
    }
    return;
  }
}

/** A cell as the person sees it: text, a number, a date, or a formula's cached result. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((p) => p.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined || (typeof result === 'object' && result && 'error' in result)
      ? ''
      : cellText(result);
  }
  if ('text' in value) return String((value as { text: unknown }).text);
  return '';
}
