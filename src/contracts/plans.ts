// The one plan grid: prices (cents per month), property limits and feature flags. Revenue uses
// what was charged. Checks read the limits and flags through entitlements.ts, never from here.
export const PLAN_IDS = ['solo', 'starter', 'basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  priceCents: number;
  /** null means unlimited */
  propertyLimit: number | null;
  /** SMS alerts (DESIGN §1: Pro and Enterprise) */
  smsAlerts: boolean;
  /** the public API with API keys (DESIGN §1: Pro and Enterprise) */
  apiAccess: boolean;
};

export const PLANS: Record<PlanId, Plan> = {
  solo: basic('solo', 'Solo', 100, 1),
  starter: basic('starter', 'Starter', 900, 10),
  basic: basic('basic', 'Basic', 2900, 100),
  pro: { ...basic('pro', 'Pro', 9900, 500), smsAlerts: true, apiAccess: true },
  enterprise: {
    ...basic('enterprise', 'Enterprise', 29900, null),
    smsAlerts: true,
    apiAccess: true,
  },
};

function basic(id: PlanId, name: string, priceCents: number, propertyLimit: number | null): Plan {
  return { id, name, priceCents, propertyLimit, smsAlerts: false, apiAccess: false };
}

export const TRIAL_DAYS = 14;
