import type { Webhook, WebhookEvent } from '../../../contracts/webhooks.js';
import type { webhooks } from '../../db/schema/index.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type LastDelivery = Webhook['lastDelivery'];

const hint = (secret: string) => `…${secret.slice(-4)}`;

/**
 * A Discord webhook URL carries its token in the path (/api/webhooks/<id>/<token>): like every
 * other secret it is shown once, when typed, and after that only by its last characters.
 */
export function shownUrl(row: Pick<WebhookRow, 'type' | 'url'>): string {
  if (row.type !== 'discord') return row.url;
  try {
    const u = new URL(row.url);
    const parts = u.pathname.split('/');
    const token = parts.pop() ?? '';
    return `${u.origin}${parts.join('/')}/${hint(token)}`;
  } catch {
    return hint(row.url);
  }
}

export function toWebhookDto(row: WebhookRow, lastDelivery: LastDelivery = null): Webhook {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: shownUrl(row),
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    secretHint: hint(row.secret),
    chatId: row.chatId,
    credentialHint: row.credential ? hint(row.credential) : null,
    createdAt: row.createdAt.toISOString(),
    lastDelivery,
  };
}
