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

/** Deletes rows older than the retention, in slices of 10,000 so no lock is held long. */
async function pruneOlderThan(
  pool: pg.Pool,
  table: 'check_results' | 'activity_events' | 'alerts',
  timeColumn: 'checked_at' | 'created_at',
  days: number,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < 1000; i++) {
    const res = await pool.query(
      `DELETE FROM ${table} WHERE id IN (
         SELECT id FROM ${table} WHERE ${timeColumn} < now() - make_interval(days => $1) LIMIT 10000)`,
      [days],
    );
    total += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < 10000) break;
  }
  return total;
}

/** Raw check results past HISTORY_RETENTION_DAYS (history lives on in the rollups). */
export function pruneCheckResults(pool: pg.Pool, retentionDays: number): Promise<number> {
  return pruneOlderThan(pool, 'check_results', 'checked_at', retentionDays);
}

/**
 * The activity log and alerts past ACTIVITY_RETENTION_DAYS: a flapping property adds alerts
 * every few minutes for as long as it flaps, so neither table may grow without end. (An alert's
 * outbox rows go with it; the outbox keeps 90 days of its own.)
 */
export async function pruneActivity(pool: pg.Pool, retentionDays: number): Promise<number> {
  return (
    (await pruneOlderThan(pool, 'activity_events', 'created_at', retentionDays)) +
    (await pruneOlderThan(pool, 'alerts', 'created_at', retentionDays))
  );
}
