// The outage an alert belongs to, as a key the same on its trigger, acknowledge and resolve
// (PagerDuty's dedup key). One key per incident (decision 032): the property and start of the
// alert's tracked incident; for an alert without one (a timeout not yet confirmed), the start of
// the property's confirmed outage (the `incidents` row of monitoring) or the first alert of the
// streak, which is the same instant the incident later starts from, so the timeout's trigger, the
// incident's trigger, its acknowledgement and its resolution all carry one key.
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { alerts, incidents, trackedIncidents } from '../../db/schema/index.js';
import { outageDedupKey } from './pagerduty.js';

/** The key of a tracked incident opened by a property's outage; null for one posted by hand. */
export async function incidentDedupKey(db: DbOrTx, incidentId: number): Promise<string | null> {
  const [i] = await db
    .select({ propertyId: trackedIncidents.propertyId, startedAt: trackedIncidents.startedAt })
    .from(trackedIncidents)
    .where(eq(trackedIncidents.id, incidentId));
  return i?.propertyId ? outageDedupKey(i.propertyId, i.startedAt) : null;
}

export async function outageKeyFor(
  db: Db,
  propertyId: number,
  alertAt: Date,
  alertId: number,
): Promise<string> {
  const [linked] = await db
    .select({ incidentId: alerts.trackedIncidentId })
    .from(alerts)
    .where(eq(alerts.id, alertId));
  const byIncident = linked?.incidentId ? await incidentDedupKey(db, linked.incidentId) : null;
  if (byIncident) return byIncident;
  const [outage] = await db
    .select({ at: incidents.startedAt })
    .from(incidents)
    .where(
      and(
        eq(incidents.propertyId, propertyId),
        lte(incidents.startedAt, alertAt),
        or(isNull(incidents.endedAt), gte(incidents.endedAt, alertAt)),
      ),
    )
    .orderBy(desc(incidents.startedAt))
    .limit(1);
  if (outage) return outageDedupKey(propertyId, outage.at);
  const [streak] = await db
    .select({ at: alerts.createdAt })
    .from(alerts)
    .where(
      and(
        eq(alerts.propertyId, propertyId),
        inArray(alerts.type, ['offline', 'timeout']),
        lte(alerts.createdAt, alertAt),
      ),
    )
    .orderBy(desc(alerts.createdAt))
    .limit(1);
  return outageDedupKey(propertyId, streak?.at ?? alertAt);
}
