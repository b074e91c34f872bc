// The beta and affiliate programmes (spec commercial §2, §3; docs/decisions/013-programmes.md):
// beta applications with their one-time sign-up links; affiliates, their tracked clicks, the
// workspaces they referred, the commissions earned on those workspaces' paid invoices, and the
// monthly payouts that settle them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';
import { createdAtColumn, timestamps, updatedAtColumn } from './columns.js';
import { userIdColumn } from './owner-columns.js';

export const betaTesters = pgTable(
  'beta_testers',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    propertiesCount: integer('properties_count').notNull(),
    useCase: text('use_case').notNull(),
    reasonForTesting: text('reason_for_testing').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** an admin's invitation rather than the public form */
    invited: boolean('invited').notNull().default(false),
    /** sha256 of the one-time sign-up link's token (approved rows only) */
    signupTokenHash: text('signup_token_hash'),
    signupTokenExpiresAt: timestamp('signup_token_expires_at', { withTimezone: true }),
    /** the workspace created through the link: the link is spent */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('beta_testers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('beta_testers_token_key').on(t.signupTokenHash),
  ],
);

export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    affiliateCode: text('affiliate_code').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'suspended'] })
      .notNull()
      .default('pending'),
    /** a fraction: 0.2 is 20 % */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 4 }).notNull().default('0.2'),
    paypalEmail: text('paypal_email').notNull(),
    bankDetails: text('bank_details'),
    notes: text('notes'),
    createdAt: createdAtColumn(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('affiliates_user_key').on(t.userId),
    uniqueIndex('affiliates_code_key').on(t.affiliateCode),
  ],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    /** the random value the visitor's cookie holds: a click cannot be claimed by guessing ids */
    token: text('token').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
    landingPage: text('landing_page').notNull(),
    ipAddress: text('ip_address'),
    /** a workspace was created while this click's cookie was present */
    converted: boolean('converted').notNull().default(false),
  },
  (t) => [
    index('affiliate_clicks_affiliate_idx').on(t.affiliateId, t.clickedAt),
    uniqueIndex('affiliate_clicks_token_key').on(t.token),
  ],
);

/** One row per referred workspace: which affiliate, through which click, and whether flagged. */
export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    clickId: integer('click_id').references(() => affiliateClicks.id, { onDelete: 'set null' }),
    /** why the referral is held for review (self-referral), or null */
    flaggedReason: text('flagged_reason'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('affiliate_referrals_affiliate_idx').on(t.affiliateId)],
);

export const affiliatePayouts = pgTable('affiliate_payouts', {
  id: serial('id').primaryKey(),
  affiliateId: integer('affiliate_id')
    .notNull()
    .references(() => affiliates.id, { onDelete: 'cascade' }),
  /** the month exported, 'YYYY-MM' */
  period: text('period').notNull(),
  amountCents: integer('amount_cents').notNull(),
  paypalEmail: text('paypal_email').notNull(),
  status: text('status', { enum: ['exported', 'paid'] })
    .notNull()
    .default('exported'),
  createdAt: createdAtColumn(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
});

export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /** one commission per paid invoice, however often its payment event arrives */
    invoiceId: text('invoice_id').notNull(),
    /** what the customer actually paid (after discounts), cents */
    subscriptionAmount: integer('subscription_amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    commissionAmount: integer('commission_amount').notNull(),
    rate: numeric('rate', { precision: 5, scale: 4 }).notNull(),
    /** pending (30-day hold), due, paid, reversed (refunded), flagged (held for review) */
    status: text('status', { enum: ['pending', 'due', 'paid', 'reversed', 'flagged'] }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    payoutId: integer('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_invoice_key').on(t.invoiceId),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.createdAt),
  ],
);
