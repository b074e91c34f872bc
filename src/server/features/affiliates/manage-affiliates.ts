// An affiliate's application and the admin's review: any status may be chosen for any affiliate
// (spec §4); the rate is a fraction, kept when the form leaves it out.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AFFILIATE_MSG,
  type AdminAffiliate,
  type Affiliate,
  type affiliateStatusBody,
  type applyAffiliateBody,
} from '../../../contracts/affiliates.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { affiliateRows, ownView } from './affiliate-rows.js';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export async function applyAsAffiliate(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof applyAffiliateBody>,
): Promise<Affiliate> {
  const db = ctx.database.db;
  // a code clash is astronomically rare; try again a few times rather than fail
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await db.execute(sql`
      INSERT INTO affiliates (user_id, affiliate_code, paypal_email, bank_details)
      VALUES (${actor.userId}, ${newCode()}, ${input.paypalEmail}, ${input.bankDetails ?? null})
      ON CONFLICT DO NOTHING RETURNING id`);
    if (rows.length > 0) break;
    const mine = await db.execute(sql`SELECT 1 FROM affiliates WHERE user_id = ${actor.userId}`);
    if (mine.rows.length > 0) throw new AppError('conflict', AFFILIATE_MSG.alreadyApplied);
  }
  const [row] = await affiliateRows(db, sql`a.user_id = ${actor.userId}`);
  if (!row) throw new Error('affiliate insert failed');
  return ownView(row);
}

export function listAffiliates(ctx: AppContext): Promise<AdminAffiliate[]> {
  return affiliateRows(ctx.database.db, sql`true`);
}

export async function updateAffiliateStatus(
  ctx: AppContext,
  id: number,
  input: z.output<typeof affiliateStatusBody>,
): Promise<AdminAffiliate> {
  const db = ctx.database.db;
  const { rows } = await db.execute(sql`
    UPDATE affiliates SET status = ${input.status}, notes = ${input.notes},
      commission_rate = coalesce(${input.commissionRate ?? null}::numeric, commission_rate),
      approved_at = CASE WHEN ${input.status} = 'approved' THEN coalesce(approved_at, now())
                         ELSE approved_at END,
      updated_at = now()
    WHERE id = ${id} RETURNING id`);
  if (rows.length === 0) throw notFound(AFFILIATE_MSG.notFound);
  const [row] = await affiliateRows(db, sql`a.id = ${id}`);
  return row!;
}
