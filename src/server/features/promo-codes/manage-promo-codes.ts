// The admin's promo code calls: list, create, edit (active codes only; the code never changes),
// deactivate (no way back). Each code is mirrored to Stripe when billing is configured.
import type Stripe from 'stripe';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROMO_MSG,
  type createPromoBody,
  type PromoCode,
  type updatePromoBody,
} from '../../../contracts/promo-codes.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { promoCodes } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { callStripe, stripeFor } from '../../billing/stripe-client.js';
import { ensurePromoMirrored, retireStripeMirror } from '../../billing/mirror-promo-code.js';
import { toPromoDto } from './promo-dto.js';

const stripeOf = (ctx: AppContext): Stripe | null =>
  ctx.config.billing ? stripeFor(ctx.config.billing) : null;

export async function listPromoCodes(ctx: AppContext): Promise<PromoCode[]> {
  const rows = await ctx.database.db
    .select()
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  return rows.map(toPromoDto);
}

export async function createPromoCode(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createPromoBody>,
  now: Date = new Date(),
): Promise<PromoCode> {
  if (input.validUntil && input.validUntil <= now) throw badRequest(PROMO_MSG.validUntilPast);
  const stripe = stripeOf(ctx);
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({
        code: input.code,
        description: input.description,
        discountType: input.discountType,
        discountValue: input.discountValue,
        maxUsage: input.maxUsage,
        validFrom: now,
        validUntil: input.validUntil ?? null,
        createdBy: actor.userId,
      })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning();
    if (!row) throw new AppError('conflict', PROMO_MSG.codeTaken);
    if (stripe) await callStripe(() => ensurePromoMirrored(tx, stripe, row));
    return toPromoDto(row);
  });
}

export async function updatePromoCode(
  ctx: AppContext,
  id: number,
  input: z.output<typeof updatePromoBody>,
  now: Date = new Date(),
): Promise<PromoCode> {
  const stripe = stripeOf(ctx);
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw notFound(PROMO_MSG.notFound);
    if (!before.isActive) throw new AppError('conflict', PROMO_MSG.onlyActiveEditable);
    if (input.maxUsage !== null && input.maxUsage < before.usedCount) {
      throw badRequest(PROMO_MSG.maxUsageBelowUsed);
    }
    const untilChanged =
      (input.validUntil?.getTime() ?? null) !== (before.validUntil?.getTime() ?? null);
    if (untilChanged && input.validUntil && input.validUntil <= now) {
      throw badRequest(PROMO_MSG.validUntilPast);
    }
    // Stripe coupons cannot change their discount: a changed discount gets a new mirror.
    const discountChanged =
      input.discountType !== before.discountType || input.discountValue !== before.discountValue;
    const [row] = await tx
      .update(promoCodes)
      .set({
        description: input.description,
        discountType: input.discountType,
        discountValue: input.discountValue,
        maxUsage: input.maxUsage,
        validUntil: input.validUntil ?? null,
        updatedAt: sql`now()`,
        stripeCouponId: discountChanged ? null : before.stripeCouponId,
        stripePromotionCodeId: discountChanged ? null : before.stripePromotionCodeId,
      })
      .where(eq(promoCodes.id, id))
      .returning();
    if (!row) throw notFound(PROMO_MSG.notFound); // locked above: never happens
    if (stripe && discountChanged) {
      await callStripe(async () => {
        await retireStripeMirror(stripe, before.stripePromotionCodeId);
        await ensurePromoMirrored(tx, stripe, row);
      });
    }
    return toPromoDto(row);
  });
}

export async function deactivatePromoCode(ctx: AppContext, id: number): Promise<PromoCode> {
  const stripe = stripeOf(ctx);
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw notFound(PROMO_MSG.notFound);
    if (!before.isActive) throw new AppError('conflict', PROMO_MSG.alreadyInactive);
    const [row] = await tx
      .update(promoCodes)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(eq(promoCodes.id, id))
      .returning();
    if (!row) throw notFound(PROMO_MSG.notFound); // locked above: never happens
    if (stripe) await callStripe(() => retireStripeMirror(stripe, before.stripePromotionCodeId));
    return toPromoDto(row);
  });
}
