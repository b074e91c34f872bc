// The webhook-shaped payload of a claimed alert notification, read from the alert and its
// property as they are now: the one read a webhook body and a push message are both built from.
import { eq } from 'drizzle-orm';
import type { WebhookPayload } from '../../contracts/webhooks.js';
import { alerts, properties } from '../db/schema/index.js';
import type { ClaimedNotification } from './claim-notifications.js';
import type { DeliveryDeps } from './delivery-deps.js';
import { propertyLink } from './links.js';
import { alertPayload } from './webhook-message.js';

export type AlertPayload = {
  payload: WebhookPayload;
  alert: { id: number; message: string; createdAt: Date; propertyId: number | null };
};

export async function alertPayloadFor(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<AlertPayload | null> {
  if (row.alertId === null) return null;
  const [a] = await deps.db
    .select({
      id: alerts.id,
      type: alerts.type,
      message: alerts.message,
      createdAt: alerts.createdAt,
      propertyId: properties.id,
      name: properties.name,
      address: properties.address,
      status: properties.status,
    })
    .from(alerts)
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .where(eq(alerts.id, row.alertId));
  if (!a) return null;
  const payload = alertPayload(
    row.eventId,
    row.eventType as WebhookPayload['type'],
    {
      alert: { id: a.id, type: a.type, message: a.message, createdAt: a.createdAt },
      property:
        a.propertyId !== null
          ? { id: a.propertyId, name: a.name!, address: a.address!, status: a.status! }
          : null,
    },
    (id) => propertyLink(deps.config, id),
  );
  return {
    payload,
    alert: { id: a.id, message: a.message, createdAt: a.createdAt, propertyId: a.propertyId },
  };
}
