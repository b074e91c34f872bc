// The properties' uptime figures (24 h, 7 d, 30 d) in `property_uptime`, so the property list reads
// plain columns. The windows are the reports' windows. Kept incrementally (decision 036, "Uptime
// kept incrementally"): the fold refreshes the properties it folded, the worker's window-edge
// pass those whose oldest hour or day just left a window. `refreshUptime` (every property) is left
// for tests and a one-off repair; the worker never runs it. The wide `properties` row is only
// read here, never written (decision 014).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  checkDays,
  checkHours,
  checkResults,
  properties,
  propertyUptime,
} from '../db/schema/index.js';
import { namedWindow, type Window, type WindowName } from './report-window.js';
import { lockUptimeCounters } from './uptime-counters.js';

/**
 * Properties per statement. One statement over every property (5.7 s at 100,000 while checks
 * ran) held the database long enough to push the schedule lag past 2 s (issue 19); a slice of
 * 1,000 reads 1,000 × (24 + 168 hourly + 30 daily) rollup rows through the primary keys.
 */
export const UPTIME_SLICE = 1_000;

/**
 * Per property over a window, as a subquery (property_id, rc, ru, c, u): checks and ups of the
 * folded rollups (rc, ru: what the counters hold, see uptime-counters.ts) and with the raw results
 * not folded yet added (c, u: what the rollup views add up, without their histograms: measured at
 * 10,000 properties under load 7, through the views a refresh took 370-2,160 ms, against 68-350 ms
 * before the fold existed).
 */
function uptimeOver(w: Window, which: Which) {
  const t = w.bucket === 'hour' ? checkHours : checkDays;
  const key = w.bucket === 'hour' ? checkHours.hour : checkDays.day;
  const bound = (d: Date) => (w.bucket === 'hour' ? d : d.toISOString().slice(0, 10));
  const r = checkResults;
  return sql`SELECT property_id,
           coalesce(sum(checks) FILTER (WHERE rolled), 0)::int AS rc,
           coalesce(sum(ups) FILTER (WHERE rolled), 0)::int AS ru,
           sum(checks)::float8 AS c, sum(ups)::float8 AS u FROM (
      SELECT ${t.propertyId} AS property_id, ${t.checks} AS checks, ${t.ups} AS ups, true AS rolled
        FROM ${t}
       WHERE ${which(t.propertyId)}
         AND ${key} >= ${bound(w.start)} AND ${key} < ${bound(w.end)}
      UNION ALL
      SELECT ${r.propertyId}, 1, (${r.outcome} = 'up')::int, false FROM ${r}
       WHERE ${which(r.propertyId)}
         AND ${r.checkedAt} >= ${w.start} AND ${r.checkedAt} < ${w.end}
         -- as the fold will leave them out of the rollups: maintenance counts in no figure
         AND NOT EXISTS (SELECT 1 FROM maintenance_spans s
                          WHERE s.property_id = ${r.propertyId} AND s.during @> ${r.checkedAt})
    ) x GROUP BY property_id`;
}

/** Which properties a statement covers, as a condition on a property id column. */
type Which = (column: SQLWrapper) => SQL;
const inRange =
  (lo: number, hi: number): Which =>
  (c) =>
    sql`${c} >= ${lo} AND ${c} < ${hi}`;
const inList =
  (ids: number[]): Which =>
  (c) =>
    sql`${c} = ANY(${sql.param(ids)}::int[])`;

const pct = (x: SQL) => sql`(${x}.u / nullif(${x}.c, 0) * 100)::real`;

/**
 * Recomputes the figures and counters of a slice from the rollups, with the window edges at
 * `now`, in a transaction holding the counters' lock exclusively (no fold adds meanwhile).
 */
async function refreshSlice(db: Db, now: Date, which: Which): Promise<void> {
  const w = (name: WindowName) => uptimeOver(namedWindow(name, now), which);
  const e24 = namedWindow('24h', now).start;
  const e7 = namedWindow('7d', now).start;
  const e30 = namedWindow('30d', now).start.toISOString().slice(0, 10);
  const u = propertyUptime;
  await db.transaction(async (tx) => {
    await lockUptimeCounters(tx, 'exclusive');
    await tx.execute(sql`
    WITH h AS (${w('24h')}), w AS (${w('7d')}), m AS (${w('30d')}),
    fresh AS (
      SELECT p.id, ${pct(sql`h`)} AS u24, ${pct(sql`w`)} AS u7, ${pct(sql`m`)} AS u30,
             coalesce(h.rc, 0) AS c24, coalesce(h.ru, 0) AS p24, coalesce(w.rc, 0) AS c7,
             coalesce(w.ru, 0) AS p7, coalesce(m.rc, 0) AS c30, coalesce(m.ru, 0) AS p30
        FROM ${properties} p
        LEFT JOIN h ON h.property_id = p.id
        LEFT JOIN w ON w.property_id = p.id
        LEFT JOIN m ON m.property_id = p.id
       WHERE ${which(sql`p.id`)}
    ), changed AS (
      -- compared as stored (real): against the float8 sums, 66.67 % would differ every time and
      -- every property short of 100 % would be rewritten on every refresh. A property with no
      -- row and no checks gets none (readers LEFT JOIN it).
      -- the slice's condition on property_uptime too: the planner then reads its rows by key,
      -- where after a large import (statistics behind) it read the whole table each slice
      SELECT f.* FROM fresh f LEFT JOIN ${u} ON ${u.propertyId} = f.id AND ${which(u.propertyId)}
       WHERE CASE WHEN ${u.propertyId} IS NULL THEN (f.u24, f.u7, f.u30) IS DISTINCT FROM (NULL, NULL, NULL)
             ELSE (${u.uptime24h}, ${u.uptime7d}, ${u.uptime30d}, ${u.checks24h}, ${u.ups24h},
                   ${u.checks7d}, ${u.ups7d}, ${u.checks30d}, ${u.ups30d}, ${u.edge24h}, ${u.edge7d}, ${u.edge30d})
                  IS DISTINCT FROM (f.u24, f.u7, f.u30, f.c24, f.p24, f.c7, f.p7, f.c30, f.p30,
                                    ${e24}::timestamptz, ${e7}::timestamptz, ${e30}::date) END
    ), kept AS (
      -- Skips a property being deleted (SKIP LOCKED), and holds the others until this statement
      -- commits, so the insert's foreign key never meets a row deleted meanwhile. KEY SHARE does
      -- not conflict with a batch writing a status. A skipped row is refreshed next time.
      SELECT id FROM ${properties} WHERE id IN (SELECT id FROM changed) FOR KEY SHARE SKIP LOCKED
    )
    INSERT INTO ${u} (property_id, uptime_24h, uptime_7d, uptime_30d, checks_24h, ups_24h,
                      checks_7d, ups_7d, checks_30d, ups_30d, edge_24h, edge_7d, edge_30d)
    SELECT c.id, c.u24, c.u7, c.u30, c.c24, c.p24, c.c7, c.p7, c.c30, c.p30,
           ${e24}::timestamptz, ${e7}::timestamptz, ${e30}::date
      FROM changed c JOIN kept k ON k.id = c.id
    ON CONFLICT (property_id) DO UPDATE
      SET uptime_24h = excluded.uptime_24h, uptime_7d = excluded.uptime_7d,
          uptime_30d = excluded.uptime_30d, checks_24h = excluded.checks_24h,
          ups_24h = excluded.ups_24h, checks_7d = excluded.checks_7d, ups_7d = excluded.ups_7d,
          checks_30d = excluded.checks_30d, ups_30d = excluded.ups_30d,
          edge_24h = excluded.edge_24h, edge_7d = excluded.edge_7d, edge_30d = excluded.edge_30d`);
  });
}

/**
 * Only changed rows are written, a slice of properties per statement (see UPTIME_SLICE). 7 days
 * read 168 hourly rows per property, like the weekly report.
 */
export async function refreshUptime(db: Db, now = new Date()): Promise<void> {
  const [range] = (
    await db.execute<{ lo: number | null; hi: number | null }>(
      sql`SELECT min(id) AS lo, max(id) AS hi FROM ${properties}`,
    )
  ).rows;
  if (!range || range.lo === null || range.hi === null) return;
  for (let lo = range.lo; lo <= range.hi; lo += UPTIME_SLICE) {
    await refreshSlice(db, now, inRange(lo, lo + UPTIME_SLICE));
  }
}

/**
 * The figures of the given properties only (those just folded, or at a window's edge), at most
 * UPTIME_SLICE per statement. Each property is read through the rollups' primary keys, so the
 * cost follows the list, not the number of properties in the database.
 */
export async function refreshUptimeOf(db: Db, ids: number[], now = new Date()): Promise<void> {
  for (let i = 0; i < ids.length; i += UPTIME_SLICE) {
    await refreshSlice(db, now, inList(ids.slice(i, i + UPTIME_SLICE)));
  }
}
