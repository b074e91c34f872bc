// The incidents a page shows, with their affected properties and updates (newest first): for
// the admin API (every one) and the public page (active, and resolved within `since`).
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { TrackedIncident } from '../../../contracts/tracked-incidents.js';
import type { Db } from '../../db/client.js';
import {
  incidentProperties,
  incidentUpdates,
  statusPageIncidents,
  trackedIncidents,
} from '../../db/schema/index.js';

export async function pageIncidents(
  db: Db,
  pageId: number,
  opts: { resolvedSince?: Date; limit?: number } = {},
): Promise<TrackedIncident[]> {
  const rows = await db
    .select({
      id: trackedIncidents.id,
      title: trackedIncidents.title,
      state: trackedIncidents.state,
      origin: trackedIncidents.origin,
      startedAt: trackedIncidents.startedAt,
      resolvedAt: trackedIncidents.resolvedAt,
    })
    .from(trackedIncidents)
    .innerJoin(statusPageIncidents, eq(statusPageIncidents.incidentId, trackedIncidents.id))
    .where(
      and(
        eq(statusPageIncidents.pageId, pageId),
        opts.resolvedSince
          ? or(
              isNull(trackedIncidents.resolvedAt),
              gte(trackedIncidents.resolvedAt, opts.resolvedSince),
            )
          : undefined,
      ),
    )
    .orderBy(desc(trackedIncidents.startedAt), desc(trackedIncidents.id))
    .limit(opts.limit ?? 500);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const updates = await db
    .select()
    .from(incidentUpdates)
    // notes (issue 29) are for the members: a status page shows the state messages only
    .where(and(inArray(incidentUpdates.incidentId, ids), eq(incidentUpdates.kind, 'update')))
    .orderBy(desc(incidentUpdates.createdAt), desc(incidentUpdates.id));
  const affected = await db
    .select()
    .from(incidentProperties)
    .where(inArray(incidentProperties.incidentId, ids));
  return rows.map((r) => ({
    ...r,
    startedAt: r.startedAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    propertyIds: affected.filter((a) => a.incidentId === r.id).map((a) => a.propertyId),
    updates: updates
      .filter((u) => u.incidentId === r.id)
      .map((u) => ({
        id: u.id,
        state: u.state,
        message: u.message,
        createdAt: u.createdAt.toISOString(),
      })),
  }));
}
