import { and, eq } from 'drizzle-orm';
import { STATUS_PAGE_MSG } from '../../../contracts/status-pages.js';
import {
  TRACKED_INCIDENT_MSG,
  type TrackedIncident,
} from '../../../contracts/tracked-incidents.js';
import type { IncidentState } from '../../../contracts/status-page-model.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import {
  activityEvents,
  incidentProperties,
  incidentUpdates,
  statusPageIncidents,
  statusPages,
  trackedIncidents,
} from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { queueIncidentNews } from '../../notify/status-news/queue-incident-news.js';
import { pageIncidents } from './page-incidents.js';
import { shownProperties } from './shown-properties.js';

export type NewIncident = {
  title: string;
  state: IncidentState;
  message: string;
  propertyIds: number[];
};

/** Opens an incident on a page with its first update; a person wrote it (origin manual). */
export async function postIncident(
  db: Db,
  actor: Actor,
  pageId: number,
  input: NewIncident,
): Promise<TrackedIncident> {
  const [page] = await db
    .select({ id: statusPages.id, workspaceId: statusPages.workspaceId })
    .from(statusPages)
    .where(and(eq(statusPages.id, pageId), eq(statusPages.workspaceId, actor.workspaceId)));
  if (!page) throw notFound(STATUS_PAGE_MSG.notFound);
  if (input.propertyIds.length) {
    // chosen one by one or through a section showing all of the workspace
    const shown = new Set((await shownProperties(db, page)).shown.map((p) => p.propertyId));
    if (!input.propertyIds.every((id) => shown.has(id))) {
      throw badRequest(TRACKED_INCIDENT_MSG.propertyNotShown);
    }
  }
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(trackedIncidents)
      .values({
        workspaceId: actor.workspaceId,
        title: input.title,
        state: input.state,
        origin: 'manual',
        startedAt: now,
        resolvedAt: input.state === 'resolved' ? now : null,
        createdBy: actor.userId,
      })
      .returning({ id: trackedIncidents.id });
    const incidentId = row!.id;
    await tx.insert(statusPageIncidents).values({ pageId, incidentId });
    if (input.propertyIds.length) {
      await tx
        .insert(incidentProperties)
        .values(input.propertyIds.map((propertyId) => ({ incidentId, propertyId })));
    }
    await tx.insert(incidentUpdates).values({
      incidentId,
      state: input.state,
      message: input.message,
      authorId: actor.userId,
      createdAt: now,
    });
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'incident.posted',
      message: `Incident "${input.title}" posted`,
    });
    // the page's subscribers hear of it once each, through the outbox
    await queueIncidentNews(tx, {
      type: 'status_page.incident_posted',
      pageId,
      incidentId,
      state: input.state,
      message: input.message,
      at: now,
    });
    return incidentId;
  });
  const all = await pageIncidents(db, pageId);
  return all.find((i) => i.id === id)!;
}
