// The columns a properties CSV may carry (the dashboard's and the properties page's Export), one
// definition for the browser's export (web/lib/property-csv.ts) and the server's streamed one
// (GET /api/properties/export.csv, issue 32), so the two files cannot drift apart.
import type { Property } from './properties.js';

export type PropertyCsvCell = string | number | null;
type Column = { header: string; value: (p: Property) => PropertyCsvCell };

const uptime = (window: '24h' | '7d' | '30d') => (p: Property) =>
  p.uptime[window]?.toFixed(1) ?? '';

export const PROPERTY_CSV_COLUMNS = {
  name: { header: 'Name', value: (p) => p.name },
  address: { header: 'Address', value: (p) => p.address },
  ip: { header: 'IP Address', value: (p) => p.ipAddress },
  type: { header: 'Type', value: (p) => p.type },
  status: { header: 'Status', value: (p) => p.status },
  responseTime: { header: 'Response Time (ms)', value: (p) => p.responseTime },
  method: {
    header: 'Check Method',
    value: (p) => (p.checkMethod === 'tcp' ? `tcp:${p.tcpPort}` : 'icmp'),
  },
  interval: { header: 'Check Interval (s)', value: (p) => p.effectiveIntervalSeconds },
  uptime24h: { header: 'Uptime 24h (%)', value: uptime('24h') },
  uptime7d: { header: 'Uptime 7d (%)', value: uptime('7d') },
  uptime30d: { header: 'Uptime 30d (%)', value: uptime('30d') },
  lastCheck: { header: 'Last Check', value: (p) => p.lastCheck },
} satisfies Record<string, Column>;

export type PropertyCsvColumn = keyof typeof PROPERTY_CSV_COLUMNS;

/** The dashboard's export: the table's columns. */
export const DASHBOARD_CSV_COLUMNS: PropertyCsvColumn[] = [
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
