// The uptime figures kept as counters (decision 036, "Uptime kept incrementally", migration 0044):
// per property and window (24 h, 7 d, 30 d), the checks and ups of its folded rollup rows since
// the window's start when last counted (its edge). The fold adds what it folds (FOLD_UPTIME, a
// part of the fold's statement); the window-edge pass takes off the rows that left a window
// (subtractLeftRows); a full recompute (refresh-uptime.ts) sets counters and edges from the
// rollups, for rows not counted yet and for repairs. So the fold never re-reads a property's
// history: at 1,000,000 properties re-reading 24 + 168 hourly and 30 daily rows of every folded
// property cost more than the fold itself.
//
// The three writers take one advisory lock: the fold shared, the others exclusive. A recompute
// or a subtraction reads the rollups, then writes counters; a fold adding to both between the
// two would be lost or counted twice. Shared, folds do not wait for each other.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { namedWindow } from './report-window.js';

/** advisory lock key (two ints) of the counters; 36_001/36_002 are the schedule's (buckets.ts) */
const COUNTERS_LOCK = [36_003, 1] as const;

export async function lockUptimeCounters(tx: Tx, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`SELECT pg_advisory_xact_lock_shared(${COUNTERS_LOCK[0]}, ${COUNTERS_LOCK[1]})`
      : sql`SELECT pg_advisory_xact_lock(${COUNTERS_LOCK[0]}, ${COUNTERS_LOCK[1]})`,
  );
}

/**
 * The SET list that adds (or takes off) a relation `d`'s c24h/u24h, c7d/u7d, c30d/u30d to the
 * counters of `u`, and the figures (stored as `real`, as the recompute writes them) that follow.
 */
const apply = (sign: '+' | '-', d: string) =>
  (['24h', '7d', '30d'] as const)
    .map(
      (
        w,
      ) => `checks_${w} = u.checks_${w} ${sign} ${d}.c${w}, ups_${w} = u.ups_${w} ${sign} ${d}.u${w},
  uptime_${w} = ((u.ups_${w} ${sign} ${d}.u${w})::float8 / nullif(u.checks_${w} ${sign} ${d}.c${w}, 0) * 100)::real`,
    )
    .join(',\n  ');

/**
 * The fold's part (CTEs after its `counted`): the counted results per property and hour, added
 * to the counters of every window whose edge the hour is at or after. Only rows already counted
 * (edges set) are added to; `uptime` returns their ids, and the fold recomputes the others.
 * `from`/`to`: the slice's property ids, written into the joins with `property_uptime` so the
 * planner reads only the slice's rows through the key. Without them, in the first fold after a
 * large import (the table's statistics far behind its rows), it read the whole table for each
 * slice: 248 times in a fold of 1,000,000 new properties, and analyzing it did not change that.
 */
export function foldUptime(from: number, to: number): string {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) {
    throw new TypeError(`fold slice bounds must be integers: ${from}, ${to}`);
  }
  return `slots AS (
    SELECT property_id, date_trunc('hour', checked_at, 'UTC') AS hour, count(*)::int AS checks,
           count(*) FILTER (WHERE outcome = 'up')::int AS ups
      FROM counted GROUP BY 1, 2
  ), uptime AS (
    UPDATE property_uptime u SET ${apply('+', 'x')}
      FROM (SELECT s.property_id,
                   coalesce(sum(s.checks) FILTER (WHERE s.hour >= e.edge_24h), 0) AS c24h,
                   coalesce(sum(s.ups) FILTER (WHERE s.hour >= e.edge_24h), 0) AS u24h,
                   coalesce(sum(s.checks) FILTER (WHERE s.hour >= e.edge_7d), 0) AS c7d,
                   coalesce(sum(s.ups) FILTER (WHERE s.hour >= e.edge_7d), 0) AS u7d,
                   coalesce(sum(s.checks) FILTER (WHERE (s.hour AT TIME ZONE 'UTC')::date >= e.edge_30d), 0) AS c30d,
                   coalesce(sum(s.ups) FILTER (WHERE (s.hour AT TIME ZONE 'UTC')::date >= e.edge_30d), 0) AS u30d
              FROM slots s JOIN property_uptime e ON e.property_id = s.property_id
             WHERE e.edge_24h IS NOT NULL AND e.edge_7d IS NOT NULL AND e.edge_30d IS NOT NULL
               AND e.property_id >= ${from} AND e.property_id < ${to}
             GROUP BY s.property_id) x
     WHERE u.property_id = x.property_id AND u.property_id >= ${from} AND u.property_id < ${to}
    RETURNING u.property_id
  )`;
}

/**
 * Takes off the rollup rows that left each window between a property's edges and the windows'
 * starts at `now`, and moves its edges there (never back). Only rows already counted; returns
 * the ids of the given properties that were not (to be recomputed whole).
 */
export async function subtractLeftRows(db: Db, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const s24 = namedWindow('24h', now).start;
  const s7 = namedWindow('7d', now).start;
  const s30 = namedWindow('30d', now).start.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await lockUptimeCounters(tx, 'exclusive');
    const res = await tx.execute<{ id: number }>(sql`
      WITH gone AS (
        SELECT e.property_id, a.c24h, a.u24h, b.c7d, b.u7d, d.c30d, d.u30d
          FROM property_uptime e
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(checks), 0)::int AS c24h, coalesce(sum(ups), 0)::int AS u24h
              FROM check_hours h WHERE h.property_id = e.property_id
               AND h.hour >= e.edge_24h AND h.hour < ${s24}::timestamptz) a
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(checks), 0)::int AS c7d, coalesce(sum(ups), 0)::int AS u7d
              FROM check_hours h WHERE h.property_id = e.property_id
               AND h.hour >= e.edge_7d AND h.hour < ${s7}::timestamptz) b
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(checks), 0)::int AS c30d, coalesce(sum(ups), 0)::int AS u30d
              FROM check_days d WHERE d.property_id = e.property_id
               AND d.day >= e.edge_30d AND d.day < ${s30}::date) d
         WHERE e.property_id = ANY(${sql.param(ids)}::int[])
           AND e.edge_24h IS NOT NULL AND e.edge_7d IS NOT NULL AND e.edge_30d IS NOT NULL
      ), moved AS (
        UPDATE property_uptime u SET ${sql.raw(apply('-', 'g'))},
               edge_24h = greatest(u.edge_24h, ${s24}::timestamptz),
               edge_7d = greatest(u.edge_7d, ${s7}::timestamptz),
               edge_30d = greatest(u.edge_30d, ${s30}::date)
          FROM gone g WHERE u.property_id = g.property_id
        RETURNING u.property_id
      )
      SELECT i AS id FROM unnest(${sql.param(ids)}::int[]) AS i
       WHERE i NOT IN (SELECT property_id FROM moved)`);
    return res.rows.map((r) => Number(r.id));
  });
}
