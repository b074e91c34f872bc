// The one plan grid: prices (cents per month) and property limits. Revenue uses what was charged.
export const PLAN_IDS = ['solo', 'starter', 'basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  priceCents: number;
  /** null means unlimited */
  propertyLimit: number | null;
};

export const PLANS: Record<PlanId, Plan> = {
  solo: { id: 'solo', name: 'Solo', priceCents: 100, propertyLimit: 1 },
  starter: { id: 'starter', name: 'Starter', priceCents: 900, propertyLimit: 10 },
  basic: { id: 'basic', name: 'Basic', priceCents: 2900, propertyLimit: 100 },
  pro: { id: 'pro', name: 'Pro', priceCents: 9900, propertyLimit: 500 },
  enterprise: { id: 'enterprise', name: 'Enterprise', priceCents: 29900, propertyLimit: null },
};

export const TRIAL_DAYS = 14;
