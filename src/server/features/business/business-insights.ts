// Insights on the Business Dashboard: sentences drawn from the figures, none fixed.
import { wordFor } from '../../../contracts/plural.js';
import { formatCents } from '../../../contracts/billing.js';
import type { BusinessMetrics } from '../../../contracts/business.js';
import { PLANS, type PlanId } from '../../../contracts/plans.js';

export function businessInsights(m: Omit<BusinessMetrics, 'insights'>): string[] {
  const out: string[] = [];
  if (m.activeSubscriptions === 0) {
    out.push(
      m.totalUsers === 0
        ? 'No users have signed up yet.'
        : `None of the ${m.totalUsers} users pays for a plan yet.`,
    );
  } else {
    const [topPlan, topCount] = (
      Object.entries(m.subscriptionsByPlan) as Array<[PlanId, number]>
    ).sort((a, b) => b[1] - a[1])[0]!;
    out.push(
      `${PLANS[topPlan].name} is the most chosen plan: ${topCount} of ${m.activeSubscriptions} paying ${wordFor(m.activeSubscriptions, { one: 'customer', other: 'customers' })}.`,
    );
    out.push(
      `${m.conversionRate}% of users pay for a plan (${m.activeSubscriptions} of ${m.totalUsers}).`,
    );
    out.push(
      `Average revenue per paying customer is ${formatCents(m.averageRevenuePerUser)} a month; the annual run rate is ${formatCents(m.annualRunRate)}.`,
    );
  }
  if (m.totalRevenue === 0) {
    out.push('No paid invoices in the last 12 months yet.');
  } else if (m.trend === 'Growing') {
    out.push(`Revenue of the last 30 days grew ${m.revenueGrowth}% over the 30 days before.`);
  } else if (m.trend === 'Declining') {
    out.push(
      `Revenue of the last 30 days fell ${Math.abs(m.revenueGrowth)}% from the 30 days before.`,
    );
  } else {
    out.push('Revenue of the last 30 days equals the 30 days before.');
  }
  return out;
}
