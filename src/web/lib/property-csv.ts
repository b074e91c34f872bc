// Properties as CSV (the dashboard's and the properties page's Export): the columns either may
// pick (contracts/property-csv-columns.ts, shared with the server's export), with the
// formula-neutralising of lib/csv.
import {
  PROPERTY_CSV_COLUMNS,
  type PropertyCsvColumn,
} from '../../contracts/property-csv-columns.js';
import type { Property } from '../../contracts/properties.js';
import { downloadCsv, toCsv } from './csv.js';

export type { PropertyCsvColumn };

export const propertiesCsvOf = (rows: readonly Property[], columns: PropertyCsvColumn[]) =>
  toCsv(
    rows,
    columns.map((c) => PROPERTY_CSV_COLUMNS[c]),
  );

/** Downloads properties-YYYY-MM-DD.csv. */
export function downloadPropertiesCsv(
  rows: readonly Property[],
  columns: PropertyCsvColumn[],
  now = new Date(),
): void {
  downloadCsv(`properties-${now.toISOString().slice(0, 10)}.csv`, propertiesCsvOf(rows, columns));
}
