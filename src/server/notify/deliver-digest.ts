// Sends an alert digest: each recipient gets one mail listing the alerts of the digest they
// want (their alert types). Recipients wanting the same alerts share one message. When a digest
// needs several messages, those already sent are recorded on the row, so a retry after a partial
// failure sends only the rest.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications } from '../db/schema/index.js';
import type { ClaimedNotification } from './claim-notifications.js';
import { ackLink } from './ack-link.js';
import { composeAlertMail, type DigestItem } from './alert-mail.js';
import { workspaceInfo, type DeliveryDeps } from './delivery-deps.js';
import { digestItems } from './digest-items.js';
import type { Outcome } from './finish-notification.js';
import { propertyLink, settingsLink } from './links.js';
import { messageIdFor } from './mailer.js';
import { alertRecipients, NO_RECIPIENT } from './recipients.js';
import { sendMail } from './send-mail.js';
import { plainUserText } from './user-text.js';

type Group = { emails: string[]; items: DigestItem[] };

export async function deliverDigest(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const items = await digestItems(deps.db, row.id);
  if (items.length === 0) return { kind: 'skipped', reason: 'Nothing left to send' };
  const ws = await workspaceInfo(deps.db, row.workspaceId);
  if (!ws) return { kind: 'skipped', reason: 'Workspace deleted' };

  const groups = new Map<string, Group>();
  for (const r of await alertRecipients(deps.db, row.workspaceId)) {
    const wanted = items.filter((i) => r.types.has(i.type));
    if (wanted.length === 0) continue;
    const key = wanted.map((i) => i.alertId).join(',');
    const g = groups.get(key) ?? { emails: [], items: wanted };
    g.emails.push(r.email);
    groups.set(key, g);
  }
  const mailed = new Set([...groups.values()].flatMap((g) => g.items.map((i) => i.alertId)));
  const unwanted = items.filter((i) => !mailed.has(i.alertId)).map((i) => i.alertId);
  if (groups.size === 0) return { kind: 'skipped', reason: NO_RECIPIENT };
  if (unwanted.length > 0) await skipMembers(deps, row.id, unwanted);

  const sentTo = new Set((row.payload as { sentTo?: string[] } | null)?.sentTo ?? []);
  const everyone = [...groups.values()].flatMap((g) => g.emails);
  let durationMs = 0;
  const pending = [...groups].filter(([, g]) => g.emails.some((e) => !sentTo.has(e)));
  for (const [n, [key, g]] of pending.entries()) {
    const to = g.emails.filter((e) => !sentTo.has(e));
    const mail = composeAlertMail({
      workspaceName: plainUserText(ws.name),
      timeZone: ws.timezone,
      items: g.items,
      propertyUrl: (id) => propertyLink(deps.config, id),
      settingsUrl: settingsLink(deps.config),
      ackUrl: (incidentId) => ackLink(deps.config, incidentId, 'mail'),
    });
    // One Message-ID per distinct message, stable across retries.
    const id = groups.size === 1 ? row.eventId : derivedId(row.eventId, key);
    const outcome = await sendMail(deps, {
      to,
      ...mail,
      messageId: messageIdFor(id, deps.mailer.from),
      headers: { 'X-Monitor-Event-Id': row.eventId },
    });
    if (outcome.kind !== 'delivered') return { ...outcome, recipient: everyone.join(', ') };
    durationMs += outcome.durationMs ?? 0;
    for (const e of to) sentTo.add(e);
    // Progress matters only while other messages of the digest are still to go: a retry then
    // skips those already sent. After the last one, a crash re-sends it (at least once).
    if (n < pending.length - 1) {
      await deps.db
        .update(notifications)
        .set({ payload: { sentTo: [...sentTo] } })
        .where(eq(notifications.id, row.id));
    }
  }
  return { kind: 'delivered', recipient: everyone.join(', '), durationMs };
}

/** Alerts of the digest nobody wants by mail: recorded as not sent, with why. */
async function skipMembers(deps: DeliveryDeps, digestId: number, alertIds: number[]) {
  const n = notifications;
  await deps.db
    .update(n)
    .set({ status: 'skipped', lastError: NO_RECIPIENT })
    .where(and(eq(n.digestId, digestId), inArray(n.alertId, alertIds), eq(n.status, 'pending')));
}

/** A UUID-shaped id derived from the digest's event id and one group of its recipients. */
function derivedId(eventId: string, key: string): string {
  const h = createHash('sha256').update(`${eventId}/${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
