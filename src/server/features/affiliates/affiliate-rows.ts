// Affiliates with their figures, read from the rows themselves: clicks, conversions (clicks that
// became a workspace), earnings (commissions neither reversed nor held for review), and what is
// due for payout. A commission past its hold is `due` (its stored status stays `pending`).
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminAffiliate, Affiliate, CommissionStatus } from '../../../contracts/affiliates.js';
import type { Db } from '../../db/client.js';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateReferrals,
  affiliates,
  users,
} from '../../db/schema/index.js';

const m = affiliateCommissions;

/** A commission's status as shown: a pending one past its hold is due. */
export const effectiveStatus = sql<CommissionStatus>`CASE WHEN ${m.status} = 'pending'
  AND ${m.dueAt} <= now() THEN 'due' ELSE ${m.status} END`;

/** A figure of one affiliate, counted by a sub-select correlated on `affiliates.id`. */
const figure = (from: SQL, where: SQL) =>
  sql<number>`(SELECT ${from} WHERE ${where})::int`.mapWith(Number);

export async function affiliateRows(
  db: Pick<Db, 'select'>,
  where: SQL | undefined,
): Promise<AdminAffiliate[]> {
  const a = affiliates;
  const rows = await db
    .select({
      affiliate: a,
      userEmail: users.email,
      userName: sql<
        string | null
      >`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`,
      totalClicks: figure(
        sql`count(*) FROM ${affiliateClicks}`,
        sql`${affiliateClicks.affiliateId} = ${a.id}`,
      ),
      totalConversions: figure(
        sql`count(*) FROM ${affiliateClicks}`,
        sql`${affiliateClicks.affiliateId} = ${a.id} AND ${affiliateClicks.converted}`,
      ),
      totalEarnings: figure(
        sql`coalesce(sum(${m.commissionAmount}), 0) FROM ${m}`,
        sql`${m.affiliateId} = ${a.id} AND ${m.status} NOT IN ('reversed', 'flagged')`,
      ),
      flaggedReferrals: figure(
        sql`count(*) FROM ${affiliateReferrals}`,
        sql`${affiliateReferrals.affiliateId} = ${a.id} AND ${affiliateReferrals.flaggedReason} IS NOT NULL`,
      ),
      dueCents: figure(
        sql`coalesce(sum(${m.commissionAmount}), 0) FROM ${m}`,
        sql`${m.affiliateId} = ${a.id} AND ${m.payoutId} IS NULL AND ${effectiveStatus} = 'due'`,
      ),
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id));
  return rows.map(({ affiliate: r, ...figures }) => ({
    id: r.id,
    userId: r.userId,
    affiliateCode: r.affiliateCode,
    status: r.status,
    commissionRate: Number(r.commissionRate),
    totalEarnings: figures.totalEarnings,
    totalClicks: figures.totalClicks,
    totalConversions: figures.totalConversions,
    paypalEmail: r.paypalEmail,
    bankDetails: r.bankDetails,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
    approvedAt: r.approvedAt ? r.approvedAt.toISOString() : null,
    updatedAt: r.updatedAt.toISOString(),
    userEmail: figures.userEmail,
    userName: figures.userName,
    flaggedReferrals: figures.flaggedReferrals,
    dueCents: figures.dueCents,
  }));
}

/** The affiliate's own view: no admin fields. */
export function ownView(a: AdminAffiliate): Affiliate {
  const { userEmail: _e, userName: _n, flaggedReferrals: _f, dueCents: _d, ...own } = a;
  return own;
}
