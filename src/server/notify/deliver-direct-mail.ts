// Sends a queued direct mail (queue-direct-mail.ts). Once delivered, the body is dropped from
// the outbox: it may hold a one-time link, and the outbox is not where secrets should linger.
import { eq } from 'drizzle-orm';
import { notifications } from '../db/schema/index.js';
import type { ClaimedNotification } from './claim-notifications.js';
import type { DeliveryDeps } from './delivery-deps.js';
import type { Outcome } from './finish-notification.js';
import { messageIdFor } from './mailer.js';
import type { DirectMailPayload } from './queue-direct-mail.js';
import { sendMail } from './send-mail.js';

export async function deliverDirectMail(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const p = row.payload as DirectMailPayload | null;
  if (!p?.to || !p.text) return { kind: 'skipped', reason: 'Nothing to send' };
  const outcome = await sendMail(deps, {
    to: [p.to],
    subject: p.subject,
    text: p.text,
    html: p.html,
    messageId: messageIdFor(row.eventId, deps.mailer.from),
  });
  if (outcome.kind === 'delivered') {
    const kept: Pick<DirectMailPayload, 'to' | 'subject'> = { to: p.to, subject: p.subject };
    await deps.db.update(notifications).set({ payload: kept }).where(eq(notifications.id, row.id));
  }
  return outcome;
}
