// Someone takes an incident: from the web, the API, or the link of an alert mail or SMS. The
// first acknowledgement wins (the row is locked; a second answers 409 naming who took it). It sets
// `acknowledged_at`, which is what escalation (a later step of issue 29) checks before each step,
// and queues one mail telling the other recipients who took it (through the outbox).
import { and, eq, sql } from 'drizzle-orm';
import { alreadyAcknowledged, INCIDENT_MSG } from '../../../contracts/incidents-api.js';
import type { AckChannel } from '../../../contracts/incident-model.js';
import type { Db } from '../../db/client.js';
import { activityEvents, notifications, trackedIncidents } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { queuePagerDutySync } from '../../notify/channels/pagerduty-sync.js';
import { announceIncident } from './announce-incident.js';
import { incidentSummaries } from './incident-summaries.js';

export type Acknowledgement = {
  incidentId: number;
  /** the caller's workspace; a link (no sign-in) names none and finds the incident's own */
  workspaceId: string | null;
  /** a signed-in member (web, API); null for a link */
  userId: string | null;
  /** the name typed on a link's page */
  name: string | null;
  via: AckChannel;
};

export const ACK_NOTICE_EVENT = 'incident.acknowledged';

/** Acknowledges; answers the incident's workspace. */
export async function acknowledgeIncident(db: Db, ack: Acknowledgement): Promise<string> {
  return db.transaction(async (tx) => {
    const t = trackedIncidents;
    const [row] = await tx
      .select({
        workspaceId: t.workspaceId,
        title: t.title,
        resolvedAt: t.resolvedAt,
        acknowledgedAt: t.acknowledgedAt,
      })
      .from(t)
      .where(
        and(
          eq(t.id, ack.incidentId),
          ack.workspaceId ? eq(t.workspaceId, ack.workspaceId) : undefined,
        ),
      )
      .for('update');
    if (!row) throw notFound(INCIDENT_MSG.notFound);
    if (row.resolvedAt) throw new AppError('conflict', INCIDENT_MSG.resolvedNoAck);
    if (row.acknowledgedAt) {
      const [taken] = await incidentSummaries(tx, row.workspaceId, eq(t.id, ack.incidentId), {
        limit: 1,
        offset: 0,
      });
      throw new AppError('conflict', alreadyAcknowledged(taken?.acknowledged?.by ?? 'someone'));
    }
    await tx
      .update(t)
      .set({
        acknowledgedAt: sql`now()`,
        acknowledgedBy: ack.userId,
        acknowledgedByName: ack.userId ? null : ack.name,
        acknowledgedVia: ack.via,
        updatedAt: sql`now()`,
      })
      .where(eq(t.id, ack.incidentId));
    await tx.insert(activityEvents).values({
      workspaceId: row.workspaceId,
      kind: 'incident.acknowledged',
      message: `Incident "${row.title}" acknowledged`,
    });
    // One mail to the others, composed when sent (notify/deliver-ack-notice.ts).
    await tx.insert(notifications).values({
      workspaceId: row.workspaceId,
      channel: 'email',
      eventType: ACK_NOTICE_EVENT,
      trackedIncidentId: ack.incidentId,
      payload: { incidentId: ack.incidentId },
      summary: `Who acknowledged "${row.title}"`,
    });
    await queuePagerDutySync(tx, row.workspaceId, ack.incidentId, row.title, 'acknowledge');
    await announceIncident(tx, row.workspaceId, ack.incidentId);
    return row.workspaceId;
  });
}
