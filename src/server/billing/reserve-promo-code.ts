// A promo code's use across a checkout: reserved when the subscription is created (one at a time
// per code, so the last use goes to one customer), redeemed once it is paid (usedCount + 1, once
// per subscription), released when it never will be.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { checkPromoCode, type PromoRow } from './check-promo-code.js';

/** As long as Stripe keeps an unpaid first invoice payable (23 hours), plus a margin. */
export const RESERVATION_MS = 24 * 3_600_000;

export async function reservePromoCode(
  db: Db,
  opts: { code: string; workspaceId: string; now: Date },
): Promise<{ promo: PromoRow; reservationId: number }> {
  return db.transaction(async (tx) => {
    const promo = await checkPromoCode(tx, { ...opts, lock: true });
    // This workspace's earlier unpaid checkouts are superseded by this one.
    await tx.execute(sql`
      UPDATE promo_redemptions SET status = 'released'
       WHERE workspace_id = ${opts.workspaceId} AND status = 'reserved'`);
    const { rows } = await tx.execute(sql`
      INSERT INTO promo_redemptions (promo_code_id, workspace_id, subscription_id, status, reserved_until)
      VALUES (${promo.id}, ${opts.workspaceId}, ${`pending_${randomUUID()}`}, 'reserved',
              ${new Date(opts.now.getTime() + RESERVATION_MS).toISOString()})
      RETURNING id`);
    return { promo, reservationId: (rows[0] as { id: number }).id };
  });
}

/** Ties a reservation to the subscription it was made for. */
export async function attachReservation(tx: DbOrTx, reservationId: number, subscriptionId: string) {
  await tx.execute(
    sql`UPDATE promo_redemptions SET subscription_id = ${subscriptionId} WHERE id = ${reservationId}`,
  );
}

/** The checkout failed before a subscription existed: the use goes back. */
export async function dropReservation(tx: DbOrTx, reservationId: number) {
  await tx.execute(
    sql`DELETE FROM promo_redemptions WHERE id = ${reservationId} AND status = 'reserved'`,
  );
}

/**
 * Counts the code once for a paid subscription; repeated calls change nothing. A workspace's
 * second paid use of one code (two checkouts paid one after the other, the earlier superseded
 * but paid anyway) is not counted as another use: the code is once per workspace.
 */
export async function redeemPromoCode(tx: DbOrTx, subscriptionId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE promo_redemptions r SET status = 'redeemed', redeemed_at = now()
     WHERE r.subscription_id = ${subscriptionId} AND r.status <> 'redeemed'
       AND NOT EXISTS (SELECT 1 FROM promo_redemptions o
                        WHERE o.promo_code_id = r.promo_code_id AND o.workspace_id = r.workspace_id
                          AND o.status = 'redeemed')
    RETURNING r.promo_code_id`);
  const id = (rows[0] as { promo_code_id: number } | undefined)?.promo_code_id;
  if (id === undefined) return false;
  await tx.execute(
    sql`UPDATE promo_codes SET used_count = used_count + 1, updated_at = now() WHERE id = ${id}`,
  );
  return true;
}

export async function releasePromoCode(tx: DbOrTx, subscriptionId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE promo_redemptions SET status = 'released'
     WHERE subscription_id = ${subscriptionId} AND status = 'reserved'`);
}
