// The report as CSV: CRLF records, the property table, a blank line, then the summary. A UTF-8
// byte-order mark lets Excel read non-ASCII names.
import { csvLine } from '../../../lib/csv.js';
import type { Report } from '../../../reporting/build-report.js';
import { COLUMNS, summaryEntries } from '../report-columns.js';

export function renderCsv(report: Report): Buffer {
  const lines = [
    csvLine(COLUMNS.map((c) => c.header)),
    ...report.rows.map((row) => csvLine(COLUMNS.map((c) => c.value(row)))),
    '',
    csvLine(['Summary', '']),
    ...summaryEntries(report).map((e) => csvLine([e.label, e.value])),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
