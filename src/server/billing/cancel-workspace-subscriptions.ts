// A workspace being deleted stops paying at once: its paying and pending subscriptions are
// cancelled in Stripe first (a Stripe failure keeps the workspace, so it can be tried again).
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { subscriptions } from '../db/schema/index.js';
import { callStripe, stripeFor } from './stripe-client.js';

export async function cancelWorkspaceSubscriptions(
  ctx: AppContext,
  workspaceId: string,
): Promise<void> {
  if (!ctx.config.billing) return;
  const stripe = stripeFor(ctx.config.billing);
  const rows = await ctx.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.workspaceId, workspaceId),
        inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'incomplete', 'unpaid']),
      ),
    );
  for (const r of rows) {
    await callStripe(() => stripe.subscriptions.cancel(r.id));
  }
}
