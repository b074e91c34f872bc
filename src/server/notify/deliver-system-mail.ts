// Mails about the system itself (an endpoint that gave up on an event) to admins with system
// alerts on.
import type { ClaimedNotification } from './claim-notifications.js';
import { workspaceInfo, type DeliveryDeps } from './delivery-deps.js';
import type { Outcome } from './finish-notification.js';
import { escapeHtml } from './format.js';
import { settingsLink } from './links.js';
import { messageIdFor } from './mailer.js';
import { NO_SYSTEM_RECIPIENT, systemRecipients } from './recipients.js';
import { sendMail } from './send-mail.js';
import { plainUserText } from './user-text.js';

type WebhookFailure = {
  webhookName: string;
  eventType: string;
  eventId: string;
  attempts: number;
  error: string;
};

export async function deliverSystemMail(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const p = row.payload as WebhookFailure | null;
  if (!p) return { kind: 'skipped', reason: 'Nothing to send' };
  const ws = await workspaceInfo(deps.db, row.workspaceId);
  if (!ws) return { kind: 'skipped', reason: 'Workspace deleted' };
  const to = await systemRecipients(deps.db, row.workspaceId);
  if (to.length === 0) return { kind: 'skipped', reason: NO_SYSTEM_RECIPIENT };
  const webhook = plainUserText(p.webhookName);
  const lines = [
    `The webhook "${webhook}" of ${plainUserText(ws.name)} could not deliver a ${p.eventType} event (id ${p.eventId}) after ${p.attempts} attempts.`,
    `Last error: ${p.error}`,
    '',
    `Check the endpoint and its delivery log in Settings: ${settingsLink(deps.config)}`,
    '',
  ];
  return sendMail(deps, {
    to,
    subject: `[Property Monitor] Webhook "${webhook}" is failing`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body>${lines
      .filter(Boolean)
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')}</body></html>`,
    messageId: messageIdFor(row.eventId, deps.mailer.from),
  });
}
