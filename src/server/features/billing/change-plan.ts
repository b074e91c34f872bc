// Plan change of a paying subscription: immediate and prorated (the FAQ's promise); the prorated
// difference is invoiced at once, and the change waits for that payment to succeed.
import type { PlanId } from '../../../contracts/plans.js';
import { BILLING_MSG } from '../../../contracts/billing.js';
import type { Actor } from '../../auth/actor.js';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertPlanFits } from './assert-plan-fits.js';
import { priceIdFor } from '../../billing/plan-prices.js';
import { callStripe, requireBilling } from '../../billing/stripe-client.js';
import { syncSubscription } from './sync-subscription.js';
import { liveSubscription } from './workspace-subscriptions.js';

export const PLAN_CHANGE_PAYMENT_FAILED =
  'The payment for the new plan did not go through, so your plan is unchanged. Update your payment method (Manage Payment Methods) and try again.';

export async function changePlan(
  ctx: AppContext,
  actor: Actor,
  plan: PlanId,
  now: Date = new Date(),
): Promise<void> {
  const { stripe, db, live } = await payingWorkspace(ctx, actor);
  if (live.plan === plan) throw new AppError('conflict', BILLING_MSG.currentPlan);
  if (plan === 'enterprise') throw badRequest(BILLING_MSG.enterpriseBySales);
  await assertPlanFits(db, actor.workspaceId, plan);
  const updated = await callStripe(async () => {
    const sub = await stripe.subscriptions.retrieve(live.id);
    const item = sub.items.data[0];
    if (!item) throw new Error(`subscription ${sub.id} has no item`);
    return stripe.subscriptions.update(sub.id, {
      items: [{ id: item.id, price: await priceIdFor(stripe, plan) }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
  });
  await callStripe(() => syncSubscription(db, stripe, live.id, now));
  if (updated.pending_update) throw badRequest(PLAN_CHANGE_PAYMENT_FAILED);
}

/** The caller's workspace's live subscription (409 without one), and what changing it needs. */
async function payingWorkspace(ctx: AppContext, actor: Actor) {
  const { stripe } = requireBilling(ctx.config);
  const db = ctx.database.db;
  const live = await liveSubscription(db, actor.workspaceId);
  if (!live) throw new AppError('conflict', BILLING_MSG.noSubscription);
  return { stripe, db, live };
}

/** Cancel at the end of the paid period, or take that back before it comes. */
export async function setCancelAtPeriodEnd(
  ctx: AppContext,
  actor: Actor,
  cancel: boolean,
  now: Date = new Date(),
): Promise<void> {
  const { stripe, db, live } = await payingWorkspace(ctx, actor);
  if (live.cancel_at_period_end === cancel) {
    throw new AppError(
      'conflict',
      cancel ? BILLING_MSG.alreadyCanceling : BILLING_MSG.notCanceling,
    );
  }
  await callStripe(() => stripe.subscriptions.update(live.id, { cancel_at_period_end: cancel }));
  await callStripe(() => syncSubscription(db, stripe, live.id, now));
}
