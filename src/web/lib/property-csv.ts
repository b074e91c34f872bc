// Properties as CSV (the dashboard's and the properties page's Export): the columns either may
// pick, with the formula-neutralising of lib/csv.
import type { Property } from '../../contracts/properties.js';
import { downloadCsv, toCsv, type CsvColumn } from './csv.js';

const uptime = (window: '24h' | '7d' | '30d') => (p: Property) =>
  p.uptime[window]?.toFixed(1) ?? '';

const COLUMNS = {
  name: { header: 'Name', value: 'name' },
  address: { header: 'Address', value: 'address' },
  ip: { header: 'IP Address', value: 'ipAddress' },
  type: { header: 'Type', value: 'type' },
  status: { header: 'Status', value: 'status' },
  responseTime: { header: 'Response Time (ms)', value: 'responseTime' },
  method: {
    header: 'Check Method',
    value: (p) => (p.checkMethod === 'tcp' ? `tcp:${p.tcpPort}` : 'icmp'),
  },
  interval: { header: 'Check Interval (s)', value: 'effectiveIntervalSeconds' },
  uptime24h: { header: 'Uptime 24h (%)', value: uptime('24h') },
  uptime7d: { header: 'Uptime 7d (%)', value: uptime('7d') },
  uptime30d: { header: 'Uptime 30d (%)', value: uptime('30d') },
  lastCheck: { header: 'Last Check', value: 'lastCheck' },
} satisfies Record<string, CsvColumn<Property>>;

export type PropertyCsvColumn = keyof typeof COLUMNS;

export const propertiesCsvOf = (rows: readonly Property[], columns: PropertyCsvColumn[]) =>
  toCsv(
    rows,
    columns.map((c) => COLUMNS[c]),
  );

/** Downloads properties-YYYY-MM-DD.csv. */
export function downloadPropertiesCsv(
  rows: readonly Property[],
  columns: PropertyCsvColumn[],
  now = new Date(),
): void {
  downloadCsv(`properties-${now.toISOString().slice(0, 10)}.csv`, propertiesCsvOf(rows, columns));
}
