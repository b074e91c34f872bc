// The scheduled report mail: a summary in the body and every property in an attached CSV.
import { csvLine } from '../../lib/csv.js';
import { formatTime } from '../../lib/zoned-time.js';
import { escapeHtml, formatMs, formatPercent } from '../format.js';
import type { MailedReport } from './mailed-report.js';

export type ReportMailInput = {
  report: MailedReport;
  workspaceName: string;
  timeZone: string;
  /** the local date the report is for, YYYY-MM-DD */
  localDate: string;
  reportsUrl: string;
  settingsUrl: string;
};

export const CSV_HEADER = ['Name', 'Address', 'Status', 'Uptime (%)', 'Avg Response (ms)'];

export function reportCsv({ report }: MailedReport): string {
  const lines = [
    csvLine(CSV_HEADER),
    ...report.rows.map((r) => csvLine([r.name, r.address, r.status, r.uptime, r.avgMs])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function composeReportMail(input: ReportMailInput) {
  const { report: r, timeZone } = input;
  const kind = r.days === 1 ? 'Daily' : 'Weekly';
  const subject = `[Property Monitor] ${kind} report for ${input.workspaceName}: ${input.localDate}`;
  const period = `${r.days === 1 ? '24 hours' : '7 days'} to ${formatTime(r.periodEnd, timeZone)}`;
  const t = r.report.summary;
  const offline = r.report.rows.filter((x) => x.status === 'offline');
  const summary = [
    `Properties: ${t.properties} (${t.online} online, ${t.offline} offline, ${t.timeout} not responding, ${t.unknown} not yet checked)`,
    `Uptime: ${formatPercent(r.uptime24h)} over 24 hours, ${formatPercent(r.uptime7d)} over 7 days`,
    `Alerts in this period: ${r.alerts.offline} offline, ${r.alerts.online} back online, ${r.alerts.timeout} not responding`,
  ];
  const offlineLines = offline.map((x) => `  - ${x.name} (${x.address})`);
  const text = [
    `${kind} report for ${input.workspaceName} (${period})`,
    '',
    ...summary,
    '',
    ...(offline.length ? ['Offline now:', ...offlineLines, ''] : []),
    'Every property with its status, uptime and average response is in the attached CSV.',
    `Reports: ${input.reportsUrl}`,
    '',
    '--',
    `Change report settings: ${input.settingsUrl}`,
    '',
  ].join('\n');
  const rows = r.report.rows
    .map(
      (x) =>
        `<tr><td>${escapeHtml(x.name)}</td><td>${escapeHtml(x.address)}</td><td>${escapeHtml(x.status)}</td><td>${formatPercent(x.uptime)}</td><td>${formatMs(x.avgMs)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<h2>${escapeHtml(`${kind} report for ${input.workspaceName}`)}</h2>
<p>${escapeHtml(period)}</p>
<ul>${summary.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>
<table cellpadding="6" style="border-collapse:collapse">
<thead><tr><th align="left">Name</th><th align="left">Address</th><th align="left">Status</th><th align="left">Uptime</th><th align="left">Avg response</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p><a href="${escapeHtml(input.reportsUrl)}">Open reports</a> · <a href="${escapeHtml(input.settingsUrl)}">Change report settings</a></p>
</body></html>
`;
  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${kind.toLowerCase()}-report-${input.localDate}.csv`,
        content: reportCsv(r),
        contentType: 'text/csv; charset=utf-8',
      },
    ],
  };
}
