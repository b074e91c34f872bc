// What a push message shows (the service worker turns it into a notification): the same headline
// and detail as the chat channels, a link into the app, and a tag so a property's newer message
// replaces its older one on the device.
import type { ClaimedNotification } from '../claim-notifications.js';
import type { DeliveryDeps } from '../delivery-deps.js';
import { alertPayloadFor } from '../alert-payload-for.js';
import { settingsLink } from '../links.js';
import { headline } from '../webhook-message.js';

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
  const read = await alertPayloadFor(deps, row);
  if (!read) return null;
  const { payload: p, alert: a } = read;
  return {
    title: headline(p),
    body: a.message,
    url: p.url ?? settingsLink(deps.config),
    tag: a.propertyId !== null ? `property-${a.propertyId}` : `alert-${a.id}`,
  };
}
