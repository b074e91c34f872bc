// Keeps the outbox from growing without end: finished notifications (and their attempt logs)
// older than the retention are deleted in slices, so no lock is held long.
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deleteInSlices } from '../db/delete-in-slices.js';
import { notifications } from '../db/schema/index.js';

export const NOTIFICATION_RETENTION_DAYS = 90;
const SLICE = 5_000;

export async function pruneNotifications(
  db: Db,
  days = NOTIFICATION_RETENTION_DAYS,
): Promise<number> {
  return deleteInSlices(SLICE, 100, async () => {
    const slice = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          inArray(notifications.status, ['delivered', 'failed', 'skipped']),
          lt(notifications.createdAt, sql`now() - make_interval(days => ${days})`),
        ),
      )
      .limit(SLICE);
    return (await db.delete(notifications).where(inArray(notifications.id, slice))).rowCount ?? 0;
  });
}
