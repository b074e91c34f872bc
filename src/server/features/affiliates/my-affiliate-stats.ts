// GET /api/affiliates/my-stats: the signed-in person's affiliate record, their 10 latest clicks
// (addresses masked), their commissions and the figures; 404 for someone who never applied.
import { sql } from 'drizzle-orm';
import {
  AFFILIATE_MSG,
  AFFILIATE_TERMS,
  conversionRate,
  type AffiliateCommission,
  type CommissionStatus,
  type MyAffiliateStats,
} from '../../../contracts/affiliates.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
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
  const [row] = await affiliateRows(db, sql`a.user_id = ${actor.userId}`);
  if (!row) throw notFound(AFFILIATE_MSG.notAffiliate);
  const clicks = await db.execute(sql`
    SELECT id, clicked_at, landing_page, ip_address, converted FROM affiliate_clicks
    WHERE affiliate_id = ${row.id} ORDER BY clicked_at DESC, id DESC
    LIMIT ${AFFILIATE_TERMS.recentClicks}`);
  const commissions = await db.execute(sql`
    SELECT m.id, m.created_at, m.subscription_amount, m.commission_amount, m.due_at,
           ${effectiveStatus} AS status
    FROM affiliate_commissions m WHERE m.affiliate_id = ${row.id}
    ORDER BY m.created_at DESC, m.id DESC LIMIT 200`);
  return {
    affiliate: ownView(row),
    clicks: (
      clicks.rows as {
        id: number;
        clicked_at: Date;
        landing_page: string;
        ip_address: string | null;
        converted: boolean;
      }[]
    ).map((c) => ({
      id: c.id,
      clickedAt: new Date(c.clicked_at).toISOString(),
      landingPage: c.landing_page,
      ipAddress: shownIp(c.ip_address),
      converted: c.converted,
    })),
    commissions: (
      commissions.rows as {
        id: number;
        created_at: Date;
        subscription_amount: number;
        commission_amount: number;
        due_at: Date;
        status: CommissionStatus;
      }[]
    ).map((m): AffiliateCommission => ({
      id: m.id,
      createdAt: new Date(m.created_at).toISOString(),
      subscriptionAmount: m.subscription_amount,
      commissionAmount: m.commission_amount,
      status: m.status,
      dueAt: new Date(m.due_at).toISOString(),
    })),
    stats: {
      totalClicks: row.totalClicks,
      totalConversions: row.totalConversions,
      conversionRate: conversionRate(row.totalClicks, row.totalConversions),
    },
  };
}
