// The windows' sliding edge (decision 036, "Uptime kept incrementally"): when an hour or a day
// leaves the 24 h, 7 d or 30 d window, the figures of the properties with rollup rows in it
// change although nothing was folded. This pass finds them through the rollups' time indexes,
// never by reading every property, and takes the rows that left off their counters
// (uptime-counters.ts); one not counted yet is recomputed from the rollups.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkDays, checkHours } from '../db/schema/index.js';
import { refreshUptimeOf, UPTIME_SLICE } from './refresh-uptime.js';
import { subtractLeftRows } from './uptime-counters.js';
import { HOUR, namedWindow } from './report-window.js';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Properties with rollup rows that left a window between `from` and `to`, in id order. */
export async function uptimeEdgeProperties(db: Db, from: Date, to: Date): Promise<number[]> {
  const [h24a, h24b] = [namedWindow('24h', from).start, namedWindow('24h', to).start];
  const [h7a, h7b] = [namedWindow('7d', from).start, namedWindow('7d', to).start];
  const [d30a, d30b] = [day(namedWindow('30d', from).start), day(namedWindow('30d', to).start)];
  const h = checkHours;
  const d = checkDays;
  const res = await db.execute<{ id: number }>(sql`
    SELECT DISTINCT e.id FROM (
      SELECT ${h.propertyId} AS id FROM ${h}
       WHERE (${h.hour} >= ${h24a} AND ${h.hour} < ${h24b}) OR (${h.hour} >= ${h7a} AND ${h.hour} < ${h7b})
      UNION ALL
      SELECT ${d.propertyId} FROM ${d} WHERE ${d.day} >= ${d30a} AND ${d.day} < ${d30b}
    ) e
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
  for (let i = 0; i < ids.length; i += UPTIME_SLICE) {
    const uncounted = await subtractLeftRows(db, ids.slice(i, i + UPTIME_SLICE), now);
    await refreshUptimeOf(db, uncounted, now);
  }
  return ids.length;
}

/**
 * The worker's pass, every few minutes, over the edges crossed since its last pass. No wait for
 * the fold: each property's counters start at its own edge, so a result of an hour that has left
 * the window and is folded after this pass is not added (uptime-counters.ts). The first pass after
 * a start covers the hour before (a restart's gap); edges missed in a longer stop are taken off at
 * the property's next edge, when its counters are taken down to the window from its own edge on.
 */
export function uptimeEdgePass(db: Db, clock: () => Date = () => new Date()) {
  let last: Date | undefined;
  return async (): Promise<number> => {
    const to = clock();
    const from = last ?? new Date(to.getTime() - HOUR);
    const n = await refreshUptimeEdges(db, from, to, to);
    last = to;
    return n;
  };
}
