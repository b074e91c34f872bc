// The alerts grouped into a digest row (alert mail or a member's SMS) still waiting to go out.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { alerts, notifications, properties, trackedIncidents } from '../db/schema/index.js';
import type { DigestItem } from './alert-mail.js';

export async function digestItems(db: Db, digestId: number): Promise<DigestItem[]> {
  const rows = await db
    .select({
      alertId: alerts.id,
      type: alerts.type,
      message: alerts.message,
      at: alerts.createdAt,
      propertyId: properties.id,
      name: properties.name,
      address: properties.address,
      // an offline alert's incident while it is still open: the mail and SMS offer its ack link
      incidentId: sql<number | null>`CASE WHEN ${alerts.type} = 'offline'
                                          THEN ${trackedIncidents.id} END`.mapWith(Number),
    })
    .from(notifications)
    .innerJoin(alerts, eq(alerts.id, notifications.alertId))
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .leftJoin(
      trackedIncidents,
      and(eq(trackedIncidents.id, alerts.trackedIncidentId), isNull(trackedIncidents.resolvedAt)),
    )
    .where(and(eq(notifications.digestId, digestId), eq(notifications.status, 'pending')))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
  return rows.map(({ propertyId, name, address, incidentId, ...r }) => ({
    ...r,
    incidentId: incidentId || null,
    property: propertyId !== null ? { id: propertyId, name: name!, address: address! } : null,
  }));
}
