// GET /api/business/metrics: figures from paid invoices (what was charged, after discounts) and
// subscriptions as synced from Stripe; never a second price list.
import { count, sql } from 'drizzle-orm';
import {
  averageRevenuePerUser,
  conversionRate,
  trendOf,
  type BusinessMetrics,
  type MonthRevenue,
} from '../../../contracts/business.js';
import { PLAN_IDS, type PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { users as usersTable } from '../../db/schema/index.js';
import { LIVE_STATUSES } from '../../billing/apply-workspace-billing.js';
import { businessInsights } from './business-insights.js';

const DAY = 86_400_000;
const live = sql.raw(LIVE_STATUSES.map((s) => `'${s}'`).join(','));
/** Invoices of the recurring charge (not prorations of a plan change). */
const RECURRING = sql.raw(`'subscription_create','subscription_cycle'`);

export async function businessMetrics(db: Db, now: Date = new Date()): Promise<BusinessMetrics> {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [users] = await db.select({ n: count() }).from(usersTable);
  const totalUsers = users?.n ?? 0;

  // One paying subscription per workspace counts (the newest, should there be two).
  const subs = await db.execute(sql`
    SELECT DISTINCT ON (s.workspace_id) s.id, s.plan,
           (SELECT i.amount_paid FROM invoices i
             WHERE i.subscription_id = s.id AND i.status = 'paid' AND i.billing_reason IN (${RECURRING})
             ORDER BY i.paid_at DESC LIMIT 1) AS last_charge
      FROM subscriptions s WHERE s.status IN (${live})
     ORDER BY s.workspace_id, s.created_at DESC`);
  const active = subs.rows as Array<{ plan: PlanId; last_charge: number | null }>;
  const subscriptionsByPlan = Object.fromEntries(PLAN_IDS.map((p) => [p, 0])) as Record<
    PlanId,
    number
  >;
  for (const s of active) subscriptionsByPlan[s.plan]++;
  // MRR: each paying subscription's latest recurring charge, as actually paid.
  const mrr = active.reduce((sum, s) => sum + (s.last_charge ?? 0), 0);

  const sums = await db.execute(sql`
    SELECT coalesce(sum(amount_paid) FILTER (WHERE paid_at > ${iso(30 * DAY)}), 0)::int AS last30,
           coalesce(sum(amount_paid) FILTER (WHERE paid_at > ${iso(60 * DAY)}
                                               AND paid_at <= ${iso(30 * DAY)}), 0)::int AS prev30,
           coalesce(sum(amount_paid) FILTER (WHERE paid_at > ${iso(365 * DAY)}), 0)::int AS year
      FROM invoices WHERE status = 'paid' AND paid_at <= ${now.toISOString()}`);
  const { last30, prev30, year } = sums.rows[0] as { last30: number; prev30: number; year: number };
  const revenueGrowth = growth(last30, prev30);

  const metrics: Omit<BusinessMetrics, 'insights'> = {
    totalUsers,
    activeSubscriptions: active.length,
    monthlyRecurringRevenue: mrr,
    revenueGrowth,
    totalRevenue: year,
    subscriptionsByPlan,
    conversionRate: conversionRate(active.length, totalUsers),
    averageRevenuePerUser: averageRevenuePerUser(mrr, active.length),
    annualRunRate: mrr * 12,
    trend: trendOf(revenueGrowth),
    revenueByMonth: await revenueByMonth(db, now),
  };
  return { ...metrics, insights: businessInsights(metrics) };
}

/** Percent change with one decimal; from nothing to something is +100%, nothing to nothing 0. */
function growth(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The last 12 calendar months (UTC), oldest first: all paid, and the recurring part. */
async function revenueByMonth(db: Db, now: Date): Promise<MonthRevenue[]> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const { rows } = await db.execute(sql`
    SELECT to_char(date_trunc('month', paid_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
           sum(amount_paid)::int AS revenue,
           coalesce(sum(amount_paid) FILTER (WHERE billing_reason IN (${RECURRING})), 0)::int AS mrr
      FROM invoices
     WHERE status = 'paid' AND paid_at >= ${first.toISOString()} AND paid_at <= ${now.toISOString()}
     GROUP BY 1`);
  const byMonth = new Map(
    (rows as Array<{ month: string; revenue: number; mrr: number }>).map((r) => [r.month, r]),
  );
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1));
    const month = d.toISOString().slice(0, 7);
    const r = byMonth.get(month);
    return { month, revenueCents: r?.revenue ?? 0, mrrCents: r?.mrr ?? 0 };
  });
}
