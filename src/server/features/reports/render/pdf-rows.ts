// Which properties a PDF report's table lists. A PDF is read by people: a workspace of 100,000
// properties made one of ~2,900 pages in 63 s of a render thread holding 3.2 GB (bench:reports at
// 100,000, 2026-11-29), which nobody reads and a small server cannot afford. Past PDF_ROWS_MAX
// the table lists the properties with the lowest uptime, lowest first, and says so; the summary
// and the chart above it still cover every property, and CSV and Excel list every one.
import type { Report, ReportRow } from '../../../reporting/build-report.js';

/** About 57 pages of the table (35 rows a page). */
export const PDF_ROWS_MAX = 2_000;

const COUNT = new Intl.NumberFormat('en-US');

/** Lowest uptime first, then the longest downtime; no checks in the range after every figure. */
function lowestUptimeFirst(a: ReportRow, b: ReportRow): number {
  if (a.uptime === null || b.uptime === null) {
    return (a.uptime === null ? 1 : 0) - (b.uptime === null ? 1 : 0);
  }
  return a.uptime - b.uptime || b.downtimeMs - a.downtimeMs;
}

export function pdfRows(report: Report): { rows: ReportRow[]; note: string | null } {
  const all = report.rows;
  if (all.length <= PDF_ROWS_MAX) return { rows: all, note: null };
  // a stable sort: equal figures keep the report's order (by name)
  const rows = [...all].sort(lowestUptimeFirst).slice(0, PDF_ROWS_MAX);
  return {
    rows,
    note:
      `The ${COUNT.format(PDF_ROWS_MAX)} properties with the lowest uptime of ` +
      `${COUNT.format(all.length)}, lowest first. The CSV and Excel downloads list every property.`,
  };
}
