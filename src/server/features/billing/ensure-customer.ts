// One Stripe customer per workspace, created on its first checkout (under a per-workspace lock;
// the idempotency key also makes a retried request get the same customer).
import type Stripe from 'stripe';
import { sql } from 'drizzle-orm';
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
    const { rows } = await tx.execute(
      sql`SELECT stripe_customer_id FROM billing_accounts WHERE workspace_id = ${actor.workspaceId}`,
    );
    const known = rows[0]?.stripe_customer_id as string | null | undefined;
    if (known) return known;
    const customer = await stripe.customers.create(
      {
        name: actor.workspaceName,
        ...(actor.email ? { email: actor.email } : {}),
        metadata: { workspaceId: actor.workspaceId },
      },
      { idempotencyKey: `customer-${actor.workspaceId}` },
    );
    await tx.execute(sql`
      INSERT INTO billing_accounts (workspace_id, stripe_customer_id) VALUES (${actor.workspaceId}, ${customer.id})
      ON CONFLICT (workspace_id) DO UPDATE SET stripe_customer_id = EXCLUDED.stripe_customer_id, updated_at = now()`);
    return customer.id;
  });
}
