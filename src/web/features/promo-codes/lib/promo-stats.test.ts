import { describe, expect, it } from 'vitest';
import type { PromoCode } from '../../../../contracts/promo-codes.js';
import { discountText, promoStats, statusOf, usageText, validUntilText } from './promo-stats.js';

const now = Date.parse('2026-05-10T12:00:00Z');
const code = (over: Partial<PromoCode>): PromoCode => ({
  id: 1,
  code: 'X',
  description: '',
  discountType: 'percentage',
  discountValue: 20,
  maxUsage: null,
  usedCount: 0,
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('promo code figures', () => {
  it('counts totals, usage and codes expiring within 7 days (active, not yet expired)', () => {
    const stats = promoStats(
      [
        code({ usedCount: 3, validUntil: '2026-05-15T23:59:59Z' }),
        code({ usedCount: 2, validUntil: '2026-05-30T00:00:00Z' }),
        code({ isActive: false, usedCount: 5, validUntil: '2026-05-12T00:00:00Z' }),
        code({ validUntil: '2026-05-01T00:00:00Z' }),
      ],
      now,
    );
    expect(stats).toEqual({ total: 4, active: 3, inactive: 1, usage: 10, expiringSoon: 1 });
  });

  it('reads discount, usage, validity and status as the table shows them', () => {
    expect(discountText({ discountType: 'percentage', discountValue: 20 })).toBe('20%');
    expect(discountText({ discountType: 'fixed', discountValue: 2000 })).toBe('$20.00');
    expect(usageText({ usedCount: 3, maxUsage: null })).toBe('3');
    expect(usageText({ usedCount: 3, maxUsage: 10 })).toBe('3/10');
    expect(validUntilText({ validUntil: null })).toBe('No expiry');
    expect(statusOf(code({ isActive: false }), now)).toBe('Inactive');
    expect(statusOf(code({ validUntil: '2026-05-01T00:00:00Z' }), now)).toBe('Expired');
    expect(statusOf(code({}), now)).toBe('Active');
  });
});
