// Sends one member's alert SMS (an `alert.sms` digest row) to their verified phone.
import { and, eq } from 'drizzle-orm';
import { maskPhone } from '../../../contracts/alert-preferences.js';
import { memberships, users } from '../../db/schema/index.js';
import type { ClaimedNotification } from '../claim-notifications.js';
import { workspaceInfo, type DeliveryDeps } from '../delivery-deps.js';
import { digestItems } from '../digest-items.js';
import type { Outcome } from '../finish-notification.js';
import { ackLink } from '../ack-link.js';
import { appBaseUrl, propertyLink } from '../links.js';
import { SMS_NOT_CONFIGURED } from './form-sms-digests.js';
import { composeAlertSms } from './sms-message.js';

export async function deliverSms(deps: DeliveryDeps, row: ClaimedNotification): Promise<Outcome> {
  const userId = (row.payload as { userId?: string } | null)?.userId;
  const items = await digestItems(deps.db, row.id);
  if (!userId || items.length === 0) return { kind: 'skipped', reason: 'Nothing left to send' };
  const [member] = await deps.db
    .select({
      phoneNumber: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
      smsAlerts: memberships.smsAlerts,
    })
    .from(users)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.workspaceId, row.workspaceId)),
    )
    .where(eq(users.id, userId));
  if (!member) return { kind: 'skipped', reason: 'No longer a member of this workspace' };
  const phone = member.phoneVerifiedAt ? member.phoneNumber : null;
  if (!phone) return { kind: 'skipped', reason: 'No verified phone number' };
  if (!member.smsAlerts) return { kind: 'skipped', reason: 'SMS alerts were turned off' };
  const recipient = maskPhone(phone);
  if (!deps.sms.configured) return { kind: 'skipped', reason: SMS_NOT_CONFIGURED, recipient };
  const ws = await workspaceInfo(deps.db, row.workspaceId);
  if (!ws) return { kind: 'skipped', reason: 'Workspace deleted' };

  const only = items.length === 1 ? items[0]! : null;
  // One outage with an open incident: the link acknowledges it (its page links the property).
  const link = only?.incidentId
    ? ackLink(deps.config, only.incidentId, 'sms')
    : only?.property
      ? propertyLink(deps.config, only.property.id)
      : `${appBaseUrl(deps.config)}/alerts`;
  const body = composeAlertSms({ workspaceName: ws.name, items, link });
  const started = performance.now();
  const res = await deps.sms.send(phone, body);
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
