// The mail an escalation step sends a member: the incident, where it is in the policy, and the
// acknowledgement link (decision 032) that stops the escalation.
import type { Config } from '../../config.js';
import { ackLink } from '../../notify/ack-link.js';
import { appBaseUrl } from '../../notify/links.js';
import { escapeHtml } from '../../notify/format.js';

export type EscalationMailInput = {
  incidentId: number;
  title: string;
  startedAt: Date;
  policyName: string;
  /** e.g. "step 2 of 3" or "step 3 of 3, repeat 1 of 2" */
  position: string;
};

export function escalationMail(config: Config, m: EscalationMailInput) {
  const ack = ackLink(config, m.incidentId, 'mail');
  const page = `${appBaseUrl(config)}/incidents/${m.incidentId}`;
  const lead = `Nobody has acknowledged "${m.title}" yet. You are on ${m.position} of the escalation policy "${m.policyName}".`;
  const started = `Started: ${m.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  return {
    subject: `Escalation: ${m.title}`,
    text: `${lead}\n${started}\n\nAcknowledge (stops the escalation): ${ack}\nIncident: ${page}\n`,
    html:
      `<p>${escapeHtml(lead)}</p><p>${escapeHtml(started)}</p>` +
      `<p><a href="${escapeHtml(ack)}">Acknowledge</a> (stops the escalation) · ` +
      `<a href="${escapeHtml(page)}">Incident</a></p>`,
  };
}
