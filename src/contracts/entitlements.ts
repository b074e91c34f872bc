// The one place that says what a plan entitles a workspace to (beside the permission map, which
// says what a role may do): the property limit and the plan features (SMS alerts, the public
// API, and whatever comes next). Every check reads it, on the server (create, import, plan
// change, SMS, API keys) and on the web (limits, upgrade prompts, the plan grid); no other file
// reads the plan grid's limit or feature flags.
import { PLAN_IDS, PLANS, type PlanId } from './plans.js';

/** Features a plan may include; a new one is a flag in the plan grid and a name here. */
export const PLAN_FEATURES = {
  smsAlerts: 'SMS alerts',
  apiAccess: 'API access',
  statusPagePassword: 'Password-protected status pages',
  statusPageDomain: 'Status pages on your own domain',
} as const;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/** Whether the plan includes the feature. */
export function planHas(plan: PlanId, feature: PlanFeature): boolean {
  return PLANS[plan][feature];
}

/** The plans that carry a feature, by name: "Pro and Enterprise". */
export function plansWith(feature: PlanFeature): string {
  const names = PLAN_IDS.filter((id) => planHas(id, feature)).map((id) => PLANS[id].name);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** How many properties the plan allows; null means unlimited. */
export function propertyLimitOf(plan: PlanId): number | null {
  return PLANS[plan].propertyLimit;
}

/** Whether `adding` more properties fit beside `current`, and if not, the limit and the room left. */
export type PropertyFit = { fits: true } | { fits: false; limit: number; room: number };

export function propertyFit(plan: PlanId, current: number, adding = 1): PropertyFit {
  const limit = propertyLimitOf(plan);
  if (limit === null || current + adding <= limit) return { fits: true };
  return { fits: false, limit, room: Math.max(0, limit - current) };
}

/** The workspace's use of its property limit, as GET /api/properties/limits answers it. */
export function propertyUsage(plan: PlanId, current: number) {
  const limit = propertyLimitOf(plan);
  return {
    current,
    limit,
    plan,
    percentage: limit === null ? 0 : Math.min(100, Math.round((current / limit) * 1000) / 10),
    canAddMore: propertyFit(plan, current).fits,
  };
}

/** How many properties must go before the workspace fits the plan (0 when it fits already). */
export function propertiesOverLimit(plan: PlanId, current: number): number {
  const limit = propertyLimitOf(plan);
  return limit === null ? 0 : Math.max(0, current - limit);
}

/** How many status pages the plan allows; null means unlimited. */
export function statusPageLimitOf(plan: PlanId): number | null {
  return PLANS[plan].statusPageLimit;
}
