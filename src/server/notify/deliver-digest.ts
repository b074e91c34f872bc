// Sends an alert digest: one mail listing every alert grouped into it.
import type { ClaimedNotification } from './claim-notifications.js';
import { composeAlertMail, type DigestItem } from './alert-mail.js';
import { workspaceInfo, type DeliveryDeps } from './delivery-deps.js';
import type { Outcome } from './finish-notification.js';
import { propertyLink, settingsLink } from './links.js';
import { messageIdFor } from './mailer.js';
import { alertRecipients, NO_RECIPIENT } from './recipients.js';
import { sendMail } from './send-mail.js';

export async function deliverDigest(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const { rows } = await deps.pool.query<{
    alert_id: number;
    type: string;
    message: string;
    created_at: Date;
    property_id: number | null;
    name: string | null;
    address: string | null;
  }>(
    `SELECT a.id AS alert_id, a.type, a.message, a.created_at, p.id AS property_id, p.name, p.address
       FROM notifications n JOIN alerts a ON a.id = n.alert_id
       LEFT JOIN properties p ON p.id = a.property_id
      WHERE n.digest_id = $1
      ORDER BY a.created_at, a.id`,
    [row.id],
  );
  if (rows.length === 0) return { kind: 'skipped', reason: 'Nothing left to send' };
  const ws = await workspaceInfo(deps.db, row.workspaceId);
  if (!ws) return { kind: 'skipped', reason: 'Workspace deleted' };
  const to = await alertRecipients(deps.db, row.workspaceId);
  if (to.length === 0) return { kind: 'skipped', reason: NO_RECIPIENT };

  const items: DigestItem[] = rows.map((r) => ({
    alertId: r.alert_id,
    type: r.type,
    message: r.message,
    at: r.created_at,
    property:
      r.property_id !== null ? { id: r.property_id, name: r.name!, address: r.address! } : null,
  }));
  const mail = composeAlertMail({
    workspaceName: ws.name,
    timeZone: ws.timezone,
    items,
    propertyUrl: (id) => propertyLink(deps.config, id),
    settingsUrl: settingsLink(deps.config),
  });
  return sendMail(deps, {
    to,
    ...mail,
    messageId: messageIdFor(row.eventId, deps.mailer.from),
    headers: { 'X-Monitor-Event-Id': row.eventId },
  });
}
