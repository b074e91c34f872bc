// A property's incidents (confirmed outages), newest first, scoped to the caller's workspace.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Incident } from '../../../contracts/incidents.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { incidents } from '../../db/schema/index.js';
import { getPropertyRow } from '../../data/get-property.js';

export async function listIncidents(
  db: Db,
  actor: Actor,
  propertyId: number,
  limit: number,
): Promise<Incident[]> {
  // 404 for a property of another workspace (or none), like every other property route.
  await getPropertyRow(db, actor, propertyId);
  const rows = await db
    .select({
      id: incidents.id,
      startedAt: incidents.startedAt,
      endedAt: incidents.endedAt,
      durationSeconds: sql<number>`floor(extract(epoch from (coalesce(${incidents.endedAt}, now()) - ${incidents.startedAt})))::int`,
    })
    .from(incidents)
    .where(and(eq(incidents.propertyId, propertyId), eq(incidents.workspaceId, actor.workspaceId)))
    .orderBy(desc(incidents.startedAt), desc(incidents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    startedAt: r.startedAt.toISOString(),
    endedAt: r.endedAt ? r.endedAt.toISOString() : null,
    durationSeconds: Math.max(0, Number(r.durationSeconds)),
  }));
}
