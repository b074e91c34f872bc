// Promo codes (spec commercial §2, §3, §5, §7, §8): the user's validation call, the admin's
// list/create/edit/deactivate calls, the discount arithmetic both sides share, and their texts.
import { z } from 'zod';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Days ahead that count as "Expiring Soon" on the admin page. */
export const EXPIRING_SOON_DAYS = 7;

export const PROMO_MSG = {
  // user side (spec §8)
  requiredTitle: 'Promo Code Required',
  required: 'Please enter a promo code to validate.',
  invalidTitle: 'Invalid Promo Code',
  invalidFallback: 'The promo code you entered is not valid.',
  applied: 'Promo Code Applied',
  // server reasons
  unknown: 'This promo code does not exist.',
  inactive: 'This promo code is no longer active.',
  notYetValid: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has reached its usage limit.',
  alreadyUsed: 'This workspace has already used this promo code.',
  // admin side (spec §8)
  created: 'Promo code created successfully',
  updated: 'Promo code updated successfully',
  deactivated: 'Promo code deactivated successfully',
  createFailed: 'Failed to create promo code',
  updateFailed: 'Failed to update promo code',
  deactivateFailed: 'Failed to deactivate promo code',
  codeRequired: 'Code is required',
  codeFormat: 'Code may contain letters, digits, - and _ only',
  codeTaken: 'A promo code with this code already exists',
  valueRequired: 'Discount value is required',
  valueWhole: 'Discount value must be a whole number',
  percentRange: 'A percentage discount must be between 1 and 100',
  fixedRange: 'A fixed discount must be between 1 and 10000000 cents',
  maxUsageInvalid: 'Max usage must be a whole number of at least 1',
  maxUsageBelowUsed: 'Max usage cannot be lower than the number of times the code was used',
  validUntilInvalid: 'Valid until must be a date',
  validUntilPast: 'Valid until must be in the future',
  notFound: 'Promo code not found',
  onlyActiveEditable: 'Only active promo codes can be edited',
  alreadyInactive: 'This promo code is already inactive',
  // hint texts of the dialogs (spec §2)
  percentHint: 'Enter a number such as 20 for 20% off.',
  fixedHint: 'Enter cents, such as 2000 for $20.',
} as const;

/** Trimmed and upper-cased, as the user's code is sent and as codes are stored. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export type Discount = { discountType: DiscountType; discountValue: number };

/** The price after a discount, in cents: percent off, or a fixed amount in cents; never below 0. */
export function discountedCents(priceCents: number, discount: Discount | null | undefined): number {
  if (!discount) return priceCents;
  const off =
    discount.discountType === 'percentage'
      ? Math.round((priceCents * discount.discountValue) / 100)
      : discount.discountValue;
  return Math.max(0, priceCents - off);
}

/** "20% off" or "$20.00 off". */
export function discountLabel(d: Discount): string {
  return d.discountType === 'percentage'
    ? `${d.discountValue}% off`
    : `$${(d.discountValue / 100).toFixed(2)} off`;
}

// POST /api/promo-codes/validate
export const validatePromoBody = z.object({
  code: z
    .string({ error: PROMO_MSG.required })
    .transform(normalizeCode)
    .pipe(z.string().min(1, PROMO_MSG.required).max(40, PROMO_MSG.unknown)),
});
export type ValidatePromoBody = z.input<typeof validatePromoBody>;

export const promoValidation = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  description: z.string(),
});
export type PromoValidation = z.infer<typeof promoValidation>;

// Admin calls
export const promoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  maxUsage: z.number().int().nullable(),
  usedCount: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCode>;

const description = z
  .string()
  .trim()
  .max(200, 'Description must be at most 200 characters')
  // PostgreSQL text cannot hold a NUL byte; refuse it here rather than fail at the insert.
  .refine((v) => !v.includes('\u0000'), 'Description cannot contain control characters')
  .optional()
  .default('');

const discountValue = z.coerce
  .number({ error: PROMO_MSG.valueRequired })
  .refine((v) => Number.isInteger(v), PROMO_MSG.valueWhole);

/** The column is a 32-bit integer; no real promotion comes near it. */
const MAX_USAGE_LIMIT = 2_147_483_647;

const maxUsage = z
  .union([z.null(), z.literal(''), z.coerce.number({ error: PROMO_MSG.maxUsageInvalid })])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v))
  .refine(
    (v) => v === null || (Number.isInteger(v) && v >= 1 && v <= MAX_USAGE_LIMIT),
    PROMO_MSG.maxUsageInvalid,
  );

/** A date ('2026-12-31', the whole day counts, UTC) or a full timestamp; '' or null: none. */
const validUntil = z
  .union([z.null(), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v.trim() === '') return null;
    const s = v.trim();
    const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T23:59:59.999Z`) : new Date(s);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: PROMO_MSG.validUntilInvalid });
      return z.NEVER;
    }
    return d;
  });

function checkRange(
  v: { discountType: DiscountType; discountValue: number },
  ctx: z.RefinementCtx,
) {
  if (v.discountType === 'percentage' && (v.discountValue < 1 || v.discountValue > 100)) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: PROMO_MSG.percentRange });
  }
  if (v.discountType === 'fixed' && (v.discountValue < 1 || v.discountValue > 10_000_000)) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: PROMO_MSG.fixedRange });
  }
}

export const createPromoBody = z
  .object({
    code: z
      .string({ error: PROMO_MSG.codeRequired })
      .transform(normalizeCode)
      .pipe(
        z
          .string()
          .min(1, PROMO_MSG.codeRequired)
          .max(40, 'Code must be at most 40 characters')
          .regex(/^[A-Z0-9_-]+$/, PROMO_MSG.codeFormat),
      ),
    description,
    discountType: z
      .enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage or fixed' })
      .default('percentage'),
    discountValue,
    maxUsage,
    /** accepted for the specification's payload; the server sets it to the creation time */
    validFrom: z.unknown().optional(),
    validUntil,
  })
  .superRefine(checkRange);
export type CreatePromoBody = z.input<typeof createPromoBody>;

export const updatePromoBody = z
  .object({
    description,
    discountType: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage or fixed' }),
    discountValue,
    maxUsage,
    validUntil,
  })
  .superRefine(checkRange);
export type UpdatePromoBody = z.input<typeof updatePromoBody>;

export const promoIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
