// POST /api/create-subscription: a subscription that waits for its first payment, and the client
// secret the checkout confirms it with. A promo code is reserved for it (one winner for the last
// use) and passed to Stripe as its promotion code, so the invoice carries the discount.
import type Stripe from 'stripe';
import { and, eq, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.js';
import { BILLING_MSG, type CreateSubscriptionResponse } from '../../../contracts/billing.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Actor } from '../../auth/actor.js';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { ensurePromoMirrored } from '../../billing/mirror-promo-code.js';
import {
  attachReservation,
  dropReservation,
  reservePromoCode,
} from '../../billing/reserve-promo-code.js';
import { assertPlanFits } from './assert-plan-fits.js';
import { ensureCustomer } from './ensure-customer.js';
import { priceIdFor } from '../../billing/plan-prices.js';
import { callStripe, requireBilling } from '../../billing/stripe-client.js';
import { storeSubscription } from './sync-subscription.js';
import { liveSubscription } from './workspace-subscriptions.js';

export async function createSubscription(
  ctx: AppContext,
  actor: Actor,
  input: { plan: PlanId; promoCode?: string | undefined },
  now: Date = new Date(),
): Promise<CreateSubscriptionResponse> {
  const { stripe } = requireBilling(ctx.config);
  const db = ctx.database.db;
  if (input.plan === 'enterprise') throw badRequest(BILLING_MSG.enterpriseBySales);
  const live = await liveSubscription(db, actor.workspaceId);
  if (live?.plan === input.plan) throw new AppError('conflict', BILLING_MSG.currentPlan);
  if (live) {
    throw new AppError('conflict', 'You already have a subscription: change its plan instead.');
  }
  await assertPlanFits(db, actor.workspaceId, input.plan);

  // One checkout at a time per workspace: a second one waits, then supersedes the first.
  return db.transaction(async (lock) => {
    await lock.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${actor.workspaceId}`}))`,
    );
    return startCheckout(ctx, stripe, actor, input, now);
  });
}

async function startCheckout(
  ctx: AppContext,
  stripe: Stripe,
  actor: Actor,
  input: { plan: PlanId; promoCode?: string | undefined },
  now: Date,
): Promise<CreateSubscriptionResponse> {
  const db = ctx.database.db;
  const reservation = input.promoCode
    ? await reservePromoCode(db, { code: input.promoCode, workspaceId: actor.workspaceId, now })
    : null;
  try {
    const sub = await callStripe(async () => {
      const customer = await ensureCustomer(db, stripe, actor);
      const price = await priceIdFor(stripe, input.plan);
      const promotionCode = reservation
        ? await ensurePromoMirrored(db, stripe, reservation.promo)
        : null;
      await cancelAbandonedCheckouts(ctx, stripe, actor.workspaceId);
      return stripe.subscriptions.create({
        customer,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
        metadata: { workspaceId: actor.workspaceId, plan: input.plan },
        expand: ['latest_invoice.confirmation_secret'],
      });
    });
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sub:${sub.id}`}))`);
      if (reservation) await attachReservation(tx, reservation.reservationId, sub.id);
      await storeSubscription(tx, sub, now);
      if (reservation) {
        await tx
          .update(subscriptions)
          .set({ promoCodeId: reservation.promo.id })
          .where(eq(subscriptions.id, sub.id));
      }
    });
    const invoice = sub.latest_invoice as Stripe.Invoice | null;
    return {
      clientSecret: invoice?.confirmation_secret?.client_secret ?? null,
      subscriptionId: sub.id,
      amountDueCents: invoice?.amount_due ?? 0,
    };
  } catch (err) {
    if (reservation) await dropReservation(db, reservation.reservationId);
    throw err;
  }
}

/**
 * Earlier checkouts of this workspace that were never paid: cancelled, so a person who went back
 * and picked another plan cannot end up paying for two.
 */
async function cancelAbandonedCheckouts(ctx: AppContext, stripe: Stripe, workspaceId: string) {
  const s = subscriptions;
  const db = ctx.database.db;
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.workspaceId, workspaceId), eq(s.status, 'incomplete')));
  for (const r of rows) {
    await stripe.subscriptions.cancel(r.id);
    await db
      .update(s)
      .set({ status: 'incomplete_expired' })
      .where(and(eq(s.id, r.id), eq(s.status, 'incomplete')));
  }
}
