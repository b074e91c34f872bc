// A promo code's use across a checkout: reserved when the subscription is created (one at a time
// per code, so the last use goes to one customer), redeemed once it is paid (usedCount + 1, once
// per subscription), released when it never will be.
import { randomUUID } from 'node:crypto';
import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.js';
import { promoCodes, promoRedemptions } from '../db/schema/index.js';
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
    await tx
      .update(promoRedemptions)
      .set({ status: 'released' })
      .where(
        and(
          eq(promoRedemptions.workspaceId, opts.workspaceId),
          eq(promoRedemptions.status, 'reserved'),
        ),
      );
    const [reservation] = await tx
      .insert(promoRedemptions)
      .values({
        promoCodeId: promo.id,
        workspaceId: opts.workspaceId,
        subscriptionId: `pending_${randomUUID()}`,
        status: 'reserved',
        reservedUntil: new Date(opts.now.getTime() + RESERVATION_MS),
      })
      .returning({ id: promoRedemptions.id });
    return { promo, reservationId: reservation!.id };
  });
}

/** Ties a reservation to the subscription it was made for. */
export async function attachReservation(tx: DbOrTx, reservationId: number, subscriptionId: string) {
  await tx
    .update(promoRedemptions)
    .set({ subscriptionId })
    .where(eq(promoRedemptions.id, reservationId));
}

/** The checkout failed before a subscription existed: the use goes back. */
export async function dropReservation(tx: DbOrTx, reservationId: number) {
  await tx
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.id, reservationId), eq(promoRedemptions.status, 'reserved')));
}

/**
 * Counts the code once for a paid subscription; repeated calls change nothing. A workspace's
 * second paid use of one code (two checkouts paid one after the other, the earlier superseded
 * but paid anyway) is not counted as another use: the code is once per workspace.
 */
export async function redeemPromoCode(tx: DbOrTx, subscriptionId: string): Promise<boolean> {
  // inside the sub-select the unaliased name is the row being updated
  const other = alias(promoRedemptions, 'o');
  const [redeemed] = await tx
    .update(promoRedemptions)
    .set({ status: 'redeemed', redeemedAt: sql`now()` })
    .where(
      and(
        eq(promoRedemptions.subscriptionId, subscriptionId),
        ne(promoRedemptions.status, 'redeemed'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(other)
            .where(
              and(
                eq(other.promoCodeId, promoRedemptions.promoCodeId),
                eq(other.workspaceId, promoRedemptions.workspaceId),
                eq(other.status, 'redeemed'),
              ),
            ),
        ),
      ),
    )
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  if (!redeemed) return false;
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1`, updatedAt: sql`now()` })
    .where(eq(promoCodes.id, redeemed.promoCodeId));
  return true;
}

export async function releasePromoCode(tx: DbOrTx, subscriptionId: string): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ status: 'released' })
    .where(
      and(
        eq(promoRedemptions.subscriptionId, subscriptionId),
        eq(promoRedemptions.status, 'reserved'),
      ),
    );
}
