// Periodic upkeep of monitoring data: raw-result retention (the uptime columns are refreshed by
// reporting/refresh-uptime.ts).
import type pg from 'pg';

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
