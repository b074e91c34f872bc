// Affiliates with their figures, read from the rows themselves: clicks, conversions (clicks that
// became a workspace), earnings (commissions neither reversed nor held for review), and what is
// due for payout. A commission past its hold is `due` (its stored status stays `pending`).
import { sql, type SQL } from 'drizzle-orm';
import type { AdminAffiliate, Affiliate, AffiliateStatus } from '../../../contracts/affiliates.js';
import type { Db } from '../../db/client.js';

type Row = {
  id: number;
  user_id: string;
  affiliate_code: string;
  status: AffiliateStatus;
  commission_rate: string;
  paypal_email: string;
  bank_details: string | null;
  notes: string | null;
  created_at: Date | string;
  approved_at: Date | string | null;
  updated_at: Date | string;
  user_email: string | null;
  user_name: string | null;
  total_clicks: number;
  total_conversions: number;
  total_earnings: number;
  flagged_referrals: number;
  due_cents: number;
};

/** A commission's status as shown: a pending one past its hold is due. */
export const effectiveStatus = sql`CASE WHEN m.status = 'pending' AND m.due_at <= now()
  THEN 'due' ELSE m.status END`;

const iso = (d: Date | string) => new Date(d).toISOString();

export async function affiliateRows(
  db: Pick<Db, 'execute'>,
  where: SQL,
): Promise<AdminAffiliate[]> {
  const { rows } = await db.execute(sql`
    SELECT a.*, u.email AS user_email,
      nullif(concat_ws(' ', u.first_name, u.last_name), '') AS user_name,
      (SELECT count(*) FROM affiliate_clicks c WHERE c.affiliate_id = a.id)::int AS total_clicks,
      (SELECT count(*) FROM affiliate_clicks c
        WHERE c.affiliate_id = a.id AND c.converted)::int AS total_conversions,
      (SELECT coalesce(sum(m.commission_amount), 0) FROM affiliate_commissions m
        WHERE m.affiliate_id = a.id AND m.status NOT IN ('reversed', 'flagged'))::int
        AS total_earnings,
      (SELECT count(*) FROM affiliate_referrals r
        WHERE r.affiliate_id = a.id AND r.flagged_reason IS NOT NULL)::int AS flagged_referrals,
      (SELECT coalesce(sum(m.commission_amount), 0) FROM affiliate_commissions m
        WHERE m.affiliate_id = a.id AND m.payout_id IS NULL
          AND ${effectiveStatus} = 'due')::int AS due_cents
    FROM affiliates a JOIN users u ON u.id = a.user_id
    WHERE ${where}
    ORDER BY a.created_at DESC, a.id DESC`);
  return (rows as Row[]).map((r) => ({
    id: r.id,
    userId: r.user_id,
    affiliateCode: r.affiliate_code,
    status: r.status,
    commissionRate: Number(r.commission_rate),
    totalEarnings: r.total_earnings,
    totalClicks: r.total_clicks,
    totalConversions: r.total_conversions,
    paypalEmail: r.paypal_email,
    bankDetails: r.bank_details,
    notes: r.notes,
    createdAt: iso(r.created_at),
    approvedAt: r.approved_at ? iso(r.approved_at) : null,
    updatedAt: iso(r.updated_at),
    userEmail: r.user_email,
    userName: r.user_name,
    flaggedReferrals: r.flagged_referrals,
    dueCents: r.due_cents,
  }));
}

/** The affiliate's own view: no admin fields. */
export function ownView(a: AdminAffiliate): Affiliate {
  const { userEmail: _e, userName: _n, flaggedReferrals: _f, dueCents: _d, ...own } = a;
  return own;
}
