// The admin's promo code calls: list, create, edit (active codes only; the code never changes),
// deactivate (no way back). Each code is mirrored to Stripe when billing is configured.
import type Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROMO_MSG,
  type createPromoBody,
  type PromoCode,
  type updatePromoBody,
} from '../../../contracts/promo-codes.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { callStripe, stripeFor } from '../../billing/stripe-client.js';
import type { PromoRow } from '../../billing/check-promo-code.js';
import { ensurePromoMirrored, retireStripeMirror } from '../../billing/mirror-promo-code.js';
import { toPromoDto } from './promo-dto.js';

type Row = PromoRow & { created_at: Date };

const stripeOf = (ctx: AppContext): Stripe | null =>
  ctx.config.billing ? stripeFor(ctx.config.billing) : null;

export async function listPromoCodes(ctx: AppContext): Promise<PromoCode[]> {
  const { rows } = await ctx.database.db.execute(
    sql`SELECT * FROM promo_codes ORDER BY created_at DESC, id DESC`,
  );
  return (rows as Row[]).map(toPromoDto);
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
    const { rows } = await tx.execute(sql`
      INSERT INTO promo_codes (code, description, discount_type, discount_value, max_usage,
                               valid_from, valid_until, created_by)
      VALUES (${input.code}, ${input.description}, ${input.discountType}, ${input.discountValue},
              ${input.maxUsage}, ${now.toISOString()}, ${input.validUntil?.toISOString() ?? null},
              ${actor.userId})
      ON CONFLICT (code) DO NOTHING
      RETURNING *`);
    const row = rows[0] as Row | undefined;
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
    const found = await tx.execute(sql`SELECT * FROM promo_codes WHERE id = ${id} FOR UPDATE`);
    const before = found.rows[0] as Row | undefined;
    if (!before) throw notFound(PROMO_MSG.notFound);
    if (!before.is_active) throw new AppError('conflict', PROMO_MSG.onlyActiveEditable);
    if (input.maxUsage !== null && input.maxUsage < before.used_count) {
      throw badRequest(PROMO_MSG.maxUsageBelowUsed);
    }
    const untilChanged =
      (input.validUntil?.getTime() ?? null) !==
      (before.valid_until ? new Date(before.valid_until).getTime() : null);
    if (untilChanged && input.validUntil && input.validUntil <= now) {
      throw badRequest(PROMO_MSG.validUntilPast);
    }
    // Stripe coupons cannot change their discount: a changed discount gets a new mirror.
    const discountChanged =
      input.discountType !== before.discount_type || input.discountValue !== before.discount_value;
    const { rows } = await tx.execute(sql`
      UPDATE promo_codes SET description = ${input.description}, discount_type = ${input.discountType},
             discount_value = ${input.discountValue}, max_usage = ${input.maxUsage},
             valid_until = ${input.validUntil?.toISOString() ?? null}, updated_at = now(),
             stripe_coupon_id = ${discountChanged ? null : before.stripe_coupon_id},
             stripe_promotion_code_id = ${discountChanged ? null : before.stripe_promotion_code_id}
       WHERE id = ${id} RETURNING *`);
    const row = rows[0] as Row;
    if (stripe && discountChanged) {
      await callStripe(async () => {
        await retireStripeMirror(stripe, before.stripe_promotion_code_id);
        await ensurePromoMirrored(tx, stripe, row);
      });
    }
    return toPromoDto(row);
  });
}

export async function deactivatePromoCode(ctx: AppContext, id: number): Promise<PromoCode> {
  const stripe = stripeOf(ctx);
  return ctx.database.db.transaction(async (tx) => {
    const found = await tx.execute(sql`SELECT * FROM promo_codes WHERE id = ${id} FOR UPDATE`);
    const before = found.rows[0] as Row | undefined;
    if (!before) throw notFound(PROMO_MSG.notFound);
    if (!before.is_active) throw new AppError('conflict', PROMO_MSG.alreadyInactive);
    const { rows } = await tx.execute(sql`
      UPDATE promo_codes SET is_active = false, updated_at = now() WHERE id = ${id} RETURNING *`);
    if (stripe) await callStripe(() => retireStripeMirror(stripe, before.stripe_promotion_code_id));
    return toPromoDto(rows[0] as Row);
  });
}
