// A PDF report of a large workspace lists the properties with the lowest uptime, says so, and
// stays a readable length; one within PDF_ROWS_MAX lists every property in the report's order.
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.js';
import { PDF_ROWS_MAX, pdfRows } from './pdf-rows.js';
import { sampleReport, sampleRow } from './sample-report.js';

/** A report whose row i has the given uptime and downtime, named in the order of i. */
const report = (figures: Array<{ uptime: number | null; downtimeMs?: number }>) =>
  sampleReport(figures.length, (i) =>
    sampleRow(i, {
      name: `Property ${String(i + 1).padStart(6, '0')}`,
      uptime: figures[i]!.uptime,
      downtimeMs: figures[i]!.downtimeMs ?? 0,
    }),
  );

/** pdfkit writes the page tree uncompressed: `/Type /Pages /Count n` */
const pageCount = (pdf: Buffer) => {
  const m = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'));
  if (!m) throw new Error('no page tree in the PDF');
  return Number(m[1]);
};

describe('the rows of a PDF report', () => {
  it('lists every property in the report order up to PDF_ROWS_MAX, with no note', () => {
    const r = report(Array.from({ length: PDF_ROWS_MAX }, (_, i) => ({ uptime: 90 + (i % 10) })));
    const { rows, note } = pdfRows(r);
    expect(note).toBeNull();
    expect(rows.map((x) => x.id)).toEqual(r.rows.map((x) => x.id));
  });

  it('past it, the lowest uptime first, then the longest downtime, no checks last', () => {
    const n = PDF_ROWS_MAX + 3_000;
    const figures: Array<{ uptime: number | null; downtimeMs?: number }> = Array.from(
      { length: n },
      () => ({ uptime: 100 }),
    );
    figures[4_000] = { uptime: 12.5 };
    figures[10] = { uptime: 50, downtimeMs: 1_000 };
    figures[20] = { uptime: 50, downtimeMs: 9_000 };
    figures[30] = { uptime: null };
    const { rows, note } = pdfRows(report(figures));
    expect(rows).toHaveLength(PDF_ROWS_MAX);
    expect(rows.slice(0, 3).map((x) => x.id)).toEqual([4_001, 21, 11]);
    // of the 100 % ones, the first by name; the property without checks is left out here
    expect(rows[3]!.id).toBe(1);
    expect(rows.some((x) => x.uptime === null)).toBe(false);
    expect(note).toBe(
      'The 2,000 properties with the lowest uptime of 5,000, lowest first. The CSV and Excel downloads list every property.',
    );
  });

  it('keeps the PDF of 20,000 properties as long as the one of 2,000', async () => {
    const at = (n: number) => report(Array.from({ length: n }, (_, i) => ({ uptime: i % 100 })));
    const small = pageCount(await renderPdf(at(100)));
    const limit = pageCount(await renderPdf(at(PDF_ROWS_MAX)));
    const large = pageCount(await renderPdf(at(20_000)));
    expect(small).toBeLessThan(limit);
    expect(large).toBe(limit);
    expect(limit).toBeLessThan(70);
  }, 60_000);
});
