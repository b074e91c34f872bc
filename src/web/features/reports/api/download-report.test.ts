import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../lib/download.js';
import { fallbackFileName, reportUrl } from './download-report.js';

describe('report download helpers', () => {
  const fallback = 'property-report-daily-2026-11-21.csv';

  it('takes the file name from Content-Disposition', () => {
    expect(
      fileNameFromDisposition(
        'attachment; filename="property-report-weekly-2026-11-21.pdf"',
        fallback,
      ),
    ).toBe('property-report-weekly-2026-11-21.pdf');
    expect(fileNameFromDisposition('attachment; filename=report.xlsx', fallback)).toBe(
      'report.xlsx',
    );
    expect(
      fileNameFromDisposition(
        `attachment; filename="r.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
        fallback,
      ),
    ).toBe('résumé.csv');
  });

  it('falls back without a usable header, and never keeps a path', () => {
    expect(fileNameFromDisposition(null, fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment', fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment; filename=""', fallback)).toBe(fallback);
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', fallback)).toBe(
      '.._.._etc_passwd',
    );
    expect(fallbackFileName('monthly', 'xlsx', new Date('2026-11-21T10:00:00Z'))).toBe(
      'property-report-monthly-2026-11-21.xlsx',
    );
  });

  it('builds the report URL, with dates for custom ranges only', () => {
    expect(reportUrl({ kind: 'daily', format: 'csv' })).toBe('/api/reports/daily?format=csv');
    expect(reportUrl({ kind: 'weekly', format: 'pdf', from: '2026-01-01', to: '2026-01-02' })).toBe(
      '/api/reports/weekly?format=pdf',
    );
    expect(
      reportUrl({ kind: 'custom', format: 'xlsx', from: '2026-01-01', to: '2026-01-31' }),
    ).toBe('/api/reports/custom?from=2026-01-01&to=2026-01-31&format=xlsx');
  });
});
