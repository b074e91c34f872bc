// Sends one push message to one browser: web-push encrypts it (aes128gcm) and signs the VAPID
// header; the request itself goes through postJson, so the push service's address obeys the
// target policy like every other outgoing URL. A 404 or 410 means the browser dropped the
// subscription: it is deleted and the message fails for good.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { ClaimedNotification } from '../claim-notifications.js';
import type { DeliveryDeps } from '../delivery-deps.js';
import type { Outcome } from '../finish-notification.js';
import { postJson } from '../post-json.js';
import { pushMessageFor } from './push-message.js';
import { getVapidKeys, vapidSubject } from './vapid-keys.js';

/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

export async function deliverPush(deps: DeliveryDeps, row: ClaimedNotification): Promise<Outcome> {
  const id = (row.payload as { subscriptionId?: number } | null)?.subscriptionId;
  const [sub] =
    typeof id === 'number'
      ? await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))
      : [];
  if (!sub) return { kind: 'skipped', reason: 'Push turned off on that browser' };
  const message = await pushMessageFor(deps, row);
  if (!message)
    return { kind: 'skipped', reason: 'The alert no longer exists', recipient: sub.device };
  const keys = await getVapidKeys(deps.db);
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapidSubject(deps.config), ...keys },
      TTL: TTL_SECONDS,
      urgency: row.eventType === 'property.offline' ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const started = performance.now();
  const res = await postJson({
    url: details.endpoint,
    body: details.body ?? '',
    headers: Object.fromEntries(
      Object.entries(details.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    ),
    policy: deps.policy,
    timeoutMs: deps.config.notify.webhookTimeoutMs,
  });
  const durationMs = performance.now() - started;
  if (res.ok)
    return { kind: 'delivered', statusCode: res.statusCode, recipient: sub.device, durationMs };
  const gone = res.statusCode === 404 || res.statusCode === 410;
  if (gone) await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
  return {
    kind: 'error',
    error: gone ? `The browser dropped this subscription (HTTP ${res.statusCode})` : res.error,
    permanent: gone || res.permanent,
    statusCode: res.statusCode,
    recipient: sub.device,
    durationMs,
  };
}
