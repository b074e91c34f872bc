// PDF report (pdfkit, built-in Helvetica, A4 landscape): title and range, summary tiles, the
// response-time chart, then the property table over as many pages as it needs, its header
// repeated on each; "Page i of n" in every footer. Past PDF_ROWS_MAX properties the table lists
// those with the lowest uptime (pdf-rows.ts).
import PDFDocument from 'pdfkit';
import type { Report } from '../../../reporting/build-report.js';
import { localStamp } from '../../../lib/zoned-time.js';
import { COLUMNS, summaryEntries, type Cell, type Column } from '../report-columns.js';
import { maintenanceNote } from '../../../../contracts/maintenance-windows.js';
import { drawResponseChart } from './pdf-chart.js';
import { pdfRows } from './pdf-rows.js';

type Doc = PDFKit.PDFDocument;
const MARGIN = 36;
const ROW_H = 14;
const FONT_SIZE = 7.5;
const STATUS_COLOR: Record<string, string> = {
  online: '#047857',
  offline: '#b91c1c',
  timeout: '#b45309',
};

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** Times print in the workspace's time zone, as in the mailed reports. */
function cellText(cell: Cell, timeZone: string): string {
  if (cell === null) return '-';
  if (cell instanceof Date) return localStamp(cell, timeZone, false);
  return typeof cell === 'number' ? NUMBER.format(cell) : cell;
}

// Measuring text (with kerning) is most of the cost of a long table: remember each width.
const widths = new WeakMap<Doc, Map<string, number>>();
function widthOf(doc: Doc, text: string): number {
  let cache = widths.get(doc);
  if (!cache) widths.set(doc, (cache = new Map()));
  const font = doc as unknown as { _font: { name: string }; _fontSize: number };
  const key = `${font._font.name}|${font._fontSize}|${text}`;
  let w = cache.get(key);
  if (w === undefined) cache.set(key, (w = doc.widthOfString(text)));
  return w;
}

/** No glyph of the built-in fonts is narrower than this share of the font size. */
const NARROWEST_GLYPH = 0.2;

/**
 * Shortens text with an ellipsis to fit the width at the current font, in one step: a binary
 * search over the prefix length (about log2(n) measurements), never one character at a time.
 * Text longer than could ever fit is cut first, so a 10,000-character name costs no more than a
 * short one.
 */
export function fit(doc: Doc, text: string, width: number): string {
  const fontSize = (doc as unknown as { _fontSize: number })._fontSize || 1;
  const most = Math.max(1, Math.ceil(width / (fontSize * NARROWEST_GLYPH)));
  const candidate = text.length > most ? text.slice(0, most) : text;
  if (candidate === text && widthOf(doc, text) <= width) return text;
  // The longest prefix whose "prefix…" fits: lo always fits (or is 1), hi never does.
  let lo = 1;
  let hi = candidate.length + 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (doc.widthOfString(`${candidate.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid;
  }
  return `${candidate.slice(0, lo)}…`;
}

function drawHeader(doc: Doc, report: Report) {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a');
  doc.text(`Property Report: ${report.title}`, MARGIN, MARGIN, { lineBreak: false });
  doc.font('Helvetica').fontSize(10).fillColor('#475569');
  const data = report.range.bucket === 'hour' ? 'hourly' : 'daily';
  const at = (d: Date) => localStamp(d, report.timeZone);
  doc.text(
    `${at(report.range.start)} to ${at(report.range.until)}  (${data} data)   Generated ${at(report.generatedAt)}   Times in ${report.timeZone}${uptimeNote(report)}`,
    MARGIN,
    MARGIN + 24,
    { lineBreak: false },
  );
}

function drawSummary(doc: Doc, report: Report, top: number): number {
  const entries = summaryEntries(report).filter(
    (e) => e.kind !== 'date' && e.label !== 'Report' && e.label !== 'Time Zone',
  );
  const perRow = 7;
  const w = (doc.page.width - 2 * MARGIN) / perRow;
  entries.forEach((e, i) => {
    const x = MARGIN + (i % perRow) * w;
    const y = top + Math.floor(i / perRow) * 36;
    doc
      .roundedRect(x + 2, y, w - 4, 32, 3)
      .fillColor('#f1f5f9')
      .fill();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#64748b')
      .text(fit(doc, e.label, w - 12), x + 8, y + 5, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#0f172a');
    doc.text(fit(doc, cellText(e.value, report.timeZone), w - 12), x + 8, y + 16, {
      lineBreak: false,
    });
  });
  return top + Math.ceil(entries.length / perRow) * 36;
}

function columnLayout(doc: Doc) {
  const total = COLUMNS.reduce((s, c) => s + c.width, 0);
  const scale = (doc.page.width - 2 * MARGIN) / total;
  let x = MARGIN;
  return COLUMNS.map((c) => {
    const at = { c, x, w: c.width * scale };
    x += at.w;
    return at;
  });
}

function drawCell(doc: Doc, c: Column, text: string, x: number, w: number, y: number) {
  const t = fit(doc, text, w - 6);
  const right = c.kind === 'int' || c.kind === 'decimal';
  doc.text(t, right ? x + w - 3 - widthOf(doc, t) : x + 3, y, { lineBreak: false });
}

function drawTable(doc: Doc, report: Report) {
  const layout = columnLayout(doc);
  const bottom = doc.page.height - MARGIN - 16;
  const { rows, note } = pdfRows(report);
  let y = bottom; // forces a first page break
  let first = true;
  const header = () => {
    doc.addPage();
    y = MARGIN;
    if (first && note) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#0f172a');
      doc.text(note, MARGIN, y, { lineBreak: false });
      y += 18;
    }
    first = false;
    doc
      .rect(MARGIN, y, doc.page.width - 2 * MARGIN, ROW_H + 6)
      .fillColor('#e2e8f0')
      .fill();
    doc
      .font('Helvetica-Bold')
      .fontSize(FONT_SIZE - 0.5)
      .fillColor('#0f172a');
    for (const { c, x, w } of layout) drawCell(doc, c, c.short ?? c.header, x, w, y + 6);
    y += ROW_H + 6;
    doc.font('Helvetica').fontSize(FONT_SIZE);
  };
  if (rows.length === 0) {
    header();
    doc
      .fillColor('#475569')
      .text('No properties in this workspace.', MARGIN + 3, y + 4, { lineBreak: false });
    return;
  }
  rows.forEach((row, i) => {
    if (y + ROW_H > bottom) header();
    if (i % 2 === 1)
      doc
        .rect(MARGIN, y, doc.page.width - 2 * MARGIN, ROW_H)
        .fillColor('#f8fafc')
        .fill();
    for (const { c, x, w } of layout) {
      const value = c.value(row);
      doc.fillColor(c.header === 'Status' ? (STATUS_COLOR[String(value)] ?? '#475569') : '#0f172a');
      drawCell(doc, c, cellText(value, report.timeZone), x, w, y + 4);
    }
    y += ROW_H;
  });
}

function drawFooters(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const label = `Page ${i + 1} of ${count}`;
    doc.font('Helvetica').fontSize(8).fillColor('#94a3b8');
    const y = doc.page.height - MARGIN;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
    doc.text('Property Monitor report', MARGIN, y, { lineBreak: false });
  }
}

export function renderPdf(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Property Report: ${report.title}`, CreationDate: report.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, report);
  const chartTop = drawSummary(doc, report, MARGIN + 48) + 18;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#0f172a');
  doc.text('Average response time, all properties (ms)', MARGIN, chartTop, { lineBreak: false });
  drawResponseChart(
    doc,
    report.series,
    {
      x: MARGIN,
      y: chartTop + 20,
      width: doc.page.width - 2 * MARGIN,
      height: doc.page.height - chartTop - 20 - MARGIN - 24,
    },
    { hourly: report.range.bucket === 'hour', timeZone: report.timeZone },
  );
  drawTable(doc, report);
  drawFooters(doc);
  doc.end();
  return done;
}

/** "   Uptime excluding 2 h of planned maintenance" when the range had some (issue 27). */
function uptimeNote(report: Report): string {
  const note = maintenanceNote(report.summary.plannedMaintenanceMs);
  return note ? `   Uptime ${note}` : '';
}
