// Turns a file's rows into records as they are read, one row at a time: the first non-blank row
// is the header, every later row keeps only the columns an import uses, and the product's
// ceilings (rows, columns, cells) stop the reading as soon as a file passes one.
import { IMPORT_MSG, MAX_IMPORT_ROWS } from '../../../contracts/google-sheets-messages.js';
import { badRequest } from '../../lib/errors.js';
import { columnsOfHeader, recordOf, type ColumnMap, type RawRecord } from './map-columns.js';
import type { GridRow } from './read-spreadsheet.js';
import { CEILINGS, type SheetCeilings } from './sheet-dimension.js';

export type RecordCollector = {
  add: (row: GridRow) => void;
  /** the records, or the reason the file has none */
  finish: () => RawRecord[];
};

export function createRecordCollector(ceilings: SheetCeilings = CEILINGS): RecordCollector {
  let columns: ColumnMap | undefined;
  let rows = 0;
  let widest = 0;
  const records: RawRecord[] = [];
  return {
    add(row) {
      if (!row.cells.some((c) => c.trim() !== '')) return;
      rows++;
      if (rows > MAX_IMPORT_ROWS + 1) throw badRequest(IMPORT_MSG.tooManyRows);
      widest = Math.max(widest, row.cells.length);
      if (widest > ceilings.columns) throw badRequest(IMPORT_MSG.tooManyColumns(widest));
      if (widest * row.row > ceilings.cells) {
        throw badRequest(IMPORT_MSG.tooManyCells(widest * row.row));
      }
      if (columns) records.push(recordOf(row, columns));
      else columns = columnsOfHeader(row);
    },
    finish() {
      if (!columns) columnsOfHeader(undefined);
      if (records.length === 0) throw badRequest(IMPORT_MSG.noRows);
      return records;
    },
  };
}
