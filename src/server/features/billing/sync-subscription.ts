// Re-reads a subscription from Stripe and stores it: a webhook event is only a hint. One sync per
// subscription at a time (an advisory lock held around the read), so the last write is always
// the latest state whatever order, or how often, the events arrive.
import type Stripe from 'stripe';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { invoices, subscriptions, workspaces } from '../../db/schema/index.js';
import { redeemPromoCode, releasePromoCode } from '../../billing/reserve-promo-code.js';
import { applyWorkspaceBilling, LIVE_STATUSES } from '../../billing/apply-workspace-billing.js';
import { workspaceOfSubscription } from './find-workspace.js';
import { planOfPrice } from '../../billing/plan-prices.js';
import { idOf } from '../../billing/stripe-client.js';
import { upsertInvoice } from './upsert-invoice.js';

/** Statuses of a subscription that will never be paid. */
const DEAD = ['incomplete_expired', 'canceled'];

export async function syncSubscription(
  db: Db,
  stripe: Stripe,
  subscriptionId: string,
  now: Date = new Date(),
): Promise<{ workspaceId: string } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sub:${subscriptionId}`}))`);
    const sub = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice'],
    });
    return storeSubscription(tx, sub, now);
  });
}

/** Stores a subscription just read from Stripe (inside the caller's lock) and applies it. */
export async function storeSubscription(
  tx: DbOrTx,
  sub: Stripe.Subscription,
  now: Date,
): Promise<{ workspaceId: string } | null> {
  const customerId = idOf(sub.customer);
  const workspaceId =
    (await workspaceOfSubscription(tx, sub.id, customerId)) ??
    (await existingWorkspace(tx, sub.metadata?.workspaceId));
  if (!workspaceId) return null; // not one of ours
  const item = sub.items.data[0];
  const plan = item ? planOfPrice(item.price) : null;
  if (!plan) throw new Error(`subscription ${sub.id} has no price of a known plan`);
  // Since API 2025-03-31 the billing period is on the items.
  const periodEnd = Math.max(0, ...sub.items.data.map((i) => i.current_period_end ?? 0));
  // Stripe gives every subscription its customer (the column is NOT NULL)
  if (customerId === null) throw new Error(`subscription ${sub.id} has no customer`);
  // what a later read from Stripe may change; the owner and the start stay as first stored
  const current = {
    plan,
    status: sub.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: sub.ended_at ? new Date(sub.ended_at * 1000) : null,
    syncedAt: sql`now()`,
  };
  await tx
    .insert(subscriptions)
    .values({
      id: sub.id,
      workspaceId,
      stripeCustomerId: customerId,
      createdAt: new Date(sub.created * 1000),
      ...current,
    })
    .onConflictDoUpdate({ target: subscriptions.id, set: current });
  if (sub.latest_invoice && typeof sub.latest_invoice !== 'string') {
    await upsertInvoice(tx, sub.latest_invoice, workspaceId);
  }
  await settlePromo(tx, sub);
  await applyWorkspaceBilling(tx, workspaceId, now);
  return { workspaceId };
}

/** A code counts once the subscription is paid; it is given back when it never will be. */
async function settlePromo(tx: DbOrTx, sub: Stripe.Subscription): Promise<void> {
  if ((LIVE_STATUSES as readonly string[]).includes(sub.status)) {
    const paid = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.subscriptionId, sub.id), eq(invoices.status, 'paid')))
      .limit(1);
    if (paid.length > 0) await redeemPromoCode(tx, sub.id);
  } else if (DEAD.includes(sub.status)) {
    await releasePromoCode(tx, sub.id);
  }
}

async function existingWorkspace(tx: DbOrTx, id: string | undefined): Promise<string | null> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [found] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, id));
  return found?.id ?? null;
}
