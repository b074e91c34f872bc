import { and, eq } from 'drizzle-orm';
import {
  TRACKED_INCIDENT_MSG,
  type TrackedIncident,
} from '../../../contracts/tracked-incidents.js';
import type { IncidentState } from '../../../contracts/status-page-model.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import {
  incidentUpdates,
  statusPageIncidents,
  statusPages,
  trackedIncidents,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { queueIncidentNews } from '../../notify/status-news/queue-incident-news.js';
import { pageIncidents } from './page-incidents.js';

/**
 * Adds an update to an incident shown on the page and moves it to the update's state; the state
 * `resolved` ends it. A resolved incident takes no more updates (409).
 */
export async function postIncidentUpdate(
  db: Db,
  actor: Actor,
  pageId: number,
  incidentId: number,
  input: { state: IncidentState; message: string },
): Promise<TrackedIncident> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: trackedIncidents.state })
      .from(trackedIncidents)
      .innerJoin(statusPageIncidents, eq(statusPageIncidents.incidentId, trackedIncidents.id))
      .innerJoin(statusPages, eq(statusPages.id, statusPageIncidents.pageId))
      .where(
        and(
          eq(trackedIncidents.id, incidentId),
          eq(statusPageIncidents.pageId, pageId),
          eq(statusPages.workspaceId, actor.workspaceId),
        ),
      )
      .for('update', { of: trackedIncidents });
    if (!row) throw notFound(TRACKED_INCIDENT_MSG.notFound);
    if (row.state === 'resolved') throw new AppError('conflict', TRACKED_INCIDENT_MSG.resolved);
    const now = new Date();
    await tx
      .update(trackedIncidents)
      .set({
        state: input.state,
        resolvedAt: input.state === 'resolved' ? now : null,
        updatedAt: now,
      })
      .where(eq(trackedIncidents.id, incidentId));
    await tx.insert(incidentUpdates).values({
      incidentId,
      state: input.state,
      message: input.message,
      authorId: actor.userId,
      createdAt: now,
    });
    // the page's subscribers hear of it once each, through the outbox
    await queueIncidentNews(tx, {
      type: 'status_page.incident_updated',
      pageId,
      incidentId,
      state: input.state,
      message: input.message,
      at: now,
    });
  });
  const all = await pageIncidents(db, pageId);
  return all.find((i) => i.id === incidentId)!;
}
