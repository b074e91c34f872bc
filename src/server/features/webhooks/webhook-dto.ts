import type { Webhook, WebhookEvent } from '../../../contracts/webhooks.js';
import type { webhooks } from '../../db/schema/index.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type LastDelivery = Webhook['lastDelivery'];

export function toWebhookDto(row: WebhookRow, lastDelivery: LastDelivery = null): Webhook {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    secretHint: `…${row.secret.slice(-4)}`,
    createdAt: row.createdAt.toISOString(),
    lastDelivery,
  };
}
