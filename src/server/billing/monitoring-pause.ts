// Pausing and resuming a workspace's checks: the scheduler skips a paused workspace (its data is
// kept and sign-in still works); resuming makes every property due at once.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { BILLING_MSG } from '../../contracts/billing.js';
import type { DbOrTx } from '../db/client.js';
import { billingAccounts } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

export type PauseReason = 'trial_ended' | 'subscription_ended';

export async function pauseMonitoring(
  tx: DbOrTx,
  workspaceId: string,
  reason: PauseReason,
  now: Date,
): Promise<boolean> {
  const b = billingAccounts;
  const rows = await tx
    .insert(b)
    .values({ workspaceId, pausedAt: now, pausedReason: reason, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: b.workspaceId,
      set: { pausedAt: now, pausedReason: reason, updatedAt: sql`now()` },
      // an earlier pause keeps its time and reason
      setWhere: isNull(b.pausedAt),
    })
    .returning({ workspaceId: b.workspaceId });
  return rows.length > 0;
}

/**
 * Lifts a pause; returns whether there was one. Properties are checked at the next tick. One
 * statement, so a worker sees both the lifted pause and the moved due times or neither: in two, a
 * worker could claim the workspace's overdue checks between them, the second would move their due
 * time under the claim, and the results would be dropped and the checks done again.
 */
export async function resumeMonitoring(tx: DbOrTx, workspaceId: string): Promise<boolean> {
  // Row locks in id order, as the scheduler's batch writes take them: no deadlock with a worker.
  // Raw (decision 023): the lock is taken in a sub-select, the builder locks only an outer one.
  const res = await tx.execute<{ lifted: number }>(sql`
    WITH lifted AS (
      UPDATE billing_accounts SET paused_at = NULL, paused_reason = NULL, updated_at = now()
       WHERE workspace_id = ${workspaceId} AND paused_at IS NOT NULL
      RETURNING workspace_id),
    moved AS (
      UPDATE property_schedule SET next_check_at = now()
       WHERE EXISTS (SELECT 1 FROM lifted)
         AND property_id IN (SELECT property_id FROM property_schedule
                              WHERE workspace_id = ${workspaceId}
                              ORDER BY property_id FOR NO KEY UPDATE))
    SELECT count(*)::int AS lifted FROM lifted`);
  return res.rows[0]!.lifted > 0;
}

export async function isPaused(tx: DbOrTx, workspaceId: string): Promise<boolean> {
  const rows = await tx
    .select({ workspaceId: billingAccounts.workspaceId })
    .from(billingAccounts)
    .where(and(eq(billingAccounts.workspaceId, workspaceId), isNotNull(billingAccounts.pausedAt)));
  return rows.length > 0;
}

/** "Check now" on a paused workspace says why nothing will happen instead of pretending. */
export async function assertMonitoringActive(tx: DbOrTx, workspaceId: string): Promise<void> {
  if (await isPaused(tx, workspaceId)) throw new AppError('forbidden', BILLING_MSG.paused);
}
