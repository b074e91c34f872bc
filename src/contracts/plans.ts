// The one plan grid: prices (cents per month) and property limits. Revenue uses what was charged.
export const PLAN_IDS = ['solo', 'starter', 'basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  priceCents: number;
  /** null means unlimited */
  propertyLimit: number | null;
  /** the public REST API with API keys (DESIGN §1: Pro and Enterprise) */
  apiAccess: boolean;
  /** SMS alerts to members' verified phones (DESIGN §1: Pro and Enterprise) */
  smsAlerts: boolean;
};

export const PLANS: Record<PlanId, Plan> = {
  solo: {
    id: 'solo',
    name: 'Solo',
    priceCents: 100,
    propertyLimit: 1,
    apiAccess: false,
    smsAlerts: false,
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    priceCents: 900,
    propertyLimit: 10,
    apiAccess: false,
    smsAlerts: false,
  },
  basic: {
    id: 'basic',
    name: 'Basic',
    priceCents: 2900,
    propertyLimit: 100,
    apiAccess: false,
    smsAlerts: false,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 9900,
    propertyLimit: 500,
    apiAccess: true,
    smsAlerts: true,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: 29900,
    propertyLimit: null,
    apiAccess: true,
    smsAlerts: true,
  },
};

export const TRIAL_DAYS = 14;
