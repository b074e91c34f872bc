// POST /api/incidents/{id}/resolve: a person ends an incident with a note saying how. The note is
// the incident's last state update (a status page showing the incident shows it). A property
// still down does not reopen it; its next confirmed outage opens a new one.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { INCIDENT_MSG } from '../../../contracts/incidents-api.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, incidentUpdates, trackedIncidents } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { queuePagerDutySync } from '../../notify/channels/pagerduty-sync.js';
import { announceIncident } from './announce-incident.js';

export async function resolveIncident(
  db: Db,
  actor: Actor,
  incidentId: number,
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = trackedIncidents;
    const [row] = await tx
      .update(t)
      .set({ state: 'resolved', resolvedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.id, incidentId), eq(t.workspaceId, actor.workspaceId), isNull(t.resolvedAt)))
      .returning({ title: t.title });
    if (!row) {
      const [exists] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.id, incidentId), eq(t.workspaceId, actor.workspaceId)));
      if (!exists) throw notFound(INCIDENT_MSG.notFound);
      throw new AppError('conflict', INCIDENT_MSG.alreadyResolved);
    }
    await tx.insert(incidentUpdates).values({
      incidentId,
      state: 'resolved',
      kind: 'update',
      message,
      authorId: actor.userId,
    });
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'incident.resolved',
      message: `Incident "${row.title}" resolved`,
    });
    await queuePagerDutySync(tx, actor.workspaceId, incidentId, row.title, 'resolve');
    await announceIncident(tx, actor.workspaceId, incidentId);
  });
}
