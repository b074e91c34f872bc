// "Check now" and "check all": make properties due at once. A property already due, or being
// checked right now (leased by a worker, or locked by a batch being recorded), is left alone, so
// repeating the request adds no work and never waits on the check loop's row locks. Only the
// narrow schedule rows are written (decision 014).
import { and, eq, sql } from 'drizzle-orm';
import { countProperties } from '../../data/count-properties.js';
import type { Db } from '../../db/client.js';
import { activityEvents, propertySchedule } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const WAITING = sql`next_check_at > now() AND (lease_until IS NULL OR lease_until < now())`;

export async function checkAllNow(db: Db, workspaceId: string): Promise<{ count: number }> {
  // Row locks in id order, as a batch being recorded takes them; SKIP LOCKED: a locked row is
  // being recorded, so it has just been checked.
  await db.execute(
    sql`UPDATE property_schedule SET next_check_at = now()
         WHERE property_id IN (SELECT property_id FROM property_schedule
                                WHERE workspace_id = ${workspaceId} AND ${WAITING}
                                ORDER BY property_id FOR NO KEY UPDATE SKIP LOCKED)`,
  );
  const count = await countProperties(db, workspaceId);
  await db.insert(activityEvents).values({
    workspaceId,
    kind: 'checks.requested',
    message: `Check of all ${count} properties started`,
  });
  return { count };
}

export async function checkNow(db: Db, workspaceId: string, id: number): Promise<{ id: number }> {
  const s = propertySchedule;
  const [row] = await db
    .select({ waiting: sql<boolean>`${WAITING}` })
    .from(s)
    .where(and(eq(s.propertyId, id), eq(s.workspaceId, workspaceId)));
  if (!row) throw notFound('Property not found');
  if (row.waiting) {
    await db.execute(
      sql`UPDATE property_schedule SET next_check_at = now()
           WHERE property_id IN (SELECT property_id FROM property_schedule
                                  WHERE property_id = ${id} AND ${WAITING}
                                  FOR NO KEY UPDATE SKIP LOCKED)`,
    );
  }
  return { id };
}
