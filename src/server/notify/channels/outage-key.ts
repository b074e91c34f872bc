// The outage an alert belongs to, as a key the same on its trigger and its resolve (PagerDuty's
// dedup key). Today: the property and the start of its confirmed outage (the `incidents` row of
// monitoring), or, for a timeout not (yet) confirmed, the first alert of the streak.
// Decision 028: once issue 29's incidents exist, the key becomes the incident id.
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alerts, incidents } from '../../db/schema/index.js';
import { outageDedupKey } from './pagerduty.js';

export async function outageKeyFor(db: Db, propertyId: number, alertAt: Date): Promise<string> {
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
