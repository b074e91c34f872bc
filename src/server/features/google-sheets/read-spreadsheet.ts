// Reads an uploaded file into a grid of text cells, whatever its kind: .xlsx with exceljs, legacy
// .xls with the dependency-free SheetJS build, .csv with papaparse. Formulas are never evaluated:
// a workbook's cells give their cached results and a CSV cell is only text.
import { IMPORT_MSG, MAX_IMPORT_ROWS } from '../../../contracts/imports.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { readCsv } from './read-csv.js';
import { readXls } from './read-xls.js';
import { readXlsx } from './read-xlsx.js';

export type FileKind = 'xlsx' | 'xls' | 'csv';
/** A spreadsheet row: its number as the spreadsheet shows it, and its cells as text. */
export type GridRow = { row: number; cells: string[] };

/** How long reading one file may take before it is refused (a hostile file's time limit). */
export const READ_TIME_LIMIT_MS = 30_000;

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

export async function readSpreadsheet(
  kind: FileKind,
  data: Buffer,
  timeLimitMs = READ_TIME_LIMIT_MS,
): Promise<GridRow[]> {
  if (!contentMatchesKind(kind, data)) throw badRequest(IMPORT_MSG.invalidType);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(badRequest(IMPORT_MSG.tooSlow)), timeLimitMs);
  });
  try {
    const read = kind === 'xlsx' ? readXlsx(data) : kind === 'xls' ? readXls(data) : readCsv(data);
    const rows = await Promise.race([read, timeout]);
    if (rows.length > MAX_IMPORT_ROWS + 1) throw badRequest(IMPORT_MSG.tooManyRows);
    return rows;
  } catch (e) {
    if (e instanceof AppError) throw e;
    const text = e instanceof Error ? e.message : '';
    if (/^Max row count/.test(text)) throw badRequest(IMPORT_MSG.tooManyRows);
    throw badRequest(IMPORT_MSG.unreadable);
  } finally {
    clearTimeout(timer);
  }
}
