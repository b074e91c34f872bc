// Stripe's customer portal: payment methods and invoices, back to /billing afterwards.
import { BILLING_MSG } from '../../../contracts/billing.js';
import type { Actor } from '../../auth/actor.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { sql } from 'drizzle-orm';
import { callStripe, requireBilling } from '../../billing/stripe-client.js';

export async function createPortalSession(
  ctx: AppContext,
  actor: Actor,
  returnUrl: string,
): Promise<{ url: string }> {
  const { stripe } = requireBilling(ctx.config);
  const { rows } = await ctx.database.db.execute(
    sql`SELECT stripe_customer_id FROM billing_accounts WHERE workspace_id = ${actor.workspaceId}`,
  );
  const customer = rows[0]?.stripe_customer_id as string | null | undefined;
  if (!customer) throw new AppError('conflict', BILLING_MSG.noSubscription);
  const session = await callStripe(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
  );
  return { url: session.url };
}
