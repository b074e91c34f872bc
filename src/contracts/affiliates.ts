// The affiliate programme (spec commercial §2, §3, §5, §7, §8, §9): the affiliate's application
// and dashboard, the admin's list and review, payouts, and the programme's constants and texts.
import { z } from 'zod';

export const AFFILIATE_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

/** spec §9 and docs/decisions/013-programmes.md */
export const AFFILIATE_TERMS = {
  defaultRate: 0.2,
  cookieDays: 30,
  holdDays: 30,
  recentClicks: 10,
  /** one address's clicks on one link within this window count once */
  repeatClickMinutes: 10,
} as const;

/** The tracking cookie: holds the click (a random token), first-party, 30 days. */
export const AFFILIATE_COOKIE = 'pm_ref';

export const AFFILIATE_MSG = {
  applied: 'Your affiliate application has been submitted for review',
  applyFailed: 'Failed to submit affiliate application',
  updated: 'Affiliate status updated successfully',
  updateFailed: 'Failed to update affiliate status',
  copiedTitle: 'Copied!',
  copied: 'Affiliate link copied to clipboard',
  underReview: 'Application Under Review',
  rejected: 'Application Rejected',
  paypalRequired: 'PayPal email is required',
  paypalInvalid: 'Please enter a valid PayPal email address',
  statusRequired: 'Status is required',
  rateRange: 'Commission rate must be between 0 and 100',
  alreadyApplied: 'You have already applied to the affiliate program',
  notAffiliate: 'You are not an affiliate',
  notFound: 'Affiliate not found',
  payoutNotFound: 'Payout not found',
  payoutAlreadyPaid: 'This payout is already marked paid',
  nothingDue: 'No commissions are due for payout',
  exported: 'Payout file created',
  exportFailed: 'Failed to export payouts',
  markedPaid: 'Payout marked as paid',
  markPaidFailed: 'Failed to mark payout as paid',
} as const;

export const applyAffiliateBody = z.object({
  paypalEmail: z
    .string({ error: AFFILIATE_MSG.paypalRequired })
    .trim()
    .min(1, AFFILIATE_MSG.paypalRequired)
    .max(254, AFFILIATE_MSG.paypalInvalid)
    .pipe(z.email(AFFILIATE_MSG.paypalInvalid)),
  bankDetails: z.string().trim().max(500).optional(),
});
export type ApplyAffiliateBody = z.input<typeof applyAffiliateBody>;

/** PUT /api/affiliates/{id}/status: the rate is a fraction (percent / 100); absent keeps it. */
export const affiliateStatusBody = z.object({
  status: z.enum(AFFILIATE_STATUSES, { error: AFFILIATE_MSG.statusRequired }),
  notes: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) => v || null),
  commissionRate: z
    .number({ error: AFFILIATE_MSG.rateRange })
    .gt(0, AFFILIATE_MSG.rateRange)
    .max(1, AFFILIATE_MSG.rateRange)
    .optional(),
});
export type AffiliateStatusBody = z.input<typeof affiliateStatusBody>;

/** The admin form's percent field as the call sends it: a fraction, or omitted when 0 or empty. */
export function rateFromPercent(input: string): number | undefined | 'invalid' {
  if (input.trim() === '') return undefined;
  const pct = Number(input);
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) return 'invalid';
  if (pct === 0) return undefined;
  return Math.round(pct * 10) / 1000;
}

export const affiliate = z.object({
  id: z.number().int(),
  userId: z.string(),
  affiliateCode: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  commissionRate: z.number(),
  /** cents: every commission not reversed */
  totalEarnings: z.number().int(),
  totalClicks: z.number().int(),
  totalConversions: z.number().int(),
  paypalEmail: z.string(),
  bankDetails: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Affiliate = z.infer<typeof affiliate>;

/** The admin list adds who the affiliate is and what is held for review or due. */
export const adminAffiliate = affiliate.extend({
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  flaggedReferrals: z.number().int(),
  dueCents: z.number().int(),
});
export type AdminAffiliate = z.infer<typeof adminAffiliate>;

export const COMMISSION_STATUSES = ['pending', 'due', 'paid', 'reversed', 'flagged'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const affiliateClick = z.object({
  id: z.number().int(),
  clickedAt: z.string(),
  landingPage: z.string(),
  /** last octet masked (203.0.113.x), or 'Hidden' */
  ipAddress: z.string(),
  converted: z.boolean(),
});
export type AffiliateClick = z.infer<typeof affiliateClick>;

export const affiliateCommission = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  subscriptionAmount: z.number().int(),
  commissionAmount: z.number().int(),
  status: z.enum(COMMISSION_STATUSES),
  dueAt: z.string(),
});
export type AffiliateCommission = z.infer<typeof affiliateCommission>;

export const affiliateStats = z.object({
  totalClicks: z.number().int(),
  totalConversions: z.number().int(),
  /** percent, 2 decimals */
  conversionRate: z.number(),
});

export const myAffiliateStats = z.object({
  affiliate,
  clicks: z.array(affiliateClick),
  commissions: z.array(affiliateCommission),
  stats: affiliateStats,
});
export type MyAffiliateStats = z.infer<typeof myAffiliateStats>;

export const payout = z.object({
  id: z.number().int(),
  affiliateId: z.number().int(),
  affiliateCode: z.string(),
  period: z.string(),
  amountCents: z.number().int(),
  paypalEmail: z.string(),
  status: z.enum(['exported', 'paid']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payout>;

export const affiliateIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Conversions / clicks as a percent with 2 decimals; 0 without clicks. */
export function conversionRate(clicks: number, conversions: number): number {
  return clicks === 0 ? 0 : Math.round((conversions / clicks) * 10_000) / 100;
}

/** The tracking link of a code, on the given origin (the browser's, spec §2). */
export const trackingLink = (origin: string, code: string) =>
  `${origin}/track/${encodeURIComponent(code)}`;
