// The arithmetic the server and the web share: discounts (floor at 0), days left, the downgrade
// message, and the Business Dashboard's rules (spec commercial §4, §5).
import { describe, expect, it } from 'vitest';
import { daysLeft, downgradeMessage, formatCents } from './billing.js';
import { averageRevenuePerUser, conversionRate, exportFileName, trendOf } from './business.js';
import { discountedCents, discountLabel, normalizeCode } from './promo-codes.js';

describe('billing arithmetic', () => {
  it('discounts by percent or by cents, never below zero', () => {
    expect(discountedCents(2900, { discountType: 'percentage', discountValue: 20 })).toBe(2320);
    expect(discountedCents(2900, { discountType: 'fixed', discountValue: 2000 })).toBe(900);
    expect(discountedCents(900, { discountType: 'fixed', discountValue: 2000 })).toBe(0);
    expect(discountedCents(100, { discountType: 'percentage', discountValue: 100 })).toBe(0);
    expect(discountedCents(9900, null)).toBe(9900);
    expect(discountLabel({ discountType: 'fixed', discountValue: 2000 })).toBe('$20.00 off');
    expect(normalizeCode('  spring20 ')).toBe('SPRING20');
    expect(formatCents(29900)).toBe('$299.00');
  });

  it('counts a part day as a day left, and nothing once the trial is over', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(daysLeft(new Date('2026-05-15T12:00:00Z'), now)).toBe(14);
    expect(daysLeft(new Date('2026-05-01T13:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-04-30T12:00:00Z'), now)).toBe(0);
  });

  it('says how many properties to remove before a downgrade', () => {
    expect(downgradeMessage('basic', 101)).toBe(
      'The Basic plan allows 100 properties; your workspace has 101. Remove 1 property before changing to this plan.',
    );
  });

  it('follows the dashboard rules: trend by sign, rates guarded against zero', () => {
    expect(trendOf(12.5)).toBe('Growing');
    expect(trendOf(-3)).toBe('Declining');
    expect(trendOf(0)).toBe('Stable');
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(0, 0)).toBe(0);
    expect(averageRevenuePerUser(5000, 0)).toBe(0);
    expect(averageRevenuePerUser(5000, 2)).toBe(2500);
    expect(exportFileName(new Date('2026-12-31T10:00:00Z'))).toBe('customer-emails-2026-12-31.csv');
  });
});
