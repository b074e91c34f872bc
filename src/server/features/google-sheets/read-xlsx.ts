// .xlsx through exceljs, after the zip guard. Formula cells give their cached result (exceljs
// reads it from the file; nothing is calculated).
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '../../../contracts/imports.js';
import { assertZipSafe } from './assert-zip-safe.js';
import type { GridRow } from './read-spreadsheet.js';

export async function readXlsx(data: Buffer): Promise<GridRow[]> {
  await assertZipSafe(data);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    data as unknown as ArrayBuffer,
    {
      maxRows: MAX_IMPORT_ROWS + 1,
      maxCols: 100,
      ignoreNodes: ['dataValidations', 'conditionalFormatting', 'hyperlinks', 'drawing', 'picture'],
    } as Parameters<typeof wb.xlsx.load>[1],
  );
  const sheet = wb.worksheets[0];
  if (!sheet) return [];
  const rows: GridRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c.trim() !== '')) rows.push({ row: rowNumber, cells: filled });
  });
  return rows;
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
