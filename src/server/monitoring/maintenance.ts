// Periodic upkeep of monitoring data: retention of raw results, the activity log and alerts (the
// uptime columns are refreshed by reporting/refresh-uptime.ts).
import type pg from 'pg';
import { foldCheckResults } from './fold-check-results.js';

/** Deletes rows older than the retention, in slices of 10,000 so no lock is held long. */
async function pruneOlderThan(
  pool: pg.Pool,
  table: 'activity_events' | 'alerts',
  timeColumn: 'created_at',
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

/**
 * Raw check results past HISTORY_RETENTION_DAYS; history lives on in the rollups. Results not
 * folded yet are folded first (they are part of the rollups until then), then the packed ones
 * go by whole days (a packed row holds part of one UTC day). Returns how many results went.
 */
export async function pruneCheckResults(pool: pg.Pool, retentionDays: number): Promise<number> {
  const cutoff = await pool.query<{ t: Date }>('SELECT now() - make_interval(days => $1) AS t', [
    retentionDays,
  ]);
  await foldCheckResults(pool, cutoff.rows[0]!.t);
  let total = 0;
  for (let i = 0; i < 1000; i++) {
    const res = await pool.query<{ k: number; n: number }>(
      `WITH gone AS (
         DELETE FROM check_results_packed WHERE ctid = ANY(ARRAY(
           SELECT ctid FROM check_results_packed
            WHERE start + interval '1 day' <= $1 LIMIT 10000))
         RETURNING n)
       SELECT count(*)::int AS k, coalesce(sum(n), 0)::int AS n FROM gone`,
      [cutoff.rows[0]!.t],
    );
    total += res.rows[0]!.n;
    if (res.rows[0]!.k < 10000) break;
  }
  return total;
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
