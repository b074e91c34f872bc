// PagerDuty Events API v2 (https://developer.pagerduty.com/docs/events-api-v2/trigger-events/):
// an outage triggers, its recovery resolves, both with the outage's dedup key so PagerDuty keeps
// one incident per outage (decision 028: the key moves to the incident id with issue 29's
// incidents).
import type { StoredPayload } from './channel-request.js';
import { detailOf } from './chat-text.js';
import { headline } from '../webhook-message.js';

export type PagerDutyAction = 'trigger' | 'resolve';

/** What an event does in PagerDuty: an online event resolves, every other one triggers. */
export const pagerdutyAction = (p: StoredPayload): PagerDutyAction =>
  p.alert?.type === 'online' ? 'resolve' : 'trigger';

const SEVERITY: Record<string, string> = { offline: 'critical', timeout: 'warning' };

/** The key of one outage of one property: the same on its trigger and its resolve. */
export const outageDedupKey = (propertyId: number, startedAt: Date) =>
  `property-${propertyId}-outage-${startedAt.toISOString()}`;

export function pagerdutyEvent(routingKey: string, p: StoredPayload) {
  // a test event (no outage) has a key of its own
  const dedup_key = p.outageKey ?? `event-${p.id}`;
  const action = pagerdutyAction(p);
  if (action === 'resolve') return { routing_key: routingKey, event_action: action, dedup_key };
  return {
    routing_key: routingKey,
    event_action: action,
    dedup_key,
    payload: {
      summary: `${headline(p)}: ${detailOf(p)}`.slice(0, 1024),
      source: p.property?.address || p.property?.name || 'Property Monitor',
      severity: SEVERITY[p.alert?.type ?? ''] ?? 'info',
      timestamp: p.createdAt,
      ...(p.property ? { component: p.property.name } : {}),
      ...(p.alert ? { class: p.alert.type } : {}),
      custom_details: {
        event: p.type,
        ...(p.property ? { property_id: p.property.id, address: p.property.address } : {}),
      },
    },
    client: 'Property Monitor',
    ...(p.url
      ? { client_url: p.url, links: [{ href: p.url, text: 'View in Property Monitor' }] }
      : {}),
  };
}
