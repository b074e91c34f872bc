// Accounts: users, their sessions, workspaces (customer accounts) and memberships (DESIGN §1).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '../../../contracts/plans.js';
import { PLATFORM_ROLES, WORKSPACE_ROLES } from '../../../contracts/roles.js';
import { createdAtColumn, timestamps } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** set when the person proved they read this address (link by mail, an invitation, the CLI) */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** E.164 number for SMS alerts; usable only once verifiedAt is set (code by SMS) */
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    platformRole: text('platform_role', { enum: PLATFORM_ROLES }),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
    /** personal switches (Settings): alert mail when the workspace has no alert e-mail */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** browser Notification API for live alerts; read by the web client only */
    desktopNotifications: boolean('desktop_notifications').notNull().default(false),
    /** mails about the system itself (e.g. a webhook endpoint that keeps failing) */
    systemAlerts: boolean('system_alerts').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_key').on(t.oidcIssuer, t.oidcSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not yield usable cookies */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /** the workspace this session acts in (a person may belong to several); null: their first */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Short-lived OIDC login state (state, nonce, PKCE verifier), keyed by a browser cookie value. */
export const oidcLogins = pgTable('oidc_logins', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  createdAt: createdAtColumn(),
});

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  maskIps: boolean('mask_ips').notNull().default(true),
  /** default check frequency for properties that do not override it (DESIGN §1: 30 s .. 1440 min) */
  checkIntervalSeconds: integer('check_interval_seconds').notNull().default(30),
  failuresBeforeOffline: smallint('failures_before_offline').notNull().default(3),
  /** locations that must agree before an outage (or a recovery) counts: 1 or 2 (migration 0035) */
  outageConfirmLocations: smallint('outage_confirm_locations').notNull().default(1),
  alertEmail: text('alert_email'),
  /** alert mail goes to alertEmail only once its owner followed the link sent to it */
  alertEmailVerifiedAt: timestamp('alert_email_verified_at', { withTimezone: true }),
  timezone: text('timezone').notNull().default('UTC'),
  emailOnTimeout: boolean('email_on_timeout').notNull().default(false),
  dailyReports: boolean('daily_reports').notNull().default(true),
  weeklyReports: boolean('weekly_reports').notNull().default(false),
  /** local date (workspace time zone) of the last daily report queued: sends once a day */
  dailyReportSentOn: date('daily_report_sent_on', { mode: 'string' }),
  /** local Monday of the last weekly report queued */
  weeklyReportSentOn: date('weekly_report_sent_on', { mode: 'string' }),
  createdAt: createdAtColumn(),
});

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    /** this member's alert preferences in this workspace (Settings) */
    emailAlerts: boolean('email_alerts').notNull().default(true),
    smsAlerts: boolean('sms_alerts').notNull().default(false),
    /** which alert types reach this member: subset of offline, online, timeout */
    alertTypes: text('alert_types')
      .array()
      .notNull()
      .default(sql`'{offline,online}'::text[]`),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workspaceId] }),
    index('memberships_workspace_idx').on(t.workspaceId),
  ],
);
