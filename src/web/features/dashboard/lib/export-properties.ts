// Export of the dashboard's visible (filtered) rows as CSV: the table's columns. A workspace the
// table pages on the server (issue 32) has its export streamed by the server instead.
import { DASHBOARD_CSV_COLUMNS } from '../../../../contracts/property-csv-columns.js';
import type { Property } from '../../../../contracts/properties.js';
import { downloadPropertiesCsv } from '../../../lib/property-csv.js';

export const exportProperties = (rows: readonly Property[]): void =>
  downloadPropertiesCsv(rows, DASHBOARD_CSV_COLUMNS);
