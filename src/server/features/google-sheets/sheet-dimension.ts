// Refuses an .xlsx whose first sheet spans more than the product's column and cell ceilings
// before anything expands it: the sheet's <dimension ref="A1:AX50001"/> is near the start of its
// XML, so only the first few kilobytes are inflated. (A sheet without one, or that lies, is held
// to the same ceilings row by row while it is read: collect-records.ts.)
import {
  IMPORT_MSG,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_COLUMNS,
} from '../../../contracts/google-sheets-messages.js';
import { badRequest } from '../../lib/errors.js';
import { inflateUpTo, type ZipEntry } from './zip-entries.js';

/** The dimension element comes before the rows; sheet views and column widths may precede it. */
const HEAD_BYTES = 64 * 1024;
/** workbook.xml and its relationships are small; a larger one is not read for this. */
const SMALL_PART_BYTES = 1024 * 1024;

export type SheetCeilings = { columns: number; cells: number };
export const CEILINGS: SheetCeilings = { columns: MAX_IMPORT_COLUMNS, cells: MAX_IMPORT_CELLS };

/** The part of the first sheet, as the workbook lists its sheets (what a person sees first). */
export async function firstSheetEntry(entries: ZipEntry[]): Promise<ZipEntry | undefined> {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const sheets = entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name));
  const workbook = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  if (workbook && rels) {
    const book = await smallPart(workbook);
    const relId = /<(?:\w+:)?sheet\s[^>]*?\s\w+:id="([^"]+)"/.exec(book)?.[1];
    for (const tag of (await smallPart(rels)).match(/<(?:\w+:)?Relationship\s[^>]*>/g) ?? []) {
      if (attribute(tag, 'Id') !== relId) continue;
      const target = attribute(tag, 'Target') ?? '';
      const found = byName.get(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
      if (found) return found;
    }
  }
  return byName.get('xl/worksheets/sheet1.xml') ?? sheets[0];
}

/** Throws the ceiling's message when the sheet's declared dimension passes it. */
export async function assertSheetWithinCeilings(
  sheet: ZipEntry,
  ceilings: SheetCeilings = CEILINGS,
): Promise<void> {
  const { head } = await inflateUpTo(sheet, HEAD_BYTES, HEAD_BYTES);
  const ref = /<(?:\w+:)?dimension\s+ref="([A-Z]{1,3})(\d{1,7})(?::([A-Z]{1,3})(\d{1,7}))?"/.exec(
    head.toString('latin1'),
  );
  if (!ref) return;
  const columns = ref[3] ? columnNumber(ref[3]) - columnNumber(ref[1]!) + 1 : 1;
  const rows = ref[4] ? Number(ref[4]) - Number(ref[2]) + 1 : 1;
  if (columns > ceilings.columns) throw badRequest(IMPORT_MSG.tooManyColumns(columns));
  if (columns * rows > ceilings.cells) throw badRequest(IMPORT_MSG.tooManyCells(columns * rows));
}

/** "A" is 1, "Z" 26, "AA" 27. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n;
}

async function smallPart(entry: ZipEntry): Promise<string> {
  const { head } = await inflateUpTo(entry, SMALL_PART_BYTES, SMALL_PART_BYTES);
  return head.toString('utf8');
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}
