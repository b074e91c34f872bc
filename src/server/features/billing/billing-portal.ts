// Stripe's customer portal: payment methods and invoices, back to /billing afterwards.
import { BILLING_MSG } from '../../../contracts/billing.js';
import type { Actor } from '../../auth/actor.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { eq } from 'drizzle-orm';
import { billingAccounts } from '../../db/schema/index.js';
import { callStripe, requireBilling } from '../../billing/stripe-client.js';

export async function createPortalSession(
  ctx: AppContext,
  actor: Actor,
  returnUrl: string,
): Promise<{ url: string }> {
  const { stripe } = requireBilling(ctx.config);
  const [account] = await ctx.database.db
    .select({ customer: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.workspaceId, actor.workspaceId));
  const customer = account?.customer;
  if (!customer) throw new AppError('conflict', BILLING_MSG.noSubscription);
  const session = await callStripe(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
  );
  return { url: session.url };
}
