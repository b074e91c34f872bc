// GET /api/affiliates/my-stats: the signed-in person's affiliate record, their 10 latest clicks
// (addresses masked), their commissions and the figures; 404 for someone who never applied.
import { desc, eq } from 'drizzle-orm';
import {
  AFFILIATE_MSG,
  AFFILIATE_TERMS,
  conversionRate,
  type AffiliateCommission,
  type MyAffiliateStats,
} from '../../../contracts/affiliates.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { affiliateClicks, affiliateCommissions, affiliates } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { maskIp } from '../../lib/mask-ip.js';
import { affiliateRows, effectiveStatus, ownView } from './affiliate-rows.js';

/** IPv4 with the last octet hidden; anything else (IPv6, unknown) is not shown at all. */
export function shownIp(ip: string | null): string {
  const v4 = ip?.replace(/^::ffff:/, '');
  return v4 && /^\d{1,3}(\.\d{1,3}){3}$/.test(v4) ? maskIp(v4) : 'Hidden';
}

export async function myAffiliateStats(ctx: AppContext, actor: Actor): Promise<MyAffiliateStats> {
  const db = ctx.database.db;
  const [row] = await affiliateRows(db, eq(affiliates.userId, actor.userId));
  if (!row) throw notFound(AFFILIATE_MSG.notAffiliate);
  const c = affiliateClicks;
  const clicks = await db
    .select({
      id: c.id,
      clickedAt: c.clickedAt,
      landingPage: c.landingPage,
      ipAddress: c.ipAddress,
      converted: c.converted,
    })
    .from(c)
    .where(eq(c.affiliateId, row.id))
    .orderBy(desc(c.clickedAt), desc(c.id))
    .limit(AFFILIATE_TERMS.recentClicks);
  const m = affiliateCommissions;
  const commissions = await db
    .select({
      id: m.id,
      createdAt: m.createdAt,
      subscriptionAmount: m.subscriptionAmount,
      commissionAmount: m.commissionAmount,
      dueAt: m.dueAt,
      status: effectiveStatus,
    })
    .from(m)
    .where(eq(m.affiliateId, row.id))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(200);
  return {
    affiliate: ownView(row),
    clicks: clicks.map((click) => ({
      ...click,
      clickedAt: click.clickedAt.toISOString(),
      ipAddress: shownIp(click.ipAddress),
    })),
    commissions: commissions.map((made): AffiliateCommission => ({
      ...made,
      createdAt: made.createdAt.toISOString(),
      dueAt: made.dueAt.toISOString(),
    })),
    stats: {
      totalClicks: row.totalClicks,
      totalConversions: row.totalConversions,
      conversionRate: conversionRate(row.totalClicks, row.totalConversions),
    },
  };
}
