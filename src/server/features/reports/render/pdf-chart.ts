// The workspace's average response time per hour or day, drawn with plain pdfkit paths:
// gridlines with millisecond labels, a line broken where a bucket has no data, a few time labels.
import { localStamp } from '../../../lib/zoned-time.js';
import type { SeriesPoint } from '../../../reporting/build-report.js';

type Doc = PDFKit.PDFDocument;
export type Box = { x: number; y: number; width: number; height: number };

/** 1, 2 or 5 times a power of ten, at least v: a round top for the axis. */
export function niceCeil(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return ([1, 2, 5, 10].find((m) => m * p >= v) ?? 10) * p;
}

/** "11-21 15:00" (hourly) or "11-21" (daily), on the workspace's wall clock. */
function timeLabel(d: Date, hourly: boolean, timeZone: string): string {
  const stamp = localStamp(d, timeZone, false).slice(5);
  return hourly ? stamp : stamp.slice(0, 5);
}

export function drawResponseChart(
  doc: Doc,
  series: readonly SeriesPoint[],
  box: Box,
  { hourly, timeZone }: { hourly: boolean; timeZone: string },
) {
  const left = box.x + 40;
  const bottom = box.y + box.height - 16;
  const plotW = box.x + box.width - left;
  const plotH = bottom - box.y;
  const values = series.map((p) => p.avgMs).filter((v): v is number => v !== null);
  const top = niceCeil(values.length ? Math.max(...values) : 1);

  doc.save().lineWidth(0.5).fontSize(7).fillColor('#64748b');
  for (let i = 0; i <= 4; i++) {
    const y = bottom - (plotH * i) / 4;
    doc
      .strokeColor(i === 0 ? '#94a3b8' : '#e2e8f0')
      .moveTo(left, y)
      .lineTo(left + plotW, y)
      .stroke();
    const label = `${Math.round(((top * i) / 4) * 100) / 100} ms`;
    doc.text(label, left - 4 - doc.widthOfString(label), y - 3, { lineBreak: false });
  }
  const n = series.length;
  const xAt = (i: number) => left + (n <= 1 ? plotW / 2 : (plotW * i) / (n - 1));
  const ticks = Math.min(n, 7);
  for (let k = 0; k < ticks; k++) {
    const i = ticks === 1 ? 0 : Math.round((k * (n - 1)) / (ticks - 1));
    const label = timeLabel(series[i]!.time, hourly, timeZone);
    const w = doc.widthOfString(label);
    const x = Math.min(Math.max(xAt(i) - w / 2, left), left + plotW - w);
    doc.text(label, x, bottom + 4, { lineBreak: false });
  }

  if (values.length === 0) {
    doc
      .fontSize(9)
      .text('No response-time data in this range', left + plotW / 2 - 80, box.y + plotH / 2, {
        lineBreak: false,
      });
    doc.restore();
    return;
  }
  const yAt = (v: number) => bottom - (plotH * v) / top;
  doc.lineWidth(1.25).strokeColor('#2563eb').fillColor('#2563eb');
  let open = false;
  series.forEach((p, i) => {
    if (p.avgMs === null) {
      if (open) doc.stroke();
      open = false;
      return;
    }
    const lonely = series[i - 1]?.avgMs == null && series[i + 1]?.avgMs == null;
    if (lonely) doc.circle(xAt(i), yAt(p.avgMs), 1.5).fill();
    else if (open) doc.lineTo(xAt(i), yAt(p.avgMs));
    else doc.moveTo(xAt(i), yAt(p.avgMs));
    open = !lonely;
  });
  if (open) doc.stroke();
  doc.restore();
}
