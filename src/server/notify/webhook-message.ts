// The event payload (one JSON shape for every generic endpoint) and its Slack / Teams renderings.
import type { WebhookPayload, WebhookType } from '../../contracts/webhooks.js';
import { slackText, teamsText } from './chat-escape.js';

export type AlertFacts = {
  alert: { id: number; type: string; message: string; createdAt: Date };
  property: { id: number; name: string; address: string; status: string } | null;
};

/** The status an alert announces (stable across retries, unlike the property's current one). */
const STATUS_OF: Record<string, string> = {
  offline: 'offline',
  online: 'online',
  timeout: 'timeout',
};

export function alertPayload(
  eventId: string,
  eventType: WebhookPayload['type'],
  facts: AlertFacts,
  propertyUrl: (id: number) => string,
): WebhookPayload {
  const { alert, property } = facts;
  return {
    id: eventId,
    type: eventType,
    createdAt: alert.createdAt.toISOString(),
    property: property
      ? {
          id: property.id,
          name: property.name,
          address: property.address,
          status: STATUS_OF[alert.type] ?? property.status,
        }
      : null,
    alert: { id: alert.id, type: alert.type, message: alert.message },
    url: property ? propertyUrl(property.id) : null,
  };
}

export function testPayload(eventId: string, at: Date, settingsUrl: string): WebhookPayload {
  return {
    id: eventId,
    type: 'webhook.test',
    createdAt: at.toISOString(),
    property: null,
    alert: null,
    url: settingsUrl,
    message: 'Test event from Property Monitor: this endpoint is set up correctly.',
  };
}

export function headline(p: WebhookPayload): string {
  const name = p.property?.name ?? 'A property';
  switch (p.type) {
    case 'property.offline':
      return `${name} is offline`;
    case 'property.online':
      return `${name} is back online`;
    case 'property.timeout':
      return `${name} is not responding`;
    case 'alert.created':
      return `New ${p.alert?.type ?? ''} alert: ${name}`.replace('  ', ' ');
    default:
      return 'Test event from Property Monitor';
  }
}

const ICON: Record<string, string> = { offline: '🔴', online: '🟢', timeout: '🟠' };
const COLOR: Record<string, string> = { offline: 'D32F2F', online: '2E7D32', timeout: 'F57C00' };

/** The request body for an endpoint of the given type. */
export function renderBody(type: WebhookType, p: WebhookPayload): unknown {
  if (type === 'slack') return slackMessage(p);
  if (type === 'teams') return teamsMessage(p);
  return canonical(p);
}

/** Fixed key order: the stored payload (jsonb) comes back with its keys reordered. */
function canonical(p: WebhookPayload): WebhookPayload {
  return {
    id: p.id,
    type: p.type,
    createdAt: p.createdAt,
    property: p.property
      ? {
          id: p.property.id,
          name: p.property.name,
          address: p.property.address,
          status: p.property.status,
        }
      : null,
    alert: p.alert ? { id: p.alert.id, type: p.alert.type, message: p.alert.message } : null,
    url: p.url,
    ...(p.message !== undefined ? { message: p.message } : {}),
  };
}

function slackMessage(p: WebhookPayload) {
  const icon = ICON[p.alert?.type ?? ''] ?? 'ℹ️';
  const title = `${icon} ${headline(p)}`;
  const detail = p.alert?.message ?? p.message ?? '';
  // The address is the user's (escaped, even when it starts with "<"); the link is ours.
  const context = [
    p.property?.address ? slackText(p.property.address) : null,
    p.url ? `<${p.url}|View in Property Monitor>` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    // The notification text is read as mrkdwn too: a name must not ping the channel from here.
    text: slackText(`${title}: ${detail}`),
    blocks: [
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `*${slackText(title)}*\n${slackText(detail)}` },
      },
      ...(context ? [{ type: 'context', elements: [{ type: 'mrkdwn', text: context }] }] : []),
    ],
  };
}

function teamsMessage(p: WebhookPayload) {
  const title = headline(p);
  const detail = p.alert?.message ?? p.message ?? '';
  return {
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    // The summary is the plain-text preview (not rendered): left as typed.
    summary: title,
    themeColor: COLOR[p.alert?.type ?? ''] ?? '0078D7',
    title: teamsText(title),
    text: [
      teamsText(detail),
      p.property?.address ? `Address: ${teamsText(p.property.address)}` : null,
    ]
      .filter(Boolean)
      .join('\n\n'),
    ...(p.url
      ? {
          potentialAction: [
            {
              '@type': 'OpenUri',
              name: 'View in Property Monitor',
              targets: [{ os: 'default', uri: p.url }],
            },
          ],
        }
      : {}),
  };
}
