// One report, three file formats: the bytes, their content type and the download's file name.
import { REPORT_CONTENT_TYPES, type ReportFormat } from '../../../../contracts/reports.js';
import type { Report } from '../build-report.js';
import { renderCsv } from './csv.js';
import { renderPdf } from './pdf.js';
import { renderXlsx } from './xlsx.js';

export type ReportFile = { body: Buffer; contentType: string; fileName: string };

const day = (d: Date) => d.toISOString().slice(0, 10);

/** `property-report-daily-2026-11-21.csv`; a custom one names its days, `...-custom-A-to-B.csv`. */
export function reportFileName(report: Report, format: ReportFormat): string {
  const { range } = report;
  const when =
    range.kind === 'custom'
      ? `${day(range.start)}-to-${day(new Date(range.end.getTime() - 1))}`
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
