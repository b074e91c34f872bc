// The mails a subscriber gets: the confirmation (its only content is the confirm link: nothing
// else is sent before it is followed), and one mail per incident update or maintenance
// announcement, each with its one-click unsubscribe link. Times in UTC, as the page shows them.
import { INCIDENT_STATE_LABELS } from '../../../contracts/status-page-model.js';
import { escapeHtml as h } from '../format.js';
import type { PageNews, PageRef } from './subscriber-event.js';

export type MailBody = { subject: string; text: string; html: string };

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function confirmMail(page: PageRef, link: string): MailBody {
  return {
    subject: `Confirm your subscription to ${page.title}`,
    text: `Someone, probably you, asked to get the updates of the status page "${page.title}" at this address.

To confirm, open this link:
${link}

If you did not ask for this, ignore this mail: nothing more will be sent to this address.`,
    html: `<p>Someone, probably you, asked to get the updates of the status page <strong>${h(page.title)}</strong> at this address.</p>
<p><a href="${h(link)}">Confirm your subscription</a></p>
<p>If you did not ask for this, ignore this mail: nothing more will be sent to this address.</p>`,
  };
}

function newsLines(news: PageNews): { subject: string; lines: string[] } {
  if (news.type === 'status_page.maintenance_started') {
    const m = news.maintenance;
    return {
      subject: `[${news.page.title}] Maintenance started: ${m.title}`,
      lines: [
        `Maintenance "${m.title}" has started. It is planned to end at ${utc(m.endsAt)}.`,
        ...(m.description ? [m.description] : []),
        ...(m.affected.length ? [`Affected: ${m.affected.join(', ')}`] : []),
      ],
    };
  }
  if (news.type === 'status_page.maintenance_ended') {
    const m = news.maintenance;
    return {
      subject: `[${news.page.title}] Maintenance ended: ${m.title}`,
      lines: [
        `Maintenance "${m.title}" ended at ${utc(m.endsAt)}${m.endedEarly ? ', earlier than planned' : ''}.`,
        ...(m.affected.length ? [`Affected: ${m.affected.join(', ')}`] : []),
      ],
    };
  }
  if ('maintenance' in news) {
    // scheduled
    const m = news.maintenance;
    return {
      subject: `[${news.page.title}] Scheduled maintenance: ${m.title}`,
      lines: [
        `Maintenance "${m.title}" is scheduled from ${utc(m.startsAt)} to ${utc(m.endsAt)}${m.recurring ? ' (the first of a recurring series)' : ''}.`,
        ...(m.description ? [m.description] : []),
        ...(m.affected.length ? [`Affected: ${m.affected.join(', ')}`] : []),
      ],
    };
  }
  const i = news.incident;
  const state = INCIDENT_STATE_LABELS[i.state];
  return {
    subject: `[${news.page.title}] ${i.title}: ${state}`,
    lines: [
      `Incident: ${i.title}`,
      `${state} (${utc(i.at)}): ${i.message}`,
      ...(i.affected.length ? [`Affected: ${i.affected.join(', ')}`] : []),
    ],
  };
}

export function newsMail(news: PageNews, pageUrl: string, unsubscribe: string): MailBody {
  const { subject, lines } = newsLines(news);
  return {
    subject,
    text: `${lines.join('\n\n')}

Current status: ${pageUrl}

You get this mail because you subscribed to the status page "${news.page.title}".
Unsubscribe with one click: ${unsubscribe}`,
    html: `${lines.map((l) => `<p>${h(l)}</p>`).join('\n')}
<p><a href="${h(pageUrl)}">Current status of ${h(news.page.title)}</a></p>
<p style="color:#4b5563;font-size:13px">You get this mail because you subscribed to the status page "${h(news.page.title)}". <a href="${h(unsubscribe)}">Unsubscribe</a></p>`,
  };
}
