import { and, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { properties, propertySchedule, propertyUptime } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';
import { propertyDtoColumns, type PropertyRow } from './property-dto.js';

/** The caller's workspace's property, or 404: another workspace's id is indistinguishable from none. */
export async function getPropertyRow(db: Db, actor: Actor, id: number): Promise<PropertyRow> {
  const [row] = await db
    .select(propertyDtoColumns)
    .from(properties)
    .innerJoin(propertySchedule, eq(propertySchedule.propertyId, properties.id))
    .leftJoin(propertyUptime, eq(propertyUptime.propertyId, properties.id))
    .where(and(eq(properties.id, id), eq(properties.workspaceId, actor.workspaceId)));
  if (!row) throw notFound('Property not found');
  return row;
}
