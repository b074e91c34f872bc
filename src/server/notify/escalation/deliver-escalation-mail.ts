// Sends an escalation step's mail to one member (queued by monitoring/escalation/queue-step.ts).
// A mail held for the member's quiet hours may come due after the incident was acknowledged or
// resolved: then it is not sent, and the log says why.
import { eq } from 'drizzle-orm';
import { trackedIncidents } from '../../db/schema/index.js';
import type { ClaimedNotification } from '../claim-notifications.js';
import { deliverDirectMail } from '../deliver-direct-mail.js';
import type { DeliveryDeps } from '../delivery-deps.js';
import type { Outcome } from '../finish-notification.js';

export async function deliverEscalationMail(
  deps: DeliveryDeps,
  row: ClaimedNotification,
): Promise<Outcome> {
  const p = row.payload as { to?: string; incidentId?: number } | null;
  if (typeof p?.incidentId === 'number') {
    const [i] = await deps.db
      .select({ ack: trackedIncidents.acknowledgedAt, resolved: trackedIncidents.resolvedAt })
      .from(trackedIncidents)
      .where(eq(trackedIncidents.id, p.incidentId));
    if (!i || i.resolved)
      return { kind: 'skipped', reason: 'The incident ended before this step', recipient: p.to };
    if (i.ack) return { kind: 'skipped', reason: 'Acknowledged before this step', recipient: p.to };
  }
  return deliverDirectMail(deps, row);
}
