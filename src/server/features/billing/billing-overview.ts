// GET /api/billing: plan, trial days left, pause, the governing subscription, property count.
import { sql } from 'drizzle-orm';
import { daysLeft, type BillingOverview } from '../../../contracts/billing.js';
import { can } from '../../../contracts/permissions.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { countProperties } from '../../data/count-properties.js';
import { currentSubscription } from './workspace-subscriptions.js';

export async function billingOverview(
  db: Db,
  config: Config,
  actor: Actor,
  now: Date = new Date(),
): Promise<BillingOverview> {
  const { rows } = await db.execute(sql`
    SELECT w.plan, w.trial_ends_at, b.paused_at, b.paused_reason
      FROM workspaces w LEFT JOIN billing_accounts b ON b.workspace_id = w.id
     WHERE w.id = ${actor.workspaceId}`);
  const w = rows[0] as {
    plan: BillingOverview['plan'];
    trial_ends_at: Date | null;
    paused_at: Date | null;
    paused_reason: 'trial_ended' | 'subscription_ended' | null;
  };
  const sub = await currentSubscription(db, actor.workspaceId);
  const trialEnd = w.trial_ends_at ? new Date(w.trial_ends_at) : null;
  return {
    configured: Boolean(config.billing),
    publishableKey: config.billing?.publishableKey ?? null,
    stripeJsUrl: config.billing?.jsUrl ?? null,
    plan: w.plan,
    trial:
      trialEnd && trialEnd > now
        ? { endsAt: trialEnd.toISOString(), daysLeft: daysLeft(trialEnd, now) }
        : null,
    paused: w.paused_at
      ? { since: new Date(w.paused_at).toISOString(), reason: w.paused_reason ?? 'trial_ended' }
      : null,
    subscription: sub
      ? {
          id: sub.id,
          plan: sub.plan,
          status: sub.status,
          currentPeriodEnd: sub.current_period_end
            ? new Date(sub.current_period_end).toISOString()
            : null,
          cancelAtPeriodEnd: sub.cancel_at_period_end,
        }
      : null,
    propertyCount: await countProperties(db, actor.workspaceId),
    canManage: can(actor, 'manageBilling'),
  };
}
