// Periodic upkeep of monitoring data: uptime columns from rollups, raw-result retention.
import type pg from 'pg';

/** Uptime % per window from the rollups (24 h from hourly rows, 7/30 d from daily rows). */
export async function refreshUptime(pool: pg.Pool): Promise<void> {
  await pool.query(
    `WITH h AS (
       SELECT property_id, sum(ups)::float8 / nullif(sum(checks), 0) * 100 AS u
         FROM check_rollups_hourly WHERE hour >= now() - interval '24 hours' GROUP BY property_id
     ), d AS (
       SELECT property_id,
              sum(ups) FILTER (WHERE day >= current_date - 6)::float8
                / nullif(sum(checks) FILTER (WHERE day >= current_date - 6), 0) * 100 AS u7,
              sum(ups)::float8 / nullif(sum(checks), 0) * 100 AS u30
         FROM check_rollups_daily WHERE day >= current_date - 29 GROUP BY property_id
     ), changed AS (
       SELECT p2.id, h.u, d.u7, d.u30
         FROM properties p2 LEFT JOIN h ON h.property_id = p2.id LEFT JOIN d ON d.property_id = p2.id
        WHERE (p2.uptime_24h, p2.uptime_7d, p2.uptime_30d) IS DISTINCT FROM (h.u, d.u7, d.u30)
     ), locked AS (
       -- Never waits for a row a batch is recording (SKIP LOCKED): waiting while holding other
       -- rows could deadlock with it. A skipped row is refreshed next time.
       SELECT id FROM properties WHERE id IN (SELECT id FROM changed) FOR NO KEY UPDATE SKIP LOCKED
     )
     UPDATE properties p SET uptime_24h = c.u, uptime_7d = c.u7, uptime_30d = c.u30
       FROM changed c JOIN locked l ON l.id = c.id
      WHERE p.id = c.id`,
  );
}

/** Deletes raw results older than the retention period, in slices so no lock is held long. */
export async function pruneCheckResults(pool: pg.Pool, retentionDays: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < 1000; i++) {
    const res = await pool.query(
      `DELETE FROM check_results WHERE id IN (
         SELECT id FROM check_results WHERE checked_at < now() - make_interval(days => $1) LIMIT 10000)`,
      [retentionDays],
    );
    total += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < 10000) break;
  }
  return total;
}
