// Derives a workspace's plan and pause state from its subscriptions as last read from Stripe and
// its trial: the same answer whatever order the events came in, however often it runs.
import { sql } from 'drizzle-orm';
import type { PlanId } from '../../contracts/plans.js';
import type { DbOrTx } from '../db/client.js';
import { pauseMonitoring, resumeMonitoring } from './monitoring-pause.js';

/** Statuses in which a subscription pays for the workspace (past_due: Stripe is still retrying). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;
/** Statuses of a subscription that ran and then ended without payment. */
const ENDED_STATUSES = ['canceled', 'unpaid', 'paused'];

export type WorkspaceBillingState = {
  plan: PlanId;
  paused: boolean;
  resumed: boolean;
};

export async function applyWorkspaceBilling(
  tx: DbOrTx,
  workspaceId: string,
  now: Date,
): Promise<WorkspaceBillingState | null> {
  const ws = await tx.execute(
    sql`SELECT plan, trial_ends_at FROM workspaces WHERE id = ${workspaceId} FOR UPDATE`,
  );
  const row = ws.rows[0] as { plan: PlanId; trial_ends_at: Date | string | null } | undefined;
  if (!row) return null;
  const subs = (
    await tx.execute(sql`
      SELECT s.plan, s.status,
             EXISTS (SELECT 1 FROM invoices i WHERE i.subscription_id = s.id AND i.status = 'paid') AS paid
        FROM subscriptions s WHERE s.workspace_id = ${workspaceId}
       ORDER BY s.created_at DESC, s.id DESC`)
  ).rows as Array<{ plan: PlanId; status: string; paid: boolean }>;

  const live = subs.find((s) => (LIVE_STATUSES as readonly string[]).includes(s.status));
  if (live) {
    // Paid: the subscription's plan applies at once and any trial is over.
    await tx.execute(
      sql`UPDATE workspaces SET plan = ${live.plan}, trial_ends_at = NULL WHERE id = ${workspaceId}`,
    );
    const resumed = await resumeMonitoring(tx, workspaceId);
    return { plan: live.plan, paused: false, resumed };
  }

  const trialEnd = row.trial_ends_at === null ? null : new Date(row.trial_ends_at);
  if (trialEnd && trialEnd > now) return { plan: row.plan, paused: false, resumed: false };
  // A checkout abandoned before its first payment is not a subscription that ended.
  const ended = subs.some((s) => s.paid && ENDED_STATUSES.includes(s.status));
  if (ended || trialEnd) {
    await pauseMonitoring(tx, workspaceId, ended ? 'subscription_ended' : 'trial_ended', now);
    return { plan: row.plan, paused: true, resumed: false };
  }
  // Never trialled, never subscribed (DEFAULT_PLAN, or a plan set by the operator): untouched.
  return { plan: row.plan, paused: false, resumed: false };
}
