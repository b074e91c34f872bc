// The alert mail: one message listing every alert of a workspace's grouping window, each with
// the property, its address, what happened, since when and a link; plain text and HTML.
import { formatTime } from '../lib/zoned-time.js';
import { escapeHtml } from './format.js';

export type DigestItem = {
  alertId: number;
  type: string;
  message: string;
  at: Date;
  property: { id: number; name: string; address: string } | null;
  /** the open incident of an offline alert: the mail offers its acknowledgement link */
  incidentId?: number | null;
};

export type AlertMailInput = {
  workspaceName: string;
  timeZone: string;
  items: DigestItem[];
  propertyUrl: (id: number) => string;
  settingsUrl: string;
  /** an incident's acknowledgement link (notify/ack-link.ts) */
  ackUrl?: (incidentId: number) => string;
};

const LABEL: Record<string, string> = {
  offline: 'OFFLINE',
  online: 'BACK ONLINE',
  timeout: 'NOT RESPONDING',
  other: 'ALERT',
};
const PHRASE: Record<string, string> = {
  offline: 'is offline',
  online: 'is back online',
  timeout: 'is not responding',
  other: 'has an alert',
};
const COUNT_PHRASE: Record<string, string> = {
  offline: 'offline',
  online: 'back online',
  timeout: 'not responding',
  other: 'other alerts',
};
const COLOR: Record<string, string> = { offline: '#d32f2f', online: '#2e7d32', timeout: '#f57c00' };

export function alertMailSubject(items: DigestItem[]): string {
  if (items.length === 1) {
    const i = items[0]!;
    return `[Property Monitor] ${i.property?.name ?? 'A property'} ${PHRASE[i.type] ?? PHRASE.other}`;
  }
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.type, (counts.get(i.type) ?? 0) + 1);
  const properties = new Set(items.map((i) => i.property?.id ?? `a${i.alertId}`)).size;
  const parts = [...counts].map(([t, n]) => `${n} ${COUNT_PHRASE[t] ?? t}`);
  return `[Property Monitor] ${properties} properties: ${parts.join(', ')}`;
}

export function composeAlertMail(input: AlertMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const { items, timeZone } = input;
  const subject = alertMailSubject(items);
  const intro =
    items.length === 1
      ? `An alert for ${input.workspaceName}:`
      : `${items.length} alerts for ${input.workspaceName}:`;

  const textBlocks = items.map((i) => {
    const lines = [
      `${LABEL[i.type] ?? 'ALERT'}: ${i.property?.name ?? '(deleted property)'}`,
      i.property ? `  Address: ${i.property.address}` : null,
      `  What happened: ${i.message}`,
      `  Since: ${formatTime(i.at, timeZone)}`,
      i.property ? `  View: ${input.propertyUrl(i.property.id)}` : null,
      i.incidentId && input.ackUrl ? `  Acknowledge: ${input.ackUrl(i.incidentId)}` : null,
    ];
    return lines.filter(Boolean).join('\n');
  });
  const text = [
    intro,
    '',
    textBlocks.join('\n\n'),
    '',
    '--',
    `Change notification settings: ${input.settingsUrl}`,
    '',
  ].join('\n');

  const rows = items
    .map((i) => {
      const color = COLOR[i.type] ?? '#555555';
      const name = escapeHtml(i.property?.name ?? '(deleted property)');
      const link = i.property
        ? `<a href="${escapeHtml(input.propertyUrl(i.property.id))}">${name}</a>`
        : name;
      const ack =
        i.incidentId && input.ackUrl
          ? `<br><a href="${escapeHtml(input.ackUrl(i.incidentId))}">Acknowledge</a>`
          : '';
      return `<tr>
  <td style="padding:8px;border-bottom:1px solid #eee;color:${color};font-weight:bold;white-space:nowrap">${LABEL[i.type] ?? 'ALERT'}</td>
  <td style="padding:8px;border-bottom:1px solid #eee">${link}<br><span style="color:#666">${escapeHtml(i.property?.address ?? '')}</span></td>
  <td style="padding:8px;border-bottom:1px solid #eee">${escapeHtml(i.message)}${ack}</td>
  <td style="padding:8px;border-bottom:1px solid #eee;white-space:nowrap">${escapeHtml(formatTime(i.at, timeZone))}</td>
</tr>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th align="left" style="padding:8px">Status</th><th align="left" style="padding:8px">Property</th><th align="left" style="padding:8px">What happened</th><th align="left" style="padding:8px">Since</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p style="color:#666;font-size:12px"><a href="${escapeHtml(input.settingsUrl)}">Change notification settings</a></p>
</body></html>
`;
  return { subject, text, html };
}
