// A workspace being deleted stops paying at once: its paying and pending subscriptions are
// cancelled in Stripe first (a Stripe failure keeps the workspace, so it can be tried again).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { callStripe, stripeFor } from './stripe-client.js';

export async function cancelWorkspaceSubscriptions(
  ctx: AppContext,
  workspaceId: string,
): Promise<void> {
  if (!ctx.config.billing) return;
  const stripe = stripeFor(ctx.config.billing);
  const { rows } = await ctx.database.db.execute(sql`
    SELECT id FROM subscriptions
     WHERE workspace_id = ${workspaceId}
       AND status IN ('active', 'trialing', 'past_due', 'incomplete', 'unpaid')`);
  for (const r of rows as Array<{ id: string }>) {
    await callStripe(() => stripe.subscriptions.cancel(r.id));
  }
}
