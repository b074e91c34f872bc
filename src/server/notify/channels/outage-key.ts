// The outage an alert belongs to, as a key the same on its trigger and its resolve (PagerDuty's
// dedup key). Today: the property and the start of its confirmed outage (the `incidents` row of
// monitoring), or, for a timeout not (yet) confirmed, the first alert of the streak.
// Decision 028: once issue 29's incidents exist, the key becomes the incident id.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outageDedupKey } from './pagerduty.js';

export async function outageKeyFor(db: Db, propertyId: number, alertAt: Date): Promise<string> {
  const res = await db.execute<{ started_at: string | Date }>(sql`
    SELECT started_at FROM (
      SELECT started_at FROM incidents
       WHERE property_id = ${propertyId} AND started_at <= ${alertAt}
         AND (ended_at IS NULL OR ended_at >= ${alertAt})
       ORDER BY started_at DESC LIMIT 1) i
    UNION ALL
    SELECT created_at FROM (
      SELECT created_at FROM alerts
       WHERE property_id = ${propertyId} AND type IN ('offline', 'timeout')
         AND created_at <= ${alertAt}
       ORDER BY created_at DESC LIMIT 1) a
    LIMIT 1`);
  const first = res.rows[0]?.started_at;
  return outageDedupKey(propertyId, first ? new Date(first) : alertAt);
}
