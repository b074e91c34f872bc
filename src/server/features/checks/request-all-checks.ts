// "Check All Now": every property of the workspace due at once, noted in the activity log.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityEvents, properties } from '../../db/schema/index.js';

export async function requestAllChecks(db: Db, opts: { workspaceId: string }): Promise<number> {
  // Row locks in id order, as a batch being recorded takes them: no deadlock with the worker.
  const rows = await db
    .update(properties)
    .set({ nextCheckAt: sql`now()` })
    .where(
      sql`${properties.id} IN (SELECT id FROM properties WHERE workspace_id = ${opts.workspaceId}
                             ORDER BY id FOR NO KEY UPDATE)`,
    )
    .returning({ id: properties.id });
  await db.insert(activityEvents).values({
    workspaceId: opts.workspaceId,
    kind: 'checks.requested',
    message: `Check of all ${rows.length} properties started`,
  });
  return rows.length;
}
