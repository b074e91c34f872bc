import type { PromoCode } from '../../../contracts/promo-codes.js';
import type { PromoRow } from '../../billing/check-promo-code.js';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toPromoDto(r: PromoRow & { created_at: Date | string }): PromoCode {
  return {
    id: r.id,
    code: r.code,
    description: r.description,
    discountType: r.discount_type,
    discountValue: r.discount_value,
    maxUsage: r.max_usage,
    usedCount: r.used_count,
    validFrom: iso(r.valid_from),
    validUntil: r.valid_until ? iso(r.valid_until) : null,
    isActive: r.is_active,
    createdAt: iso(r.created_at),
  };
}
