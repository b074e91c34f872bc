// How plans read on the grid and the billing page: price in dollars, limit in words, features.
import { formatCents } from '../../../../contracts/billing.js';
import { PLANS, type Plan, type PlanId } from '../../../../contracts/plans.js';

export const RECOMMENDED_PLAN: PlanId = 'pro';

export function limitText(plan: Plan): string {
  if (plan.propertyLimit === null) return 'Unlimited properties';
  return plan.propertyLimit === 1 ? '1 property' : `Up to ${plan.propertyLimit} properties`;
}

export const priceText = (plan: Plan) => formatCents(plan.priceCents);

/** What each plan includes, from its flags (never a separate list to keep in step). */
export function planFeatures(plan: Plan): string[] {
  return [
    limitText(plan),
    'Checks every 30 seconds',
    'Email alerts, webhooks, Slack and Teams',
    'Reports in PDF, CSV and Excel',
    ...(plan.smsAlerts ? ['SMS alerts'] : []),
    ...(plan.apiAccess ? ['API access'] : []),
  ];
}

export const planName = (id: PlanId) => PLANS[id].name;
