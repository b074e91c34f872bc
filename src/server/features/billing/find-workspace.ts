// Which workspace a Stripe object belongs to: our own records first, then the metadata we set.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export async function workspaceOfCustomer(
  tx: DbOrTx,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const { rows } = await tx.execute(
    sql`SELECT workspace_id FROM billing_accounts WHERE stripe_customer_id = ${customerId}`,
  );
  return (rows[0]?.workspace_id as string | undefined) ?? null;
}

export async function workspaceOfSubscription(
  tx: DbOrTx,
  subscriptionId: string,
  customerId: string | null,
): Promise<string | null> {
  const { rows } = await tx.execute(
    sql`SELECT workspace_id FROM subscriptions WHERE id = ${subscriptionId}`,
  );
  const known = rows[0]?.workspace_id as string | undefined;
  return known ?? (await workspaceOfCustomer(tx, customerId));
}
