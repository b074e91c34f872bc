// Sends one event to one endpoint of any kind (channels/). The payload is fixed on the first
// attempt (stored in the row), so every retry carries the same bytes and the same event id (and
// PagerDuty dedup key); only the signature's timestamp is fresh.
import { eq } from 'drizzle-orm';
import type { WebhookType } from '../../contracts/webhooks.js';
import { notifications, webhooks } from '../db/schema/index.js';
import type { ClaimedNotification } from './claim-notifications.js';
import type { DeliveryDeps } from './delivery-deps.js';
import type { Outcome } from './finish-notification.js';
import { postJson } from './post-json.js';
import { alertPayloadFor } from './alert-payload-for.js';
import { channelRequest, type Endpoint, type StoredPayload } from './channels/channel-request.js';
import { outageKeyFor } from './channels/outage-key.js';

export async function deliverWebhook(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const [endpoint] =
    row.webhookId === null
      ? []
      : await deps.db
          .select({
            id: webhooks.id,
            name: webhooks.name,
            type: webhooks.type,
            url: webhooks.url,
            secret: webhooks.secret,
            credential: webhooks.credential,
            chatId: webhooks.chatId,
            enabled: webhooks.enabled,
          })
          .from(webhooks)
          .where(eq(webhooks.id, row.webhookId));
  if (!endpoint) return { kind: 'skipped', reason: 'Endpoint deleted' };
  if (!endpoint.enabled && row.eventType !== 'webhook.test') {
    return { kind: 'skipped', reason: 'Endpoint disabled', recipient: endpoint.name };
  }
  const payload =
    (row.payload as StoredPayload | null) ?? (await buildAndStore(deps, row, endpoint.type));
  if (!payload)
    return { kind: 'skipped', reason: 'The alert no longer exists', recipient: endpoint.name };
  return sendToEndpoint(deps, endpoint, payload, row.attempts);
}

export async function sendToEndpoint(
  deps: DeliveryDeps,
  endpoint: Endpoint,
  payload: StoredPayload,
  attempt: number,
): Promise<Outcome> {
  const request = channelRequest(endpoint, payload, attempt, deps.config);
  const started = performance.now();
  const res = await postJson({
    ...request,
    policy: deps.policy,
    timeoutMs: deps.config.notify.webhookTimeoutMs,
  });
  const durationMs = performance.now() - started;
  return res.ok
    ? { kind: 'delivered', statusCode: res.statusCode, recipient: endpoint.name, durationMs }
    : {
        kind: 'error',
        error: res.error,
        permanent: res.permanent,
        statusCode: res.statusCode,
        recipient: endpoint.name,
        durationMs,
      };
}

async function buildAndStore(
  deps: DeliveryDeps,
  row: ClaimedNotification,
  type: WebhookType,
): Promise<StoredPayload | null> {
  const read = await alertPayloadFor(deps, row);
  if (!read) return null;
  const payload: StoredPayload = read.payload;
  // PagerDuty groups by the outage: its key is fixed with the body, on the first attempt
  if (type === 'pagerduty' && read.alert.propertyId !== null) {
    payload.outageKey = await outageKeyFor(
      deps.db,
      read.alert.propertyId,
      read.alert.createdAt,
      read.alert.id,
    );
  }
  await deps.db.update(notifications).set({ payload }).where(eq(notifications.id, row.id));
  return payload;
}
