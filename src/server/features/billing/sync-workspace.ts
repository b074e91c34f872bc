// Re-reads all of a workspace's subscriptions from Stripe (the checkout's return to the site, or
// an operator's nudge), without waiting for webhooks.
import { eq } from 'drizzle-orm';
import { billingAccounts } from '../../db/schema/index.js';
import type { AppContext } from '../../app-context.js';
import { callStripe, requireBilling } from '../../billing/stripe-client.js';
import { syncSubscription } from './sync-subscription.js';

export async function syncWorkspaceBilling(
  ctx: AppContext,
  workspaceId: string,
  now: Date = new Date(),
): Promise<void> {
  const { stripe } = requireBilling(ctx.config);
  const db = ctx.database.db;
  const [account] = await db
    .select({ customer: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.workspaceId, workspaceId));
  const customer = account?.customer;
  if (!customer) return;
  const list = await callStripe(() =>
    stripe.subscriptions.list({ customer, status: 'all', limit: 10 }),
  );
  for (const sub of list.data) {
    await callStripe(() => syncSubscription(db, stripe, sub.id, now));
  }
}
