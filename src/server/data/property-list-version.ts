// What the property list of a workspace looks like right now, in one short string, read from
// PostgreSQL on every request so a cached list is never out of date, whoever changed the rows
// (this process, another web process, the worker, a script): the number of rows, the largest
// id, and the sum of the rows' xmin (the transaction that last wrote each row). Any update gives
// the row a newer xmin, so the sum grows; a delete lowers the count; a delete with an insert
// keeps the count but adds a newer xmin than the one it removed. The workspace's interval is in
// it too: every row shows the interval it is checked at. The schedule rows' xmins too: the list
// shows the last check, its response time and the failure count, kept there (decision 014), and
// the uptime rows' xmins (the figures, kept in `property_uptime`: a row written or added moves
// the sum; one goes only with its property).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { versionEtag } from './answer-cache.js';
import { properties, propertySchedule, propertyUptime, workspaces } from '../db/schema/index.js';

export async function propertyListVersion(db: Db, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({
      rows: sql<string>`count(*)::text`,
      maxId: sql<string>`coalesce(max(${properties.id}), 0)::text`,
      xmins: sql<string>`coalesce(sum(${properties}.xmin::text::bigint), 0)::text`,
      scheduleXmins: sql<string>`coalesce(sum(${propertySchedule}.xmin::text::bigint), 0)::text`,
      uptimeXmins: sql<string>`coalesce(sum(${propertyUptime}.xmin::text::bigint), 0)::text`,
      interval: sql<string>`(SELECT ${workspaces.checkIntervalSeconds} FROM ${workspaces}
                              WHERE ${workspaces.id} = ${workspaceId})::text`,
    })
    .from(properties)
    .innerJoin(propertySchedule, eq(propertySchedule.propertyId, properties.id))
    .leftJoin(propertyUptime, eq(propertyUptime.propertyId, properties.id))
    .where(eq(properties.workspaceId, workspaceId));
  const r = row!;
  return `${r.rows}:${r.maxId}:${r.xmins}:${r.scheduleXmins}:${r.uptimeXmins}:${r.interval}`;
}

/** Whose list it is: the workspace's, with full or masked addresses (a role may not see them). */
export const propertyListKey = (workspaceId: string, seesFullIps: boolean) =>
  `${workspaceId}:${seesFullIps ? 'full' : 'masked'}`;

/** The ETag GET /api/properties answers with right now for this caller. */
export async function propertyListEtag(
  db: Db,
  workspaceId: string,
  seesFullIps: boolean,
): Promise<string> {
  const version = await propertyListVersion(db, workspaceId);
  return versionEtag(propertyListKey(workspaceId, seesFullIps), version);
}
