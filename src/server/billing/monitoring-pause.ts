// Pausing and resuming a workspace's checks: the scheduler skips a paused workspace (its data is
// kept and sign-in still works); resuming makes every property due at once.
import { sql } from 'drizzle-orm';
import { BILLING_MSG } from '../../contracts/billing.js';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../lib/errors.js';

export type PauseReason = 'trial_ended' | 'subscription_ended';

export async function pauseMonitoring(
  tx: DbOrTx,
  workspaceId: string,
  reason: PauseReason,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO billing_accounts (workspace_id, paused_at, paused_reason, updated_at)
    VALUES (${workspaceId}, ${now.toISOString()}, ${reason}, now())
    ON CONFLICT (workspace_id) DO UPDATE
      SET paused_at = EXCLUDED.paused_at, paused_reason = EXCLUDED.paused_reason, updated_at = now()
      WHERE billing_accounts.paused_at IS NULL
    RETURNING workspace_id`);
  return rows.length > 0;
}

/** Lifts a pause; returns whether there was one. Properties are checked at the next tick. */
export async function resumeMonitoring(tx: DbOrTx, workspaceId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE billing_accounts SET paused_at = NULL, paused_reason = NULL, updated_at = now()
     WHERE workspace_id = ${workspaceId} AND paused_at IS NOT NULL
    RETURNING workspace_id`);
  if (rows.length === 0) return false;
  // Row locks in id order, as the scheduler's batch writes take them: no deadlock with a worker.
  await tx.execute(sql`
    UPDATE property_schedule SET next_check_at = now()
     WHERE property_id IN (SELECT property_id FROM property_schedule
                            WHERE workspace_id = ${workspaceId}
                            ORDER BY property_id FOR NO KEY UPDATE)`);
  return true;
}

export async function isPaused(tx: DbOrTx, workspaceId: string): Promise<boolean> {
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM billing_accounts WHERE workspace_id = ${workspaceId} AND paused_at IS NOT NULL`,
  );
  return rows.length > 0;
}

/** "Check now" on a paused workspace says why nothing will happen instead of pretending. */
export async function assertMonitoringActive(tx: DbOrTx, workspaceId: string): Promise<void> {
  if (await isPaused(tx, workspaceId)) throw new AppError('forbidden', BILLING_MSG.paused);
}
