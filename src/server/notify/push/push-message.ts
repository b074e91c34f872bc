// What a push message shows (the service worker turns it into a notification): the same headline
// and detail as the chat channels, a link into the app, and a tag so a property's newer message
// replaces its older one on the device.
import { eq } from 'drizzle-orm';
import type { WebhookPayload } from '../../../contracts/webhooks.js';
import { alerts, properties } from '../../db/schema/index.js';
import type { ClaimedNotification } from '../claim-notifications.js';
import type { DeliveryDeps } from '../delivery-deps.js';
import { propertyLink, settingsLink } from '../links.js';
import { alertPayload, headline } from '../webhook-message.js';

export type PushMessage = { title: string; body: string; url: string; tag: string };

export const TEST_PUSH_BODY = 'Test message from Property Monitor: push works on this browser.';

export async function pushMessageFor(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<PushMessage | null> {
  if (row.alertId === null) {
    return {
      title: 'Property Monitor',
      body: TEST_PUSH_BODY,
      url: settingsLink(deps.config),
      tag: `test-${row.eventId}`,
    };
  }
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
  const p = alertPayload(
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
    title: headline(p),
    body: a.message,
    url: p.url ?? settingsLink(deps.config),
    tag: a.propertyId !== null ? `property-${a.propertyId}` : `alert-${a.id}`,
  };
}
