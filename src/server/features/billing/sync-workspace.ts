// Re-reads all of a workspace's subscriptions from Stripe (the checkout's return to the site, or
// an operator's nudge), without waiting for webhooks.
import { sql } from 'drizzle-orm';
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
  const { rows } = await db.execute(
    sql`SELECT stripe_customer_id FROM billing_accounts WHERE workspace_id = ${workspaceId}`,
  );
  const customer = rows[0]?.stripe_customer_id as string | null | undefined;
  if (!customer) return;
  const list = await callStripe(() =>
    stripe.subscriptions.list({ customer, status: 'all', limit: 10 }),
  );
  for (const sub of list.data) {
    await callStripe(() => syncSubscription(db, stripe, sub.id, now));
  }
}
