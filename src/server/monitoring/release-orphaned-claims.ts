// After a crash, the claims the dead process held would keep their properties (and outbox rows)
// waiting for the lease to run out: 35 s with the default timeout, longer than one interval.
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications, propertySchedule } from '../db/schema/index.js';

/**
 * Hands every claim back at once. Only for a database no other worker can be using: the embedded
 * cluster this process has just started itself (with DATABASE_URL, workers share the database
 * and a dead worker's leases simply run out).
 */
export async function releaseOrphanedClaims(
  db: Db,
  /** notifications: false after a restart of the database under a live app, whose sends in flight still record their outcome */
  opts: { notifications?: boolean } = {},
): Promise<{ checks: number; notifications: number }> {
  const checks = await db
    .update(propertySchedule)
    .set({ leaseUntil: null })
    .where(isNotNull(propertySchedule.leaseUntil));
  if (opts.notifications === false) return { checks: checks.rowCount ?? 0, notifications: 0 };
  // An outbox row left `sending` is re-sent with the same event id (at least once, never lost).
  const sending = await db
    .update(notifications)
    .set({ leaseUntil: sql`now()` })
    .where(and(eq(notifications.status, 'sending'), gt(notifications.leaseUntil, sql`now()`)));
  return { checks: checks.rowCount ?? 0, notifications: sending.rowCount ?? 0 };
}
