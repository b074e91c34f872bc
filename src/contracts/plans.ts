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
  /** public status pages the workspace may publish (issue 27); null means unlimited */
  statusPageLimit: number | null;
  /** status pages protected by a password (issue 27: Basic and up) */
  statusPagePassword: boolean;
  /** a status page on the customer's own host name (issue 27: Pro and Enterprise) */
  statusPageDomain: boolean;
};

export const PLANS: Record<PlanId, Plan> = {
  solo: basic('solo', 'Solo', 100, 1),
  starter: { ...basic('starter', 'Starter', 900, 10), statusPageLimit: 2 },
  basic: { ...basic('basic', 'Basic', 2900, 100), statusPageLimit: 5, statusPagePassword: true },
  pro: {
    ...basic('pro', 'Pro', 9900, 500),
    smsAlerts: true,
    apiAccess: true,
    statusPageLimit: 20,
    statusPagePassword: true,
    statusPageDomain: true,
  },
  enterprise: {
    ...basic('enterprise', 'Enterprise', 29900, null),
    smsAlerts: true,
    apiAccess: true,
    statusPageLimit: null,
    statusPagePassword: true,
    statusPageDomain: true,
  },
};

function basic(id: PlanId, name: string, priceCents: number, propertyLimit: number | null): Plan {
  return {
    id,
    name,
    priceCents,
    propertyLimit,
    smsAlerts: false,
    apiAccess: false,
    // every plan may publish one public page
    statusPageLimit: 1,
    statusPagePassword: false,
    statusPageDomain: false,
  };
}

export const TRIAL_DAYS = 14;
