// POST /api/incidents/{id}/notes: a note for the other members (never shown on a status page).
// Notes may follow a resolved incident too: what was learnt afterwards belongs on its timeline.
import { and, eq, sql } from 'drizzle-orm';
import { INCIDENT_MSG } from '../../../contracts/incidents-api.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { incidentUpdates, trackedIncidents } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { announceIncident } from './announce-incident.js';

export async function addIncidentNote(
  db: Db,
  actor: Actor,
  incidentId: number,
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = trackedIncidents;
    const [row] = await tx
      .update(t)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(t.id, incidentId), eq(t.workspaceId, actor.workspaceId)))
      .returning({ state: t.state });
    if (!row) throw notFound(INCIDENT_MSG.notFound);
    await tx.insert(incidentUpdates).values({
      incidentId,
      state: row.state,
      kind: 'note',
      message,
      authorId: actor.userId,
    });
    await announceIncident(tx, actor.workspaceId, incidentId);
  });
}
