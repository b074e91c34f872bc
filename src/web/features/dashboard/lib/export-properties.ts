// Export of the dashboard's visible (filtered) rows as CSV.
import type { Property } from '../../../../contracts/properties.js';
import { downloadCsv, toCsv, type CsvColumn } from '../../../lib/csv.js';

const columns: CsvColumn<Property>[] = [
  { header: 'Name', value: 'name' },
  { header: 'Address', value: 'address' },
  { header: 'IP Address', value: 'ipAddress' },
  { header: 'Type', value: 'type' },
  { header: 'Status', value: 'status' },
  { header: 'Response Time (ms)', value: 'responseTime' },
  { header: 'Uptime 24h (%)', value: (p) => p.uptime['24h']?.toFixed(1) ?? '' },
  { header: 'Uptime 7d (%)', value: (p) => p.uptime['7d']?.toFixed(1) ?? '' },
  { header: 'Last Check', value: 'lastCheck' },
];

export const propertiesCsv = (rows: readonly Property[]): string => toCsv(rows, columns);

export function exportProperties(rows: readonly Property[], now = new Date()): void {
  downloadCsv(`properties-${now.toISOString().slice(0, 10)}.csv`, propertiesCsv(rows));
}
