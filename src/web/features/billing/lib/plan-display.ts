// How plans read on the grid and the billing page: price in dollars, limit in words, features.
import { formatCents } from '../../../../contracts/billing.js';
import {
  PLAN_FEATURES,
  planHas,
  propertyLimitOf,
  statusPageLimitOf,
  type PlanFeature,
} from '../../../../contracts/entitlements.js';
import { PLANS, type Plan, type PlanId } from '../../../../contracts/plans.js';

const PLAN_FEATURE_IDS = Object.keys(PLAN_FEATURES) as PlanFeature[];

export const RECOMMENDED_PLAN: PlanId = 'pro';

export function limitText(plan: Plan): string {
  const limit = propertyLimitOf(plan.id);
  if (limit === null) return 'Unlimited properties';
  return limit === 1 ? '1 property' : `Up to ${limit} properties`;
}

/** The plan's public status pages in words (issue 27), shown on the pricing grid. */
export function statusPageText(plan: Plan): string {
  const limit = statusPageLimitOf(plan.id);
  if (limit === null) return 'Unlimited status pages';
  return limit === 1 ? '1 public status page' : `Up to ${limit} status pages`;
}

export const priceText = (plan: Plan) => formatCents(plan.priceCents);

/** What each plan includes, from its flags (never a separate list to keep in step). */
export function planFeatures(plan: Plan): string[] {
  return [
    limitText(plan),
    'Checks every 30 seconds',
    'Email alerts, webhooks, Slack and Teams',
    'Reports in PDF, CSV and Excel',
    statusPageText(plan),
    ...PLAN_FEATURE_IDS.filter((f) => planHas(plan.id, f)).map((f) => PLAN_FEATURES[f]),
  ];
}

export const planName = (id: PlanId) => PLANS[id].name;
