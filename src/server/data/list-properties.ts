import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Property } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { Db, DbOrTx } from '../db/client.js';
import { properties, propertySchedule, propertyUptime, workspaces } from '../db/schema/index.js';
import { jsonPieces, type JsonBytes } from './answer-cache.js';
import { propertyDtoColumns, toPropertyDto } from './property-dto.js';

/** The workspace's properties in the list's order: by name, then id (index `properties_workspace_name_idx`). */
export const listQuery = (db: DbOrTx, workspaceId: string, where?: SQL) =>
  db
    .select(propertyDtoColumns)
    .from(properties)
    .innerJoin(propertySchedule, eq(propertySchedule.propertyId, properties.id))
    .leftJoin(propertyUptime, eq(propertyUptime.propertyId, properties.id))
    .where(and(eq(properties.workspaceId, workspaceId), where))
    .orderBy(asc(properties.name), asc(properties.id));

export async function listProperties(
  db: Db,
  actor: Pick<Actor, 'workspaceId' | 'seesFullIps'>,
  filter: { groupId?: number } = {},
): Promise<Property[]> {
  const [interval, rows] = await Promise.all([
    workspaceInterval(db, actor.workspaceId),
    listQuery(
      db,
      actor.workspaceId,
      filter.groupId === undefined ? undefined : eq(properties.groupId, filter.groupId),
    ),
  ]);
  return rows.map((r) => toPropertyDto(r, actor, interval));
}

/** Rows read and serialised per slice by `listPropertiesJson`. */
export const LIST_SLICE_ROWS = 1000;

/**
 * The list as JSON (what `listProperties` gives, serialised), read and serialised a slice at a
 * time in one snapshot, letting other requests run between slices: at 10,000 properties the whole
 * list at once held the event loop for ~100-300 ms (mapping rows, building DTOs, JSON.stringify),
 * which every request waiting meanwhile paid in its latency. Each slice is encoded and hashed as
 * it is made (answer-cache.ts: jsonPieces), so the end holds the loop for no 4.5 MB at once.
 */
export async function listPropertiesJson(
  db: Db,
  viewer: Pick<Actor, 'workspaceId' | 'seesFullIps'>,
): Promise<JsonBytes> {
  return db.transaction(
    async (tx) => {
      const interval = await workspaceInterval(tx, viewer.workspaceId);
      const json = jsonPieces();
      json.add('[');
      let after: SQL | undefined;
      for (let first = true; ; first = false) {
        const rows = await listQuery(tx, viewer.workspaceId, after).limit(LIST_SLICE_ROWS);
        const slice = JSON.stringify(rows.map((r) => toPropertyDto(r, viewer, interval)));
        if (rows.length > 0) json.add(`${first ? '' : ','}${slice.slice(1, -1)}`);
        if (rows.length < LIST_SLICE_ROWS) break;
        const last = rows[rows.length - 1]!;
        // the next slice starts after the last row in the list's order (the index's order)
        after = sql`(${properties.name}, ${properties.id}) > (${last.name}, ${last.id})`;
        await new Promise((resolve) => setImmediate(resolve));
      }
      json.add(']');
      return json.done();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function workspaceInterval(db: DbOrTx, workspaceId: string): Promise<number> {
  const [ws] = await db
    .select({ s: workspaces.checkIntervalSeconds })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return ws?.s ?? 30;
}
