// Billing: each workspace's Stripe customer and pause state, its subscriptions and invoices as
// last read from Stripe, the webhook events seen, and promo codes with their redemptions.
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '../../../contracts/plans.js';
import { users, workspaces } from './accounts.js';
import { createdAtColumn, timestamps, updatedAtColumn } from './columns.js';
import { workspaceIdColumn } from './owner-columns.js';

/** One row per workspace that ever met billing: its Stripe customer and whether checks pause. */
export const billingAccounts = pgTable('billing_accounts', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** set while monitoring is paused because a trial or a subscription ended unpaid */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  pausedReason: text('paused_reason', { enum: ['trial_ended', 'subscription_ended'] }),
  /** the trial's end these mails were sent for: a changed trial end sends them again */
  trialReminderFor: timestamp('trial_reminder_for', { withTimezone: true }),
  trialLastDayFor: timestamp('trial_last_day_for', { withTimezone: true }),
  updatedAt: updatedAtColumn(),
});

/** A Stripe subscription as last read from Stripe (the webhook event is only a hint). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    workspaceId: workspaceIdColumn(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    /** Stripe's status: incomplete, active, past_due, canceled, unpaid, incomplete_expired... */
    status: text('status').notNull(),
    /** from the subscription item (API 2025-03-31 and later) */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_workspace_idx').on(t.workspaceId)],
);

/** Invoices as read from Stripe: what was charged, after discounts (revenue reads these). */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** kept when the workspace is deleted: revenue already earned stays in the figures */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id'),
    number: text('number'),
    status: text('status').notNull(),
    /** subscription_create, subscription_cycle, subscription_update (prorations)... */
    billingReason: text('billing_reason'),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdf: text('invoice_pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoices_workspace_idx').on(t.workspaceId, t.createdAt),
    index('invoices_paid_idx').on(t.paidAt),
  ],
);

/** Webhook events already handled: each id is processed once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** stored upper-case */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    /** percent (1-100) or cents */
    discountValue: integer('discount_value').notNull(),
    maxUsage: integer('max_usage'),
    /** paid subscriptions that used the code */
    usedCount: integer('used_count').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** the mirror in Stripe (coupon + promotion code), so invoices show the discount */
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(t.code)],
);

/**
 * A code held for one subscription: reserved when the subscription is created (so two customers
 * cannot both take the last use), redeemed when it is paid, released when it never is.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    workspaceId: workspaceIdColumn(),
    subscriptionId: text('subscription_id').notNull(),
    status: text('status', { enum: ['reserved', 'redeemed', 'released'] }).notNull(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_redemptions_subscription_key').on(t.subscriptionId),
    index('promo_redemptions_code_idx').on(t.promoCodeId, t.status),
  ],
);
