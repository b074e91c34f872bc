// Each code mirrored to Stripe as a coupon and a promotion code, so invoices show the discount.
// Our table still decides the rules; Stripe's copy carries no limits of its own.
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { promoCodes } from '../db/schema/index.js';
import type { PromoRow } from './check-promo-code.js';

/** The Stripe promotion code id for `promo`, creating coupon and promotion code when missing. */
export async function ensurePromoMirrored(
  tx: DbOrTx,
  stripe: Stripe,
  promo: PromoRow,
): Promise<string> {
  if (promo.stripePromotionCodeId) return promo.stripePromotionCodeId;
  // The version (last update) keys the requests: a retry reuses, an edit makes new ones.
  const version = `${promo.id}-${promo.updatedAt.getTime()}`;
  const coupon = await stripe.coupons.create(
    {
      name: promo.code,
      duration: 'once',
      ...(promo.discountType === 'percentage'
        ? { percent_off: promo.discountValue }
        : { amount_off: promo.discountValue, currency: 'usd' }),
      metadata: { promoCodeId: String(promo.id) },
    },
    { idempotencyKey: `coupon-${version}` },
  );
  const promotion = await stripe.promotionCodes.create(
    {
      promotion: { type: 'coupon', coupon: coupon.id },
      code: promo.code,
      metadata: { promoCodeId: String(promo.id) },
    },
    { idempotencyKey: `promotion-${version}` },
  );
  await tx
    .update(promoCodes)
    .set({ stripeCouponId: coupon.id, stripePromotionCodeId: promotion.id })
    .where(eq(promoCodes.id, promo.id));
  return promotion.id;
}

/** Turns the Stripe copy off (deactivated, or replaced after an edit of the discount). */
export async function retireStripeMirror(stripe: Stripe, promotionCodeId: string | null) {
  if (!promotionCodeId) return;
  await stripe.promotionCodes.update(promotionCodeId, { active: false });
}
