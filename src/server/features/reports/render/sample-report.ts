// A report of n made-up properties for the renderers' tests: each row from `row(i)` over the
// same check figures, the summary counting them all online.
import type { Report, ReportRow } from '../../../reporting/build-report.js';
import { resolveReportRange } from '../../../reporting/report-window.js';

export const SAMPLE_METRICS = {
  checks: 2880,
  failedChecks: 3,
  uptime: 99.9,
  avgMs: 12.5,
  minMs: 1,
  maxMs: 80,
  p95Ms: 30,
};

/** Row i of a sample report: property i + 1 on loopback, its figures overridden by `over`. */
export function sampleRow(i: number, over: Partial<ReportRow> = {}): ReportRow {
  return {
    ...SAMPLE_METRICS,
    id: i + 1,
    name: `Property ${i + 1}`,
    address: `${i + 1} Bench Street`,
    ipAddress: '127.0.0.1',
    maskedIp: false,
    type: 'residential',
    status: 'online',
    lastCheck: new Date(),
    incidents: 0,
    downtimeMs: 0,
    upstreamDownMs: 0,
    ...over,
  };
}

export function sampleReport(n: number, row: (i: number) => ReportRow = sampleRow): Report {
  const now = new Date();
  return {
    kind: 'daily',
    title: 'Daily Summary',
    timeZone: 'UTC',
    range: resolveReportRange('daily', {}, now),
    generatedAt: now,
    rows: Array.from({ length: n }, (_, i) => row(i)),
    summary: {
      ...SAMPLE_METRICS,
      properties: n,
      online: n,
      offline: 0,
      timeout: 0,
      unknown: 0,
      incidents: 0,
      downtimeMs: 0,
      plannedMaintenanceMs: 0,
    },
    series: [],
  };
}
