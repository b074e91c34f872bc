// Tells the other recipients of an incident's alerts who took it (issue 29): one mail to every
// alert mail recipient who wants offline alerts, but the person who acknowledged. Composed when
// sent, from the incident as it is then.
import { eq } from 'drizzle-orm';
import { ACK_CHANNEL_LABELS } from '../../contracts/incident-model.js';
import { personName } from '../accounts/team-tx.js';
import { trackedIncidents, users } from '../db/schema/index.js';
import type { ClaimedNotification } from './claim-notifications.js';
import { workspaceInfo, type DeliveryDeps } from './delivery-deps.js';
import type { Outcome } from './finish-notification.js';
import { escapeHtml } from './format.js';
import { appBaseUrl } from './links.js';
import { messageIdFor } from './mailer.js';
import { alertRecipients } from './recipients.js';
import { sendMail } from './send-mail.js';
import { formatTime } from '../lib/zoned-time.js';

export const NO_OTHER_RECIPIENT = 'No other recipient of the alerts to tell';

export async function deliverAckNotice(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const incidentId = (row.payload as { incidentId?: number } | null)?.incidentId;
  if (!incidentId) return { kind: 'skipped', reason: 'Nothing to send' };
  const [inc] = await deps.db
    .select({
      title: trackedIncidents.title,
      at: trackedIncidents.acknowledgedAt,
      via: trackedIncidents.acknowledgedVia,
      typedName: trackedIncidents.acknowledgedByName,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(trackedIncidents)
    .leftJoin(users, eq(users.id, trackedIncidents.acknowledgedBy))
    .where(eq(trackedIncidents.id, incidentId));
  if (!inc?.at || !inc.via) return { kind: 'skipped', reason: 'Incident no longer acknowledged' };
  const ws = await workspaceInfo(deps.db, row.workspaceId);
  if (!ws) return { kind: 'skipped', reason: 'Workspace deleted' };
  const own = inc.email?.toLowerCase();
  const to = (await alertRecipients(deps.db, row.workspaceId))
    .filter((r) => r.types.has('offline') && r.email !== own)
    .map((r) => r.email);
  if (to.length === 0) return { kind: 'skipped', reason: NO_OTHER_RECIPIENT };

  const who = inc.userId ? personName(inc) : (inc.typedName ?? 'Someone');
  const url = `${appBaseUrl(deps.config)}/incidents/${incidentId}`;
  const line = `${who} acknowledged "${inc.title}" from ${ACK_CHANNEL_LABELS[inc.via]} at ${formatTime(inc.at, ws.timezone)}.`;
  return sendMail(deps, {
    to,
    subject: `[Property Monitor] ${who} took "${inc.title}"`,
    text: `${line}\n\nThe incident: ${url}\n`,
    html: `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(url)}">See the incident</a></p>
</body></html>
`,
    messageId: messageIdFor(row.eventId, deps.mailer.from),
  });
}
