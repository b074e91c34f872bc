// The windows' sliding edge (decision 036, "Uptime kept incrementally"): when an hour or a day
// leaves the 24 h, 7 d or 30 d window, the figures of the properties with rollup rows in it
// change although nothing was folded. The fold refreshes what it folds; this pass refreshes the
// rest, found through the rollups' time indexes, never by reading every property.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkDays, checkHours } from '../db/schema/index.js';
import { refreshUptimeOf } from './refresh-uptime.js';
import { HOUR, namedWindow } from './report-window.js';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Properties whose rows left a window between `from` and `to`, less those that have a rollup row
 * at or after the hour of `to`: such a row was written by a fold after the last edge crossed, and
 * that fold refreshed the property's figures over the moved windows already. A busy property is
 * so refreshed by the fold alone; the edge pass refreshes the quiet ones (paused, long intervals).
 */
export async function uptimeEdgeProperties(db: Db, from: Date, to: Date): Promise<number[]> {
  const [h24a, h24b] = [namedWindow('24h', from).start, namedWindow('24h', to).start];
  const [h7a, h7b] = [namedWindow('7d', from).start, namedWindow('7d', to).start];
  const [d30a, d30b] = [day(namedWindow('30d', from).start), day(namedWindow('30d', to).start)];
  const fresh = new Date(Math.floor(to.getTime() / HOUR) * HOUR);
  const h = checkHours;
  const d = checkDays;
  const res = await db.execute<{ id: number }>(sql`
    SELECT DISTINCT e.id FROM (
      SELECT ${h.propertyId} AS id FROM ${h}
       WHERE (${h.hour} >= ${h24a} AND ${h.hour} < ${h24b}) OR (${h.hour} >= ${h7a} AND ${h.hour} < ${h7b})
      UNION ALL
      SELECT ${d.propertyId} FROM ${d} WHERE ${d.day} >= ${d30a} AND ${d.day} < ${d30b}
    ) e
    WHERE NOT EXISTS (SELECT 1 FROM ${h} f WHERE f.property_id = e.id AND f.hour >= ${fresh})
    ORDER BY e.id`);
  return res.rows.map((r) => r.id);
}

/**
 * Refreshes the figures (over the windows ending `now`) of the properties found above; returns
 * how many were looked at.
 */
export async function refreshUptimeEdges(
  db: Db,
  from: Date,
  to: Date,
  now = new Date(),
): Promise<number> {
  const ids = await uptimeEdgeProperties(db, from, to);
  await refreshUptimeOf(db, ids, now);
  return ids.length;
}

/**
 * The worker's pass, every few minutes. It looks at the edges up to a fold's interval and margin
 * ago (`delayMs`), so that a busy property has been folded past the edge (and so refreshed) by then
 * and is left out. The first pass after a start covers the hour before (a restart's gap); edges
 * missed in a longer stop reach the quiet properties only at their next edge (see decision 036).
 */
export function uptimeEdgePass(db: Db, delayMs: number, clock: () => Date = () => new Date()) {
  let last: Date | undefined;
  return async (): Promise<number> => {
    const to = new Date(clock().getTime() - delayMs);
    const from = last ?? new Date(to.getTime() - HOUR);
    const n = await refreshUptimeEdges(db, from, to);
    last = to;
    return n;
  };
}
