// Which workspace a Stripe object belongs to: our own records first, then the metadata we set.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { billingAccounts, subscriptions } from '../../db/schema/index.js';

export async function workspaceOfCustomer(
  tx: DbOrTx,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const [account] = await tx
    .select({ workspaceId: billingAccounts.workspaceId })
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId));
  return account?.workspaceId ?? null;
}

export async function workspaceOfSubscription(
  tx: DbOrTx,
  subscriptionId: string,
  customerId: string | null,
): Promise<string | null> {
  const [known] = await tx
    .select({ workspaceId: subscriptions.workspaceId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return known?.workspaceId ?? (await workspaceOfCustomer(tx, customerId));
}
