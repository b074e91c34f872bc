// Derives a workspace's plan and pause state from its subscriptions as last read from Stripe and
// its trial: the same answer whatever order the events came in, however often it runs.
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { PlanId } from '../../contracts/plans.js';
import type { DbOrTx } from '../db/client.js';
import { invoices, subscriptions, workspaces } from '../db/schema/index.js';
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
  const [row] = await tx
    .select({ plan: workspaces.plan, trialEndsAt: workspaces.trialEndsAt })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  if (!row) return null;
  const s = subscriptions;
  const paidInvoice = tx
    .select({ one: sql`1` })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, s.id), eq(invoices.status, 'paid')));
  const subs = await tx
    .select({ plan: s.plan, status: s.status, paid: sql<boolean>`${exists(paidInvoice)}` })
    .from(s)
    .where(eq(s.workspaceId, workspaceId))
    .orderBy(desc(s.createdAt), desc(s.id));

  const live = subs.find((s) => (LIVE_STATUSES as readonly string[]).includes(s.status));
  if (live) {
    // Paid: the subscription's plan applies at once and any trial is over.
    await tx
      .update(workspaces)
      .set({ plan: live.plan, trialEndsAt: null })
      .where(eq(workspaces.id, workspaceId));
    const resumed = await resumeMonitoring(tx, workspaceId);
    return { plan: live.plan, paused: false, resumed };
  }

  const trialEnd = row.trialEndsAt;
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
