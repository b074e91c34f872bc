// Billing (spec commercial §2 Billing, §3, §4, §7, §8; DESIGN §1): the workspace's plan, trial,
// pause and subscription, checkout, plan changes, cancellation, invoices and Contact Sales.
import { wordFor } from './plural.js';
import { z } from 'zod';
import { propertyLimitOf } from './entitlements.js';
import { PLAN_IDS, PLANS, type PlanId } from './plans.js';
import { PROMO_MSG } from './promo-codes.js';

export const BILLING_MSG = {
  notConfigured: 'Billing is not configured. Please contact support.',
  paymentSuccessful: 'Payment Successful',
  paymentSuccessfulBody: 'Your subscription is active.',
  paymentFailed: 'Payment Failed',
  initiateFailed: 'Failed to initiate subscription',
  providerUnavailable: 'The payment provider did not answer. Please try again in a moment.',
  currentPlan: 'This is already your current plan.',
  enterpriseBySales: 'The Enterprise plan is arranged with our sales team: use Contact Sales.',
  noSubscription: 'There is no active subscription to change.',
  alreadyCanceling: 'The subscription already ends at the close of this period.',
  notCanceling: 'The subscription is not set to end.',
  paused:
    'Monitoring is paused: your trial or subscription ended without payment. Your data is kept; choose a plan to resume checks.',
  pausedShort: 'Monitoring is paused',
  salesSent: 'Thank you. Our sales team will contact you shortly.',
  salesFailed: 'Failed to send your message. Please try again.',
  planChanged: 'Plan changed',
  canceled: 'Your subscription will end at the close of the current period.',
  resumed: 'Your subscription will continue.',
} as const;

/** A downgrade that would leave more properties than the plan allows (DESIGN §1). */
export function downgradeMessage(plan: PlanId, propertyCount: number): string {
  const limit = propertyLimitOf(plan) ?? Infinity;
  const excess = propertyCount - limit;
  return `The ${PLANS[plan].name} plan allows ${limit} ${wordFor(limit, { one: 'property', other: 'properties' })}; your workspace has ${propertyCount}. Remove ${excess} ${wordFor(excess, { one: 'property', other: 'properties' })} before changing to this plan.`;
}

/** Dollars with two decimals from cents: 9900 -> "$99.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Whole days left until `endsAt` (a part day counts as a day); 0 once it has passed. */
export function daysLeft(endsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 86_400_000));
}

// POST /api/create-subscription
export const createSubscriptionBody = z.object({
  plan: z.enum(PLAN_IDS, { error: `Plan must be one of ${PLAN_IDS.join(', ')}` }),
  promoCode: z
    .string()
    .trim()
    .max(40)
    .transform((v) => v.toUpperCase())
    // Codes are letters, digits, _ and -: anything else names no code (and never reaches SQL).
    .refine((v) => /^[A-Z0-9_-]*$/.test(v), PROMO_MSG.unknown)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBody>;

export const createSubscriptionResponse = z.object({
  /** confirm the payment with it; null when nothing is due (a 100% discount) */
  clientSecret: z.string().nullable(),
  subscriptionId: z.string(),
  /** what the first invoice asks for, in cents, after any discount */
  amountDueCents: z.number().int(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const subscriptionSummary = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  status: z.string(),
  /** the real next billing date (end of the current period) */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

// GET /api/billing: what the billing page and the shell's trial/pause banners show.
export const billingOverview = z.object({
  configured: z.boolean(),
  /** Stripe's publishable key and where to load Stripe.js from (null when not configured) */
  publishableKey: z.string().nullable(),
  stripeJsUrl: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  trial: z.object({ endsAt: z.string(), daysLeft: z.number().int() }).nullable(),
  paused: z
    .object({ since: z.string(), reason: z.enum(['trial_ended', 'subscription_ended']) })
    .nullable(),
  /** the subscription that governs the plan (active, past due), else the latest one */
  subscription: subscriptionSummary.nullable(),
  propertyCount: z.number().int(),
  canManage: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverview>;

export const changePlanBody = z.object({
  plan: z.enum(PLAN_IDS, { error: `Plan must be one of ${PLAN_IDS.join(', ')}` }),
});
export type ChangePlanBody = z.infer<typeof changePlanBody>;

export const invoiceSummary = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  hostedInvoiceUrl: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const portalSession = z.object({ url: z.string() });

// POST /api/billing/contact-sales (the Enterprise plan's Contact Sales form)
export const contactSalesBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  company: z.string().trim().max(200, 'Company is too long').optional().default(''),
  propertyCount: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'Please enter the number of properties' })
      .int('Number of properties must be a whole number')
      .min(1, 'Number of properties must be at least 1')
      .max(10_000_000, 'Number of properties is too large'),
  ),
  message: z.string().trim().max(5000, 'Message is too long').optional().default(''),
});
export type ContactSalesBody = z.input<typeof contactSalesBody>;
