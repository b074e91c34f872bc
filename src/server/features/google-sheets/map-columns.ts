// The header row names the columns: matched without regard to case, spaces and punctuation, with
// the common variants people type ("IP Address", "Property Name", "Notes").
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { badRequest } from '../../lib/errors.js';
import type { GridRow } from './read-spreadsheet.js';

export type ImportField =
  'id' | 'name' | 'address' | 'ipAddress' | 'type' | 'description' | 'group';
/** One data row by field, still as text. */
export type RawRecord = { row: number } & Partial<Record<ImportField, string>>;

const VARIANTS: Record<ImportField, string[]> = {
  id: ['id', 'propertyid'],
  name: ['name', 'propertyname', 'property', 'title'],
  address: ['address', 'propertyaddress', 'streetaddress', 'location'],
  ipAddress: ['ipaddress', 'ip', 'ipv4', 'ipv4address', 'publicip', 'ipaddr'],
  type: ['type', 'propertytype', 'category'],
  description: ['description', 'desc', 'notes', 'note', 'details'],
  group: ['group', 'groupname', 'propertygroup', 'site', 'sitename'],
};
const REQUIRED: ImportField[] = ['name', 'address', 'ipAddress'];

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export function fieldOfHeader(header: string): ImportField | null {
  const key = normalise(header);
  for (const [field, names] of Object.entries(VARIANTS) as [ImportField, string[]][]) {
    if (names.includes(key)) return field;
  }
  return null;
}

export type ColumnMap = Map<ImportField, number>;

/** Which column holds which field; refuses a header without the required ones. */
export function columnsOfHeader(header: GridRow | undefined): ColumnMap {
  const columns: ColumnMap = new Map();
  header?.cells.forEach((cell, i) => {
    const field = fieldOfHeader(cell);
    if (field && !columns.has(field)) columns.set(field, i);
  });
  const missing = REQUIRED.filter((f) => !columns.has(f));
  if (missing.length > 0) throw badRequest(IMPORT_MSG.missingColumns(missing));
  return columns;
}

/** A data row as a record: only the mapped columns are kept. */
export function recordOf({ row, cells }: GridRow, columns: ColumnMap): RawRecord {
  const record: RawRecord = { row };
  // a NUL (possible in a legacy .xls string) cannot be stored in PostgreSQL text
  for (const [field, i] of columns) record[field] = (cells[i] ?? '').replace(/\0/g, '').trim();
  return record;
}

/** The first row is the header; the rest become records. Refuses a file without the columns. */
export function mapColumns(grid: GridRow[]): RawRecord[] {
  const [header, ...data] = grid;
  const columns = columnsOfHeader(header);
  if (data.length === 0) throw badRequest(IMPORT_MSG.noRows);
  return data.map((row) => recordOf(row, columns));
}
