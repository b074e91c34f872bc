// The platform owner's mail when a location becomes degraded or recovers: the location, the time
// and the evidence. Customers never get one for it (decision 027).
import { escapeHtml } from '../../notify/format.js';

export type LocationChange =
  | { kind: 'degraded'; name: string; at: Date; evidence: string }
  | { kind: 'recovered'; name: string; at: Date; since: Date };

export function ownerMail(c: LocationChange): { subject: string; text: string; html: string } {
  const lines =
    c.kind === 'degraded'
      ? [
          `Monitoring location ${c.name} is degraded since ${c.at.toISOString()}.`,
          `Evidence: ${c.evidence}.`,
          '',
          'Its failed checks are set aside: properties keep their last confirmed state, and no customer alert is sent because of it. Checks go on; when the location sees its targets again they are counted as usual.',
        ]
      : [
          `Monitoring location ${c.name} recovered at ${c.at.toISOString()} (degraded since ${c.since.toISOString()}).`,
          '',
          'Its checks are counted again; an outage that is still real is confirmed and alerted as usual.',
        ];
  return {
    subject:
      c.kind === 'degraded'
        ? `[Property Monitor] Monitoring location ${c.name} is degraded`
        : `[Property Monitor] Monitoring location ${c.name} recovered`,
    text: lines.join('\n') + '\n',
    html: `<!doctype html><html><body>${lines
      .filter(Boolean)
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}</body></html>`,
  };
}
