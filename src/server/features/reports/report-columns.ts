// The report's table and summary as typed cells, shared by the CSV, XLSX and PDF renderers.
import type { Report, ReportRow } from '../../reporting/build-report.js';
import { formatDuration } from '../../reporting/report-stats.js';
import type { CsvCell } from '../../lib/csv.js';
import { maintenanceNote } from '../../../contracts/maintenance-windows.js';

export type Cell = CsvCell;
export type CellKind = 'text' | 'int' | 'decimal' | 'date';

export type Column = {
  header: string;
  /** the header in the PDF table, where space is short */
  short?: string;
  kind: CellKind;
  /** relative width in the PDF table */
  width: number;
  value: (row: ReportRow) => Cell;
};

const minutes = (ms: number) => Math.round(ms / 6000) / 10;

/** "Avg Response (ms)", shortened to "Avg ms" in the PDF. */
const responseColumn = (label: string, value: Column['value']): Column => ({
  header: `${label} Response (ms)`,
  short: `${label} ms`,
  kind: 'decimal',
  width: 4.5,
  value,
});

export const COLUMNS: readonly Column[] = [
  { header: 'Property Name', kind: 'text', width: 15, value: (r) => r.name },
  { header: 'Address', kind: 'text', width: 14, value: (r) => r.address },
  { header: 'IP Address', kind: 'text', width: 7, value: (r) => r.ipAddress },
  { header: 'Type', kind: 'text', width: 6, value: (r) => r.type },
  { header: 'Status', kind: 'text', width: 5.5, value: (r) => r.status },
  { header: 'Uptime %', kind: 'decimal', width: 5.5, value: (r) => r.uptime },
  { header: 'Checks', kind: 'int', width: 5.5, value: (r) => r.checks },
  {
    header: 'Failed Checks',
    short: 'Failed',
    kind: 'int',
    width: 4.5,
    value: (r) => r.failedChecks,
  },
  responseColumn('Avg', (r) => r.avgMs),
  responseColumn('Min', (r) => r.minMs),
  responseColumn('Max', (r) => r.maxMs),
  responseColumn('P95', (r) => r.p95Ms),
  { header: 'Incidents', kind: 'int', width: 5.5, value: (r) => r.incidents },
  {
    header: 'Downtime (min)',
    short: 'Down min',
    kind: 'decimal',
    width: 5.5,
    value: (r) => minutes(r.downtimeMs),
  },
  {
    // the cause named (issue 29): downtime while an upstream it depends on was down too
    header: 'Upstream Down (min)',
    short: 'Upstream min',
    kind: 'decimal',
    width: 5.5,
    value: (r) => minutes(r.upstreamDownMs),
  },
  {
    header: 'Last Check (UTC)',
    // the PDF prints times in the workspace's time zone, named in its header
    short: 'Last Check',
    kind: 'date',
    width: 10.5,
    value: (r) => r.lastCheck,
  },
];

export type SummaryEntry = { label: string; kind: CellKind; value: Cell };

export function summaryEntries(report: Report): SummaryEntry[] {
  const s = report.summary;
  const e = (label: string, kind: CellKind, value: Cell): SummaryEntry => ({ label, kind, value });
  return [
    e('Report', 'text', report.title),
    e('From (UTC)', 'date', report.range.start),
    e('To (UTC)', 'date', report.range.until),
    e('Generated (UTC)', 'date', report.generatedAt),
    e('Time Zone', 'text', report.timeZone),
    e('Total Properties', 'int', s.properties),
    e('Online', 'int', s.online),
    e('Offline', 'int', s.offline),
    e('Timeout', 'int', s.timeout),
    e('Unknown', 'int', s.unknown),
    e('Checks', 'int', s.checks),
    e('Failed Checks', 'int', s.failedChecks),
    e('Overall Uptime %', 'decimal', s.uptime),
    // the figures leave planned maintenance out, and say so (issue 27)
    e('Planned Maintenance', 'text', maintenanceNote(s.plannedMaintenanceMs) ?? 'none'),
    e('Average Response (ms)', 'decimal', s.avgMs),
    e('P95 Response (ms)', 'decimal', s.p95Ms),
    e('Incidents', 'int', s.incidents),
    e('Total Downtime (min)', 'decimal', minutes(s.downtimeMs)),
    e('Total Downtime', 'text', formatDuration(s.downtimeMs)),
  ];
}
