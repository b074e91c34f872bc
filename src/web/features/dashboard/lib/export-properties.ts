// Export of the dashboard's visible (filtered) rows as CSV: the table's columns.
import type { Property } from '../../../../contracts/properties.js';
import { downloadPropertiesCsv, type PropertyCsvColumn } from '../../../lib/property-csv.js';

const COLUMNS: PropertyCsvColumn[] = [
  'name',
  'address',
  'ip',
  'type',
  'status',
  'responseTime',
  'uptime24h',
  'uptime7d',
  'lastCheck',
];

export const exportProperties = (rows: readonly Property[]): void =>
  downloadPropertiesCsv(rows, COLUMNS);
