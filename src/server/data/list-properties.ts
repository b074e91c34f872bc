import { asc, eq } from 'drizzle-orm';
import type { Property, PropertyPage, PropertyPageQuery } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { properties, propertySchedule, propertyUptime, workspaces } from '../db/schema/index.js';
import { countProperties } from './count-properties.js';
import { propertyDtoColumns, toPropertyDto } from './property-dto.js';

/** The workspace's properties in the list's order: by name, then id (index `properties_workspace_name_idx`). */
const listQuery = (db: Db, workspaceId: string) =>
  db
    .select(propertyDtoColumns)
    .from(properties)
    .innerJoin(propertySchedule, eq(propertySchedule.propertyId, properties.id))
    .leftJoin(propertyUptime, eq(propertyUptime.propertyId, properties.id))
    .where(eq(properties.workspaceId, workspaceId))
    .orderBy(asc(properties.name), asc(properties.id));

export async function listProperties(db: Db, actor: Actor): Promise<Property[]> {
  const interval = await workspaceInterval(db, actor.workspaceId);
  const rows = await listQuery(db, actor.workspaceId);
  return rows.map((r) => toPropertyDto(r, actor, interval));
}

/** One page of the list, in the same order, and how many properties there are in all. */
export async function listPropertiesPage(
  db: Db,
  actor: Actor,
  { offset, limit }: PropertyPageQuery,
): Promise<PropertyPage> {
  const [interval, total, rows] = await Promise.all([
    workspaceInterval(db, actor.workspaceId),
    countProperties(db, actor.workspaceId),
    listQuery(db, actor.workspaceId).limit(limit).offset(offset),
  ]);
  return {
    total,
    offset,
    limit,
    properties: rows.map((r) => toPropertyDto(r, actor, interval)),
  };
}

export async function workspaceInterval(db: Db, workspaceId: string): Promise<number> {
  const [ws] = await db
    .select({ s: workspaces.checkIntervalSeconds })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return ws?.s ?? 30;
}
