// Adds one batch's outcomes (and its canaries' answers) to the location's shared counters and
// reads them back: one statement per batch, never per check (decision 027). It runs on its own,
// before the batch's transaction, so the location row is locked for one statement only and the
// batches of every worker process still record in parallel.
// Raw node-postgres: it is on the scheduler's path (decision 011's exception, like record-results).
import type pg from 'pg';
import type { LocationCounters } from './assess-location.js';

export const PRIMARY_LOCATION = 'primary';

export type BatchCounts = {
  checks: number;
  failures: number;
  /** canaries probed with this batch (0: none) and how many did not answer */
  canariesTotal: number;
  canariesFailed: number;
};

/**
 * A batch's raw figures for the Locations panel (location_minutes, decision 029): every target
 * checked and failed (canary-explained ones too) and the lag histogram. The primary passes them
 * here, in its one statement per batch; agents' minutes are written with their results.
 */
export type MinuteFigures = { checks: number; failures: number; lagBuckets: number[] };

export async function countOutcomes(
  pool: pg.Pool,
  locationId: string,
  windowMs: number,
  counts: BatchCounts,
  minute?: MinuteFigures,
): Promise<LocationCounters> {
  // Every right-hand side reads the row as it was: a window older than one window length
  // becomes the previous one (older than two: nothing), and this batch starts the new one.
  const { rows } = await pool.query<LocationCounters>(
    `WITH loc AS (UPDATE monitoring_locations SET
       prev_checks = CASE WHEN now() >= window_started_at + 2 * w.len THEN 0
                          WHEN now() >= window_started_at + w.len THEN window_checks
                          ELSE prev_checks END,
       prev_failures = CASE WHEN now() >= window_started_at + 2 * w.len THEN 0
                            WHEN now() >= window_started_at + w.len THEN window_failures
                            ELSE prev_failures END,
       window_checks = CASE WHEN now() >= window_started_at + w.len THEN 0
                            ELSE window_checks END + $3,
       window_failures = CASE WHEN now() >= window_started_at + w.len THEN 0
                              ELSE window_failures END + $4,
       window_started_at = CASE WHEN now() >= window_started_at + w.len THEN now()
                                ELSE window_started_at END,
       canaries_checked_at = CASE WHEN $5 > 0 THEN now() ELSE canaries_checked_at END,
       canaries_total = CASE WHEN $5 > 0 THEN $5 ELSE canaries_total END,
       canaries_failed = CASE WHEN $5 > 0 THEN $6 ELSE canaries_failed END
       FROM (SELECT make_interval(secs => $2::float8 / 1000) AS len) w
      WHERE id = $1
      RETURNING now() AS now, window_started_at AS "windowStartedAt",
                window_checks AS "windowChecks", window_failures AS "windowFailures",
                prev_checks AS "prevChecks", prev_failures AS "prevFailures",
                canaries_checked_at AS "canariesCheckedAt", canaries_total AS "canariesTotal",
                canaries_failed AS "canariesFailed", degraded_since AS "degradedSince"
     ), minute AS (
       INSERT INTO location_minutes AS m
              (location_id, minute, checks, failures, refused, late, dropped, lag_buckets)
       SELECT $1, date_trunc('minute', now()), $7, $8, 0, 0, 0, $9::int[] WHERE $7::int IS NOT NULL
       ON CONFLICT (location_id, minute) DO UPDATE SET
         checks = m.checks + excluded.checks, failures = m.failures + excluded.failures,
         lag_buckets = (SELECT array_agg(a + b ORDER BY i)
                          FROM unnest(m.lag_buckets, excluded.lag_buckets) WITH ORDINALITY AS u(a, b, i))
     )
     SELECT * FROM loc`,
    [
      locationId,
      windowMs,
      counts.checks,
      counts.failures,
      counts.canariesTotal,
      counts.canariesFailed,
      minute?.checks ?? null,
      minute?.failures ?? 0,
      minute?.lagBuckets ?? [],
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`monitoring location ${locationId} is missing (migration 0028)`);
  return row;
}
