// Business Dashboard (spec commercial §2, §3, §4, §5, §7, §8): metrics from paid invoices (what
// was charged after discounts), the 12-month chart, and the customer e-mail export.
import { z } from 'zod';
import { PLAN_IDS } from './plans.js';

export const BUSINESS_MSG = {
  exporting: 'Exporting...',
  exportSuccessTitle: 'Export Successful',
  exportSuccess: 'Customer emails have been downloaded as CSV file.',
  exportFailedTitle: 'Export Failed',
  exportFailedFallback: 'Failed to export customer emails',
  exportRaised: 'Failed to export emails',
} as const;

export const TRENDS = ['Growing', 'Declining', 'Stable'] as const;
export type Trend = (typeof TRENDS)[number];

/** Spec §4: Growing above 0, Declining below 0, Stable otherwise. */
export function trendOf(growthPercent: number): Trend {
  return growthPercent > 0 ? 'Growing' : growthPercent < 0 ? 'Declining' : 'Stable';
}

/** Spec §5: active subscriptions / users as a rounded percent; 0 with no users. */
export function conversionRate(activeSubscriptions: number, totalUsers: number): number {
  return totalUsers > 0 ? Math.round((activeSubscriptions / totalUsers) * 100) : 0;
}

/** Monthly revenue per subscriber in cents; 0 with no subscribers (spec §5). */
export function averageRevenuePerUser(mrrCents: number, activeSubscriptions: number): number {
  return activeSubscriptions > 0 ? Math.round(mrrCents / activeSubscriptions) : 0;
}

export const monthRevenue = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  /** all invoices paid that month, cents */
  revenueCents: z.number().int(),
  /** the recurring part (subscription invoices, not prorations), cents */
  mrrCents: z.number().int(),
});
export type MonthRevenue = z.infer<typeof monthRevenue>;

/** GET /api/business/metrics. Money in cents. */
export const businessMetrics = z.object({
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  monthlyRecurringRevenue: z.number().int(),
  /** percent, last 30 days against the 30 before, one decimal */
  revenueGrowth: z.number(),
  /** last 12 months */
  totalRevenue: z.number().int(),
  subscriptionsByPlan: z.record(z.enum(PLAN_IDS), z.number().int()),
  conversionRate: z.number().int(),
  averageRevenuePerUser: z.number().int(),
  annualRunRate: z.number().int(),
  trend: z.enum(TRENDS),
  revenueByMonth: z.array(monthRevenue),
  insights: z.array(z.string()),
});
export type BusinessMetrics = z.infer<typeof businessMetrics>;

export const EXPORT_COLUMNS = [
  'email',
  'registration date',
  'subscription status',
  'current plan',
] as const;

/** customer-emails-YYYY-MM-DD.csv */
export function exportFileName(now: Date): string {
  return `customer-emails-${now.toISOString().slice(0, 10)}.csv`;
}
