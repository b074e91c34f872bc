// An affiliate's application and the admin's review: any status may be chosen for any affiliate
// (spec §4); the rate is a fraction, kept when the form leaves it out.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
import { affiliates } from '../../db/schema/index.js';
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
    const made = await db
      .insert(affiliates)
      .values({
        userId: actor.userId,
        affiliateCode: newCode(),
        paypalEmail: input.paypalEmail,
        bankDetails: input.bankDetails ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: affiliates.id });
    if (made.length > 0) break;
    const mine = await db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(eq(affiliates.userId, actor.userId));
    if (mine.length > 0) throw new AppError('conflict', AFFILIATE_MSG.alreadyApplied);
  }
  const [row] = await affiliateRows(db, eq(affiliates.userId, actor.userId));
  if (!row) throw new Error('affiliate insert failed');
  return ownView(row);
}

export function listAffiliates(ctx: AppContext): Promise<AdminAffiliate[]> {
  return affiliateRows(ctx.database.db, undefined);
}

export async function updateAffiliateStatus(
  ctx: AppContext,
  id: number,
  input: z.output<typeof affiliateStatusBody>,
): Promise<AdminAffiliate> {
  const db = ctx.database.db;
  const rows = await db
    .update(affiliates)
    .set({
      status: input.status,
      notes: input.notes,
      // left out of the form: the rate stays
      ...(input.commissionRate == null ? {} : { commissionRate: String(input.commissionRate) }),
      ...(input.status === 'approved'
        ? { approvedAt: sql`coalesce(${affiliates.approvedAt}, now())` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(affiliates.id, id))
    .returning({ id: affiliates.id });
  if (rows.length === 0) throw notFound(AFFILIATE_MSG.notFound);
  const [row] = await affiliateRows(db, eq(affiliates.id, id));
  return row!;
}
