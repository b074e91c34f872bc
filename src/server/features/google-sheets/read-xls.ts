// Legacy .xls (BIFF) through @e965/xlsx, the dependency-free republish of SheetJS 0.20.3 (never
// xlsx@0.18, which carries CVE-2023-30533 and CVE-2024-22363). SheetJS never evaluates formulas:
// a formula cell gives its cached value.
import * as XLSX from '@e965/xlsx';
import { MAX_IMPORT_ROWS } from '../../../contracts/imports.js';
import type { GridRow } from './read-spreadsheet.js';

export async function readXls(data: Buffer): Promise<GridRow[]> {
  const wb = XLSX.read(data, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    // one row past the ceiling, so an oversized sheet is seen as such without reading it all
    sheetRows: MAX_IMPORT_ROWS + 2,
  });
  const first = wb.SheetNames[0];
  const sheet = first ? wb.Sheets[first] : undefined;
  if (!sheet || !sheet['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: GridRow[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = range.s.c; c <= Math.min(range.e.c, range.s.c + 100); c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      cells.push(cell ? String(cell.w ?? cell.v ?? '') : '');
    }
    if (cells.some((v) => v.trim() !== '')) rows.push({ row: r + 1, cells });
  }
  return rows;
}
