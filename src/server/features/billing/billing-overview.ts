// GET /api/billing: plan, trial days left, pause, the governing subscription, property count.
import { eq } from 'drizzle-orm';
import { daysLeft, type BillingOverview } from '../../../contracts/billing.js';
import { can } from '../../../contracts/permissions.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { billingAccounts, workspaces } from '../../db/schema/index.js';
import { countProperties } from '../../data/count-properties.js';
import { currentSubscription } from './workspace-subscriptions.js';

export async function billingOverview(
  db: Db,
  config: Config,
  actor: Actor,
  now: Date = new Date(),
): Promise<BillingOverview> {
  const [w] = await db
    .select({
      plan: workspaces.plan,
      trialEndsAt: workspaces.trialEndsAt,
      pausedAt: billingAccounts.pausedAt,
      pausedReason: billingAccounts.pausedReason,
    })
    .from(workspaces)
    .leftJoin(billingAccounts, eq(billingAccounts.workspaceId, workspaces.id))
    .where(eq(workspaces.id, actor.workspaceId));
  // the actor's workspace was just read by the session: gone only if deleted in between
  if (!w) throw new Error(`workspace ${actor.workspaceId} not found`);
  const sub = await currentSubscription(db, actor.workspaceId);
  const trialEnd = w.trialEndsAt;
  return {
    configured: Boolean(config.billing),
    publishableKey: config.billing?.publishableKey ?? null,
    stripeJsUrl: config.billing?.jsUrl ?? null,
    plan: w.plan,
    trial:
      trialEnd && trialEnd > now
        ? { endsAt: trialEnd.toISOString(), daysLeft: daysLeft(trialEnd, now) }
        : null,
    paused: w.pausedAt
      ? { since: w.pausedAt.toISOString(), reason: w.pausedReason ?? 'trial_ended' }
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
