// GET /api/incidents: the workspace's incidents, open ones first, then history; filtered by
// property, state (open or resolved) and the day they started (UTC), a page at a time.
import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { IncidentPage } from '../../../contracts/incidents-api.js';
import type { IncidentListState } from '../../../contracts/incident-model.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { incidentProperties, trackedIncidents } from '../../db/schema/index.js';
import { incidentSummaries } from './incident-summaries.js';

export type IncidentFilter = {
  propertyId?: number;
  state?: IncidentListState;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

const DAY_MS = 86_400_000;

export async function listIncidents(
  db: Db,
  actor: Actor,
  f: IncidentFilter,
): Promise<IncidentPage> {
  const t = trackedIncidents;
  const where = and(
    f.propertyId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${incidentProperties} ip
                     WHERE ip.incident_id = ${t.id} AND ip.property_id = ${f.propertyId})`,
    f.state === 'open' ? isNull(t.resolvedAt) : undefined,
    f.state === 'resolved' ? isNotNull(t.resolvedAt) : undefined,
    f.from ? gte(t.startedAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(t.startedAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(eq(t.workspaceId, actor.workspaceId), where));
  const items = await incidentSummaries(db, actor.workspaceId, where, {
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  return { items, total: count?.n ?? 0, page: f.page, pageSize: f.pageSize };
}
