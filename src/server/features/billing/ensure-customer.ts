// One Stripe customer per workspace, created on its first checkout (under a per-workspace lock;
// the idempotency key also makes a retried request get the same customer).
import type Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { billingAccounts } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';

export async function ensureCustomer(
  db: Db,
  stripe: Stripe,
  actor: Pick<Actor, 'workspaceId' | 'workspaceName' | 'email'>,
): Promise<string> {
  // One creation at a time per workspace: a second caller finds the first one's customer.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`customer:${actor.workspaceId}`}))`,
    );
    const [account] = await tx
      .select({ customer: billingAccounts.stripeCustomerId })
      .from(billingAccounts)
      .where(eq(billingAccounts.workspaceId, actor.workspaceId));
    if (account?.customer) return account.customer;
    const customer = await stripe.customers.create(
      {
        name: actor.workspaceName,
        ...(actor.email ? { email: actor.email } : {}),
        metadata: { workspaceId: actor.workspaceId },
      },
      { idempotencyKey: `customer-${actor.workspaceId}` },
    );
    await tx
      .insert(billingAccounts)
      .values({ workspaceId: actor.workspaceId, stripeCustomerId: customer.id })
      .onConflictDoUpdate({
        target: billingAccounts.workspaceId,
        set: { stripeCustomerId: customer.id, updatedAt: sql`now()` },
      });
    return customer.id;
  });
}
