// Reads an uploaded file into records, whatever its kind: .xlsx with exceljs' streaming reader,
// legacy .xls with the dependency-free SheetJS build, .csv with papaparse, row by row. Formulas
// are never evaluated: a workbook's cells give their cached results and a CSV cell is only text.
// In the app this runs in a worker thread (read-in-thread.ts); here it is the reading itself.
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { createRecordCollector } from './collect-records.js';
import type { RawRecord } from './map-columns.js';
import { CEILINGS, type SheetCeilings } from './sheet-dimension.js';

export type FileKind = 'xlsx' | 'xls' | 'csv';
/** A spreadsheet row: its number as the spreadsheet shows it, and its cells as text. */
export type GridRow = { row: number; cells: string[] };

export function fileKindOf(fileName: string): FileKind | null {
  const ext = /\.([a-z]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext === 'xlsx' || ext === 'xls' || ext === 'csv' ? ext : null;
}

/** The file's first bytes must match its name: a zip for .xlsx, an OLE2 compound file for .xls. */
export function contentMatchesKind(kind: FileKind, data: Buffer): boolean {
  const head = data.subarray(0, 8).toString('hex');
  if (kind === 'xlsx') return head.startsWith('504b0304');
  if (kind === 'xls') return head.startsWith('d0cf11e0a1b11ae1');
  // a CSV is text: no NUL byte in its first 8 KB
  return !data.subarray(0, 8192).includes(0);
}

/** The file's records (header mapped, blank rows skipped), or the reason it is refused. */
export async function readSpreadsheet(
  kind: FileKind,
  data: Buffer,
  ceilings: SheetCeilings = CEILINGS,
): Promise<RawRecord[]> {
  if (!contentMatchesKind(kind, data)) throw badRequest(IMPORT_MSG.invalidType);
  const collector = createRecordCollector(ceilings);
  try {
    // each reader loads its library when a file of its kind comes (exceljs alone takes a while)
    if (kind === 'xlsx')
      await (await import('./read-xlsx.js')).readXlsx(data, collector.add, ceilings);
    else if (kind === 'xls') (await import('./read-xls.js')).readXls(data, collector.add, ceilings);
    else await (await import('./read-csv.js')).readCsv(data, collector.add);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw badRequest(IMPORT_MSG.unreadable);
  }
  return collector.finish();
}
