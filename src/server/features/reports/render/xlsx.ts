// Excel workbook: a Properties sheet (bold, frozen header; numbers as numbers, dates as dates),
// a Summary sheet and the workspace's Response Time series.
import ExcelJS from 'exceljs';
import type { Report } from '../../../reporting/build-report.js';
import { COLUMNS, summaryEntries, type CellKind } from '../report-columns.js';

const NUM_FMT: Record<CellKind, string | undefined> = {
  text: undefined,
  int: '0',
  decimal: '0.00',
  date: 'yyyy-mm-dd hh:mm:ss',
};

export async function renderXlsx(report: Report): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Property Monitor';
  wb.created = report.generatedAt;

  const sheet = wb.addWorksheet('Properties', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    header: c.header,
    width: Math.max(c.header.length + 2, c.width * 1.6),
    style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };

  const summary = wb.addWorksheet('Summary');
  summary.columns = [
    { header: 'Metric', width: 26 },
    { header: 'Value', width: 24 },
  ];
  summary.getRow(1).font = { bold: true };
  for (const e of summaryEntries(report)) {
    const added = summary.addRow([e.label, e.value]);
    const fmt = NUM_FMT[e.kind];
    if (fmt) added.getCell(2).numFmt = fmt;
    added.getCell(1).font = { bold: true };
  }

  const series = wb.addWorksheet('Response Time');
  series.columns = [
    { header: report.range.bucket === 'hour' ? 'Hour (UTC)' : 'Day (UTC)', width: 22 },
    { header: 'Avg Response (ms)', width: 20, style: { numFmt: '0.00' } },
    { header: 'Uptime %', width: 12, style: { numFmt: '0.00' } },
  ];
  series.getRow(1).font = { bold: true };
  series.getColumn(1).numFmt = report.range.bucket === 'hour' ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd';
  for (const p of report.series) series.addRow([p.time, p.avgMs, p.uptime]);

  return Buffer.from(await wb.xlsx.writeBuffer());
}
