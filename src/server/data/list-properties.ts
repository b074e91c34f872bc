import { asc, eq } from 'drizzle-orm';
import type { Property } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { properties, propertySchedule, propertyUptime, workspaces } from '../db/schema/index.js';
import { propertyDtoColumns, toPropertyDto } from './property-dto.js';

export async function listProperties(db: Db, actor: Actor): Promise<Property[]> {
  const interval = await workspaceInterval(db, actor.workspaceId);
  const rows = await db
    .select(propertyDtoColumns)
    .from(properties)
    .innerJoin(propertySchedule, eq(propertySchedule.propertyId, properties.id))
    .leftJoin(propertyUptime, eq(propertyUptime.propertyId, properties.id))
    .where(eq(properties.workspaceId, actor.workspaceId))
    .orderBy(asc(properties.name), asc(properties.id));
  return rows.map((r) => toPropertyDto(r, actor, interval));
}

export async function workspaceInterval(db: Db, workspaceId: string): Promise<number> {
  const [ws] = await db
    .select({ s: workspaces.checkIntervalSeconds })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return ws?.s ?? 30;
}
