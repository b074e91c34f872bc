// Legacy .xls (BIFF) through @e965/xlsx, the dependency-free republish of SheetJS 0.20.3 (never
// xlsx@0.18, which carries CVE-2023-30533 and CVE-2024-22363). SheetJS never evaluates formulas:
// a formula cell gives its cached value. An .xls holds at most 65,536 rows and the file 10 MB;
// it is read whole, in the import's thread with its memory limit.
import * as XLSX from '@e965/xlsx';
import { IMPORT_MSG, MAX_IMPORT_ROWS } from '../../../contracts/google-sheets-messages.js';
import { badRequest } from '../../lib/errors.js';
import type { GridRow } from './read-spreadsheet.js';
import { CEILINGS, type SheetCeilings } from './sheet-dimension.js';

export function readXls(
  data: Buffer,
  onRow: (row: GridRow) => void,
  ceilings: SheetCeilings = CEILINGS,
): void {
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
  if (!sheet || !sheet['!ref']) return;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const columns = range.e.c - range.s.c + 1;
  if (columns > ceilings.columns) throw badRequest(IMPORT_MSG.tooManyColumns(columns));
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      cells.push(cell ? String(cell.w ?? cell.v ?? '') : '');
    }
    onRow({ row: r + 1, cells });
  }
}
