// The rules of a promo code, decided by our table (the source of truth): active, within its dates,
// uses left, and once per workspace (issue 30: a workspace that cancels and subscribes again does
// not get the discount twice). Uses held by other workspaces' unpaid checkouts count against the
// limit.
import { and, count, eq, gt, ne } from 'drizzle-orm';
import { PROMO_MSG } from '../../contracts/promo-codes.js';
import type { DbOrTx } from '../db/client.js';
import { promoCodes, promoRedemptions } from '../db/schema/index.js';
import { badRequest } from '../lib/errors.js';

export type PromoRow = typeof promoCodes.$inferSelect;

/**
 * The code if it may be used now by `workspaceId`, else a 400 with the reason. With `lock`, the
 * row stays locked until the caller's transaction ends, so reservations are decided one at a time.
 */
export async function checkPromoCode(
  tx: DbOrTx,
  opts: { code: string; workspaceId: string; now: Date; lock?: boolean },
): Promise<PromoRow> {
  const byCode = tx.select().from(promoCodes).where(eq(promoCodes.code, opts.code));
  const [row] = opts.lock ? await byCode.for('update') : await byCode;
  if (!row) throw badRequest(PROMO_MSG.unknown);
  if (!row.isActive) throw badRequest(PROMO_MSG.inactive);
  if (row.validFrom > opts.now) throw badRequest(PROMO_MSG.notYetValid);
  if (row.validUntil && row.validUntil < opts.now) throw badRequest(PROMO_MSG.expired);
  const used = await tx
    .select({ one: promoRedemptions.id })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, row.id),
        eq(promoRedemptions.workspaceId, opts.workspaceId),
        eq(promoRedemptions.status, 'redeemed'),
      ),
    )
    .limit(1);
  if (used.length > 0) throw badRequest(PROMO_MSG.alreadyUsed);
  if (row.maxUsage !== null) {
    const [held] = await tx
      .select({ n: count() })
      .from(promoRedemptions)
      .where(
        and(
          eq(promoRedemptions.promoCodeId, row.id),
          eq(promoRedemptions.status, 'reserved'),
          gt(promoRedemptions.reservedUntil, opts.now),
          ne(promoRedemptions.workspaceId, opts.workspaceId),
        ),
      );
    if (row.usedCount + (held?.n ?? 0) >= row.maxUsage) throw badRequest(PROMO_MSG.usedUp);
  }
  return row;
}
