// Periodic upkeep of monitoring data: retention of raw results, the activity log and alerts (the
// uptime columns are refreshed by reporting/refresh-uptime.ts).
import type pg from 'pg';

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
