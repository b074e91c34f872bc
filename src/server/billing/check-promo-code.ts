// The rules of a promo code, decided by our table (the source of truth): active, within its dates,
// uses left, and once per workspace (issue 30: a workspace that cancels and subscribes again does
// not get the discount twice). Uses held by other workspaces' unpaid checkouts count against the
// limit.
import { sql } from 'drizzle-orm';
import { PROMO_MSG } from '../../contracts/promo-codes.js';
import type { DbOrTx } from '../db/client.js';
import { badRequest } from '../lib/errors.js';

export type PromoRow = {
  id: number;
  code: string;
  description: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  max_usage: number | null;
  used_count: number;
  valid_from: Date;
  valid_until: Date | null;
  is_active: boolean;
  stripe_coupon_id: string | null;
  stripe_promotion_code_id: string | null;
  updated_at: Date;
};

/**
 * The code if it may be used now by `workspaceId`, else a 400 with the reason. With `lock`, the
 * row stays locked until the caller's transaction ends, so reservations are decided one at a time.
 */
export async function checkPromoCode(
  tx: DbOrTx,
  opts: { code: string; workspaceId: string; now: Date; lock?: boolean },
): Promise<PromoRow> {
  const lock = opts.lock ? sql`FOR UPDATE` : sql``;
  const { rows } = await tx.execute(
    sql`SELECT * FROM promo_codes WHERE code = ${opts.code} ${lock}`,
  );
  const row = rows[0] as PromoRow | undefined;
  if (!row) throw badRequest(PROMO_MSG.unknown);
  if (!row.is_active) throw badRequest(PROMO_MSG.inactive);
  if (new Date(row.valid_from) > opts.now) throw badRequest(PROMO_MSG.notYetValid);
  if (row.valid_until && new Date(row.valid_until) < opts.now) throw badRequest(PROMO_MSG.expired);
  const used = await tx.execute(sql`
    SELECT 1 FROM promo_redemptions
     WHERE promo_code_id = ${row.id} AND workspace_id = ${opts.workspaceId} AND status = 'redeemed'
     LIMIT 1`);
  if (used.rows.length > 0) throw badRequest(PROMO_MSG.alreadyUsed);
  if (row.max_usage !== null) {
    const held = await tx.execute(sql`
      SELECT count(*)::int AS n FROM promo_redemptions
       WHERE promo_code_id = ${row.id} AND status = 'reserved'
         AND reserved_until > ${opts.now.toISOString()} AND workspace_id <> ${opts.workspaceId}`);
    const n = (held.rows[0] as { n: number }).n;
    if (row.used_count + n >= row.max_usage) throw badRequest(PROMO_MSG.usedUp);
  }
  return row;
}
