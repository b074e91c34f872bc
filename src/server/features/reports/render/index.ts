// One report, three file formats: the bytes, their content type and the download's file name.
import { REPORT_CONTENT_TYPES, type ReportFormat } from '../../../../contracts/reports.js';
import { localDate } from '../../../lib/zoned-time.js';
import type { Report } from '../../../reporting/build-report.js';
import { renderCsv } from './csv.js';
import { renderPdf } from './pdf.js';
import { renderXlsx } from './xlsx.js';

export type ReportFile = { body: Buffer; contentType: string; fileName: string };

/**
 * `property-report-daily-2026-11-21.csv`, dated in the workspace's time zone like the mailed
 * reports; a custom one names the days asked for, `...-custom-A-to-B.csv`.
 */
export function reportFileName(report: Report, format: ReportFormat): string {
  const { range, timeZone } = report;
  const day = (d: Date) => localDate(d, timeZone);
  const when = range.asked
    ? `${day(range.asked.from)}-to-${day(new Date(range.asked.to.getTime() - 1))}`
    : day(report.generatedAt);
  return `property-report-${range.kind}-${when}.${format}`;
}

export async function renderReport(report: Report, format: ReportFormat): Promise<ReportFile> {
  const body =
    format === 'csv'
      ? renderCsv(report)
      : format === 'xlsx'
        ? await renderXlsx(report)
        : await renderPdf(report);
  return {
    body,
    contentType: REPORT_CONTENT_TYPES[format],
    fileName: reportFileName(report, format),
  };
}
