// Reads of a workspace's subscriptions as last synced from Stripe.
import { sql } from 'drizzle-orm';
import type { PlanId } from '../../../contracts/plans.js';
import type { DbOrTx } from '../../db/client.js';
import { LIVE_STATUSES } from '../../billing/apply-workspace-billing.js';

export type SubscriptionRow = {
  id: string;
  plan: PlanId;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  stripe_customer_id: string;
};

const live = sql.raw(LIVE_STATUSES.map((s) => `'${s}'`).join(','));

/** The subscription paying for the workspace now, if any. */
export async function liveSubscription(
  tx: DbOrTx,
  workspaceId: string,
): Promise<SubscriptionRow | null> {
  const { rows } = await tx.execute(sql`
    SELECT id, plan, status, current_period_end, cancel_at_period_end, stripe_customer_id
      FROM subscriptions WHERE workspace_id = ${workspaceId} AND status IN (${live})
     ORDER BY created_at DESC, id DESC LIMIT 1`);
  return (rows[0] as SubscriptionRow | undefined) ?? null;
}

/** The paying subscription, else the newest one (e.g. a checkout waiting for payment). */
export async function currentSubscription(
  tx: DbOrTx,
  workspaceId: string,
): Promise<SubscriptionRow | null> {
  const paying = await liveSubscription(tx, workspaceId);
  if (paying) return paying;
  const { rows } = await tx.execute(sql`
    SELECT id, plan, status, current_period_end, cancel_at_period_end, stripe_customer_id
      FROM subscriptions WHERE workspace_id = ${workspaceId}
     ORDER BY created_at DESC, id DESC LIMIT 1`);
  return (rows[0] as SubscriptionRow | undefined) ?? null;
}
