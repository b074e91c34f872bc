// The incidents of a workspace as the list and the detail show them: state, duration, who
// acknowledged it and from where, and the affected properties. Every read is by workspace.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { IncidentSummary } from '../../../contracts/incidents-api.js';
import type { DbOrTx } from '../../db/client.js';
import { incidentProperties, properties, trackedIncidents, users } from '../../db/schema/index.js';
import { personName } from '../../accounts/team-tx.js';

/** A link acknowledgement without a typed name. */
export const SOMEONE = 'Someone';

export async function incidentSummaries(
  db: DbOrTx,
  workspaceId: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<IncidentSummary[]> {
  const t = trackedIncidents;
  const rows = await db
    .select({
      id: t.id,
      title: t.title,
      state: t.state,
      origin: t.origin,
      startedAt: t.startedAt,
      resolvedAt: t.resolvedAt,
      acknowledgedAt: t.acknowledgedAt,
      acknowledgedVia: t.acknowledgedVia,
      acknowledgedByName: t.acknowledgedByName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      now: sql<Date>`now()`.mapWith(t.startedAt),
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.acknowledgedBy))
    .where(and(eq(t.workspaceId, workspaceId), where))
    // open ones first, then the newest
    .orderBy(sql`${t.resolvedAt} IS NULL DESC`, desc(t.startedAt), desc(t.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const affected = await db
    .select({
      incidentId: incidentProperties.incidentId,
      id: properties.id,
      name: properties.name,
    })
    .from(incidentProperties)
    .innerJoin(
      properties,
      and(
        eq(properties.id, incidentProperties.propertyId),
        eq(properties.workspaceId, workspaceId),
      ),
    )
    .where(
      inArray(
        incidentProperties.incidentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(properties.name), asc(properties.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    state: r.state,
    origin: r.origin,
    startedAt: r.startedAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    durationSeconds: Math.max(
      0,
      Math.round(((r.resolvedAt ?? r.now).getTime() - r.startedAt.getTime()) / 1000),
    ),
    acknowledged:
      r.acknowledgedAt && r.acknowledgedVia
        ? {
            at: r.acknowledgedAt.toISOString(),
            by:
              r.email !== null || r.firstName !== null
                ? personName(r)
                : (r.acknowledgedByName ?? SOMEONE),
            via: r.acknowledgedVia,
          }
        : null,
    properties: affected
      .filter((a) => a.incidentId === r.id)
      .map((a) => ({ id: a.id, name: a.name })),
  }));
}
