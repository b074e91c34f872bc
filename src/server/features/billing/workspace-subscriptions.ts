// Reads of a workspace's subscriptions as last synced from Stripe (query builder: decision 023).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PlanId } from '../../../contracts/plans.js';
import type { DbOrTx } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';
import { LIVE_STATUSES } from '../../billing/apply-workspace-billing.js';

export type SubscriptionRow = {
  id: string;
  plan: PlanId;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  stripe_customer_id: string;
};

/** The columns under the names the callers read (they were raw SQL rows before). */
const columns = {
  id: subscriptions.id,
  plan: subscriptions.plan,
  status: subscriptions.status,
  current_period_end: subscriptions.currentPeriodEnd,
  cancel_at_period_end: subscriptions.cancelAtPeriodEnd,
  stripe_customer_id: subscriptions.stripeCustomerId,
};

/** The subscription paying for the workspace now, if any. */
export async function liveSubscription(
  tx: DbOrTx,
  workspaceId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select(columns)
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.workspaceId, workspaceId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The paying subscription, else the newest one (e.g. a checkout waiting for payment). */
export async function currentSubscription(
  tx: DbOrTx,
  workspaceId: string,
): Promise<SubscriptionRow | null> {
  const paying = await liveSubscription(tx, workspaceId);
  if (paying) return paying;
  const [row] = await tx
    .select(columns)
    .from(subscriptions)
    .where(eq(subscriptions.workspaceId, workspaceId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}
