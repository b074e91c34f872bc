// The admin page's figures (spec commercial §2): totals, usage, codes expiring within 7 days,
// and how a code's discount, usage, validity and status read in the table.
import { EXPIRING_SOON_DAYS, type PromoCode } from '../../../../contracts/promo-codes.js';

export function promoStats(codes: readonly PromoCode[], now: number = Date.now()) {
  const soon = now + EXPIRING_SOON_DAYS * 86_400_000;
  return {
    total: codes.length,
    active: codes.filter((c) => c.isActive).length,
    inactive: codes.filter((c) => !c.isActive).length,
    usage: codes.reduce((sum, c) => sum + c.usedCount, 0),
    expiringSoon: codes.filter((c) => {
      if (!c.isActive || !c.validUntil) return false;
      const until = Date.parse(c.validUntil);
      return until >= now && until <= soon;
    }).length,
  };
}

export const discountText = (c: Pick<PromoCode, 'discountType' | 'discountValue'>) =>
  c.discountType === 'percentage'
    ? `${c.discountValue}%`
    : `$${(c.discountValue / 100).toFixed(2)}`;

export const usageText = (c: Pick<PromoCode, 'usedCount' | 'maxUsage'>) =>
  c.maxUsage === null ? String(c.usedCount) : `${c.usedCount}/${c.maxUsage}`;

export const validUntilText = (c: Pick<PromoCode, 'validUntil'>) =>
  c.validUntil
    ? new Date(c.validUntil).toLocaleDateString(undefined, { timeZone: 'UTC' })
    : 'No expiry';

export function statusOf(
  c: PromoCode,
  now: number = Date.now(),
): 'Active' | 'Inactive' | 'Expired' {
  if (!c.isActive) return 'Inactive';
  return c.validUntil && Date.parse(c.validUntil) < now ? 'Expired' : 'Active';
}

/** The date input's value for a stored validUntil (the UTC day it ends). */
export const dateInputValue = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
