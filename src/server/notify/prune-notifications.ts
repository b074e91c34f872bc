// Keeps the outbox from growing without end: finished notifications (and their attempt logs)
// older than the retention are deleted in slices, so no lock is held long.
import type pg from 'pg';

export const NOTIFICATION_RETENTION_DAYS = 90;

export async function pruneNotifications(
  pool: pg.Pool,
  days = NOTIFICATION_RETENTION_DAYS,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < 100; i++) {
    const res = await pool.query(
      `DELETE FROM notifications WHERE id IN (
         SELECT id FROM notifications
          WHERE status IN ('delivered', 'failed', 'skipped')
            AND created_at < now() - make_interval(days => $1)
          LIMIT 5000)`,
      [days],
    );
    total += res.rowCount ?? 0;
    if ((res.rowCount ?? 0) < 5000) break;
  }
  return total;
}
