// After a crash, the claims the dead process held would keep their properties (and outbox rows)
// waiting for the lease to run out: 35 s with the default timeout, longer than one interval.
import type pg from 'pg';

/**
 * Hands every claim back at once. Only for a database no other worker can be using: the embedded
 * cluster this process has just started itself (with DATABASE_URL, workers share the database
 * and a dead worker's leases simply run out).
 */
export async function releaseOrphanedClaims(
  pool: pg.Pool,
): Promise<{ checks: number; notifications: number }> {
  const checks = await pool.query(
    'UPDATE property_schedule SET lease_until = NULL WHERE lease_until IS NOT NULL',
  );
  // An outbox row left `sending` is re-sent with the same event id (at least once, never lost).
  const notifications = await pool.query(
    `UPDATE notifications SET lease_until = now() WHERE status = 'sending' AND lease_until > now()`,
  );
  return { checks: checks.rowCount ?? 0, notifications: notifications.rowCount ?? 0 };
}
