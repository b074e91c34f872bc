// Recent Activity: the workspace's activity log (status changes, properties added and removed,
// checks requested) merged with its alerts, newest first.
import { sql } from 'drizzle-orm';
import type { ActivityItem } from '../../../contracts/reports.js';
import type { Db } from '../../db/client.js';

export async function listActivity(
  db: Db,
  opts: { workspaceId: string; limit: number },
): Promise<ActivityItem[]> {
  const { workspaceId, limit } = opts;
  const { rows } = await db.execute(sql`
    (SELECT 'event-' || id AS id, kind, message, created_at, property_id, id AS n FROM activity_events
      WHERE workspace_id = ${workspaceId} ORDER BY created_at DESC, id DESC LIMIT ${limit})
    UNION ALL
    (SELECT 'alert-' || id, 'alert.' || type, message, created_at, property_id, id FROM alerts
      WHERE workspace_id = ${workspaceId} ORDER BY created_at DESC, id DESC LIMIT ${limit})
    ORDER BY created_at DESC, n DESC LIMIT ${limit}`);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    id: String(r.id),
    kind: String(r.kind),
    message: String(r.message),
    createdAt: new Date(r.created_at as string).toISOString(),
    propertyId: r.property_id === null ? null : Number(r.property_id),
  }));
}
