// PagerDuty Events API v2 (https://developer.pagerduty.com/docs/events-api-v2/trigger-events/):
// an outage triggers, its recovery resolves, both with the outage's dedup key so PagerDuty keeps
// one incident per outage; acknowledging or resolving our incident by hand sends `acknowledge` /
// `resolve` with the same key (decisions 028 and 032: one key per incident).
import type { StoredPayload } from './channel-request.js';
import { detailOf } from './chat-text.js';
import { headline } from '../webhook-message.js';

export type PagerDutyAction = 'trigger' | 'acknowledge' | 'resolve';

/**
 * What an event does in PagerDuty: an incident's acknowledgement or hand resolution says so; an
 * online event resolves; every other one triggers.
 */
export const pagerdutyAction = (p: StoredPayload): PagerDutyAction =>
  p.incidentAction ?? (p.alert?.type === 'online' ? 'resolve' : 'trigger');

const SEVERITY: Record<string, string> = { offline: 'critical', timeout: 'warning' };

/** The key of one outage of one property: the same on its trigger and its resolve. */
export const outageDedupKey = (propertyId: number, startedAt: Date) =>
  `property-${propertyId}-outage-${startedAt.toISOString()}`;

export function pagerdutyEvent(routingKey: string, p: StoredPayload) {
  // a test event (no outage) has a key of its own
  const dedup_key = p.outageKey ?? `event-${p.id}`;
  const action = pagerdutyAction(p);
  if (action !== 'trigger') return { routing_key: routingKey, event_action: action, dedup_key };
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
