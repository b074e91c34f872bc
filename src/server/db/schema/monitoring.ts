// Monitoring data: properties, raw check results, hourly and daily rollups, incidents, alerts and
// the activity log. Webhook endpoints and the notification outbox have their own files.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_TYPES, CHECK_OUTCOMES } from '../../../contracts/monitoring.js';
import { CHECK_METHODS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../../../contracts/properties.js';
import { workspaces } from './accounts.js';

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    ipAddress: text('ip_address').notNull(),
    type: text('type', { enum: PROPERTY_TYPES }).notNull().default('residential'),
    description: text('description'),
    checkMethod: text('check_method', { enum: CHECK_METHODS }).notNull().default('icmp'),
    tcpPort: integer('tcp_port'),
    /** null: use the workspace's interval */
    intervalSeconds: integer('interval_seconds'),
    timeoutMs: integer('timeout_ms').notNull().default(5000),
    permissionConfirmed: boolean('permission_confirmed').notNull().default(false),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('unknown'),
    responseTime: real('response_time'),
    lastCheck: timestamp('last_check', { withTimezone: true }),
    consecutiveFailures: smallint('consecutive_failures').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** a worker's claim: until this time no other worker takes the property */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** uptime % over 24 h / 7 d / 30 d, refreshed from the rollups by the worker */
    uptime24h: real('uptime_24h'),
    uptime7d: real('uptime_7d'),
    uptime30d: real('uptime_30d'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_workspace_idx').on(t.workspaceId),
    index('properties_due_idx').on(t.nextCheckAt),
  ],
);

export const checkResults = pgTable(
  'check_results',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: CHECK_OUTCOMES }).notNull(),
    rttMs: real('rtt_ms'),
  },
  (t) => [
    index('check_results_property_time_idx').on(t.propertyId, t.checkedAt),
    index('check_results_time_idx').on(t.checkedAt),
  ],
);

export const checkRollupsHourly = pgTable(
  'check_rollups_hourly',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    checks: integer('checks').notNull().default(0),
    ups: integer('ups').notNull().default(0),
    timeouts: integer('timeouts').notNull().default(0),
    rttSum: real('rtt_sum').notNull().default(0),
    rttMin: real('rtt_min'),
    rttMax: real('rtt_max'),
    /** counts of successful checks per RTT bucket (RTT_BUCKETS_MS), for percentiles from rollups */
    rttHist: integer('rtt_hist').array(),
  },
  (t) => [
    index('check_rollups_hour_idx').on(t.hour),
    primaryKey({ columns: [t.propertyId, t.hour] }),
  ],
);

/** Daily rollups (UTC days) so 7/30/90-day uptime and reports read a few rows per property. */
export const checkRollupsDaily = pgTable(
  'check_rollups_daily',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    checks: integer('checks').notNull().default(0),
    ups: integer('ups').notNull().default(0),
    timeouts: integer('timeouts').notNull().default(0),
    rttSum: real('rtt_sum').notNull().default(0),
    rttMin: real('rtt_min'),
    rttMax: real('rtt_max'),
    /** counts of successful checks per RTT bucket (RTT_BUCKETS_MS), for percentiles from rollups */
    rttHist: integer('rtt_hist').array(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/** Confirmed outages: from the first failed check of the streak until the recovery check. */
export const incidents = pgTable(
  'incidents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('incidents_property_time_idx').on(t.propertyId, t.startedAt),
    index('incidents_workspace_time_idx').on(t.workspaceId, t.startedAt),
  ],
);

export const alerts = pgTable(
  'alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    emailSent: boolean('email_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alerts_workspace_time_idx').on(t.workspaceId, t.createdAt)],
);

/** The workspace's activity log: status changes, alerts, checks run, for "Recent Activity". */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_workspace_time_idx').on(t.workspaceId, t.createdAt)],
);
