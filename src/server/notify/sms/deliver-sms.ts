// Sends one member's alert SMS (an `alert.sms` digest row) to their verified phone.
import { maskPhone } from '../../../contracts/alert-preferences.js';
import type { ClaimedNotification } from '../claim-notifications.js';
import { workspaceInfo, type DeliveryDeps } from '../delivery-deps.js';
import { digestItems } from '../digest-items.js';
import type { Outcome } from '../finish-notification.js';
import { appBaseUrl, propertyLink } from '../links.js';
import { SMS_NOT_CONFIGURED } from './form-sms-digests.js';
import { composeAlertSms } from './sms-message.js';

export async function deliverSms(deps: DeliveryDeps, row: ClaimedNotification): Promise<Outcome> {
  const userId = (row.payload as { userId?: string } | null)?.userId;
  const items = await digestItems(deps.db, row.id);
  if (!userId || items.length === 0) return { kind: 'skipped', reason: 'Nothing left to send' };
  const { rows } = await deps.pool.query<{ phone: string | null; sms_alerts: boolean }>(
    `SELECT CASE WHEN u.phone_verified_at IS NOT NULL THEN u.phone_number END AS phone, m.sms_alerts
       FROM users u JOIN memberships m ON m.user_id = u.id AND m.workspace_id = $2
      WHERE u.id = $1`,
    [userId, row.workspaceId],
  );
  const member = rows[0];
  if (!member) return { kind: 'skipped', reason: 'No longer a member of this workspace' };
  if (!member.phone) return { kind: 'skipped', reason: 'No verified phone number' };
  if (!member.sms_alerts) return { kind: 'skipped', reason: 'SMS alerts were turned off' };
  const recipient = maskPhone(member.phone);
  if (!deps.sms.configured) return { kind: 'skipped', reason: SMS_NOT_CONFIGURED, recipient };
  const ws = await workspaceInfo(deps.db, row.workspaceId);
  if (!ws) return { kind: 'skipped', reason: 'Workspace deleted' };

  const only = items.length === 1 ? items[0]!.property : null;
  const body = composeAlertSms({
    workspaceName: ws.name,
    items,
    link: only ? propertyLink(deps.config, only.id) : `${appBaseUrl(deps.config)}/alerts`,
  });
  const started = performance.now();
  const res = await deps.sms.send(member.phone, body);
  const durationMs = performance.now() - started;
  return res.ok
    ? { kind: 'delivered', statusCode: res.statusCode, recipient, durationMs }
    : {
        kind: 'error',
        error: res.error,
        permanent: res.permanent,
        statusCode: res.statusCode,
        recipient,
        durationMs,
      };
}
