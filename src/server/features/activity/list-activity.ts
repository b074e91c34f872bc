// Recent Activity: the workspace's activity log (status changes, properties added and removed,
// checks requested) merged with its alerts, newest first.
import { desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ActivityItem } from '../../../contracts/reports.js';
import type { Db } from '../../db/client.js';
import { activityEvents, alerts } from '../../db/schema/index.js';

export async function listActivity(
  db: Db,
  opts: { workspaceId: string; limit: number },
): Promise<ActivityItem[]> {
  const { workspaceId, limit } = opts;
  const e = activityEvents;
  const a = alerts;
  // each side limited and ordered on its own index, then merged; `n` breaks ties by row id
  const events = db
    .select({
      id: sql<string>`'event-' || ${e.id}`.as('id'),
      kind: sql<string>`${e.kind}`.as('kind'),
      message: e.message,
      createdAt: e.createdAt,
      propertyId: e.propertyId,
      n: sql<number>`${e.id}`.as('n'),
    })
    .from(e)
    .where(eq(e.workspaceId, workspaceId))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit);
  const alerted = db
    .select({
      id: sql<string>`'alert-' || ${a.id}`.as('id'),
      kind: sql<string>`'alert.' || ${a.type}`.as('kind'),
      message: a.message,
      createdAt: a.createdAt,
      propertyId: a.propertyId,
      n: sql<number>`${a.id}`.as('n'),
    })
    .from(a)
    .where(eq(a.workspaceId, workspaceId))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limit);
  const rows = await unionAll(events, alerted)
    .orderBy(desc(sql`created_at`), desc(sql`n`))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    propertyId: r.propertyId,
  }));
}
