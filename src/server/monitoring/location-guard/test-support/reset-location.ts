// Puts the primary location back to a fresh state (no counts, not degraded), for tests.
import type pg from 'pg';

export async function resetLocation(pool: pg.Pool): Promise<void> {
  await pool.query(
    `UPDATE monitoring_locations
        SET window_started_at = now(), window_checks = 0, window_failures = 0, prev_checks = 0,
            prev_failures = 0, canaries_checked_at = NULL, canaries_total = 0, canaries_failed = 0,
            degraded_since = NULL, degraded_evidence = NULL, recovered_at = NULL
      WHERE id = 'primary'`,
  );
}
