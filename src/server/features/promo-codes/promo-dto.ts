import type { PromoCode } from '../../../contracts/promo-codes.js';
import type { PromoRow } from '../../billing/check-promo-code.js';

export function toPromoDto(r: PromoRow): PromoCode {
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    discountType: r.discountType,
    discountValue: r.discountValue,
    maxUsage: r.maxUsage,
    usedCount: r.usedCount,
    validFrom: r.validFrom.toISOString(),
    validUntil: r.validUntil ? r.validUntil.toISOString() : null,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  };
}
