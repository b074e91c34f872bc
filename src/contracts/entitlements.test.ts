import { describe, expect, it } from 'vitest';
import {
  planHas,
  plansWith,
  propertiesOverLimit,
  propertyFit,
  propertyLimitOf,
  propertyUsage,
} from './entitlements.js';
import { PLAN_IDS, type PlanId } from './plans.js';

// DESIGN §1's grid: Solo 1, Starter 10, Basic 100, Pro 500, Enterprise unlimited; SMS and the
// public API on Pro and Enterprise only.
const GRID: Record<PlanId, { limit: number | null; sms: boolean; api: boolean }> = {
  solo: { limit: 1, sms: false, api: false },
  starter: { limit: 10, sms: false, api: false },
  basic: { limit: 100, sms: false, api: false },
  pro: { limit: 500, sms: true, api: true },
  enterprise: { limit: null, sms: true, api: true },
};

describe('entitlements per plan', () => {
  it.each(PLAN_IDS)('%s: limit and features as the grid says', (plan) => {
    const want = GRID[plan];
    expect(propertyLimitOf(plan)).toBe(want.limit);
    expect(planHas(plan, 'smsAlerts')).toBe(want.sms);
    expect(planHas(plan, 'apiAccess')).toBe(want.api);
  });

  it.each(PLAN_IDS.filter((p) => GRID[p].limit !== null))(
    '%s: the last property fits, one more does not',
    (plan) => {
      const limit = GRID[plan].limit as number;
      expect(propertyFit(plan, limit - 1)).toEqual({ fits: true });
      expect(propertyFit(plan, limit)).toEqual({ fits: false, limit, room: 0 });
      expect(propertyUsage(plan, limit - 1).canAddMore).toBe(true);
      expect(propertyUsage(plan, limit)).toMatchObject({ canAddMore: false, percentage: 100 });
      expect(propertiesOverLimit(plan, limit)).toBe(0);
      expect(propertiesOverLimit(plan, limit + 3)).toBe(3);
    },
  );

  it('counts a whole import against the room left', () => {
    expect(propertyFit('starter', 4, 6)).toEqual({ fits: true });
    expect(propertyFit('starter', 4, 7)).toEqual({ fits: false, limit: 10, room: 6 });
    expect(propertyFit('starter', 12, 1)).toEqual({ fits: false, limit: 10, room: 0 });
    expect(propertyFit('basic', 100, 0)).toEqual({ fits: true });
  });

  it('never limits Enterprise', () => {
    expect(propertyFit('enterprise', 1_000_000, 50_000)).toEqual({ fits: true });
    expect(propertyUsage('enterprise', 12_000)).toEqual({
      current: 12_000,
      limit: null,
      plan: 'enterprise',
      percentage: 0,
      canAddMore: true,
    });
    expect(propertiesOverLimit('enterprise', 12_000)).toBe(0);
  });

  it('reports usage to one decimal', () => {
    expect(propertyUsage('pro', 1)).toMatchObject({ current: 1, limit: 500, percentage: 0.2 });
    expect(propertyUsage('starter', 3).percentage).toBe(30);
  });

  it('names the plans that carry a feature', () => {
    expect(plansWith('smsAlerts')).toBe('Pro and Enterprise');
    expect(plansWith('apiAccess')).toBe('Pro and Enterprise');
  });
});
