// Monitoring data: properties, raw check results, hourly and daily rollups, incidents, alerts and
// the activity log. Webhook endpoints and the notification outbox have their own files.
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  pgView,
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
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** its group (issue 29): one at most; the group's upstream chain is what it depends on */
    groupId: integer('group_id').references((): AnyPgColumn => propertyGroups.id, {
      onDelete: 'set null',
    }),
    /** its offline alert was held because this upstream was down (decision 033) */
    heldByUpstreamId: integer('held_by_upstream_id').references((): AnyPgColumn => properties.id, {
      onDelete: 'set null',
    }),
  },
  // A check writes this row only when the property's status changes; what changes on every
  // check (next due time, lease, last check, counters) is in `property_schedule`, the uptime
  // figures in `property_uptime` (decision 014).
  // in the list's order (name, then id): a page of the list (GET /api/properties/page) reads
  // its few rows from the index instead of sorting the workspace's properties
  (t) => [index('properties_workspace_name_idx').on(t.workspaceId, t.name, t.id)],
);

/**
 * Groups of properties (issue 29, decision 033): a site, a campus, a provider circuit. The
 * optional upstream is the property its members depend on; the optional parent group's upstream
 * (and its parent's, …) too. Names are unique per workspace without case (index on lower(name)).
 */
export const propertyGroups = pgTable('property_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  upstreamPropertyId: integer('upstream_property_id').references((): AnyPgColumn => properties.id, {
    onDelete: 'set null',
  }),
  parentGroupId: integer('parent_group_id').references((): AnyPgColumn => propertyGroups.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The scheduler's state of each property, one narrow row of fixed-width columns (decision 014):
 * the claim (lease) and the result write only this row, as HOT updates (no index covers a column
 * they change; fillfactor 50, set in the migration, keeps room on each page), so a check leaves
 * no index entries and no dead wide rows. A row is created for every new property by a trigger
 * (due now; creators that want another first due time update it). `workspace_id` is copied so
 * the claim's fair share ranks by workspace without reading `properties`.
 */
export const propertySchedule = pgTable(
  'property_schedule',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** a worker's claim: until this time no other worker takes the property */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastCheck: timestamp('last_check', { withTimezone: true }),
    /** the last successful check's round trip (ms); null after a failed one */
    responseTime: real('response_time'),
    consecutiveFailures: smallint('consecutive_failures').notNull().default(0),
    /** the last check failed while the location was degraded: set aside, not counted (0028) */
    unconfirmedAt: timestamp('unconfirmed_at', { withTimezone: true }),
  },
  (t) => [index('property_schedule_workspace_idx').on(t.workspaceId)],
);

/**
 * Each property's uptime % over 24 h / 7 d / 30 d, refreshed from the rollups by the worker
 * (`reporting/refresh-uptime.ts`) so the property list reads plain columns. A narrow row of its
 * own (decision 014): the refresh updates it in place (HOT: no index covers a figure; fillfactor
 * 50, set in the migration) and never writes the wide `properties` row. No row until the first
 * refresh that finds checks: readers LEFT JOIN it.
 */
export const propertyUptime = pgTable('property_uptime', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  uptime24h: real('uptime_24h'),
  uptime7d: real('uptime_7d'),
  uptime30d: real('uptime_30d'),
  // The counters behind the figures (migration 0044): folded checks and ups in each window since
  // its edge; the fold adds to them, the window-edge pass subtracts what left (decision 036).
  checks24h: integer('checks_24h').notNull().default(0),
  ups24h: integer('ups_24h').notNull().default(0),
  checks7d: integer('checks_7d').notNull().default(0),
  ups7d: integer('ups_7d').notNull().default(0),
  checks30d: integer('checks_30d').notNull().default(0),
  ups30d: integer('ups_30d').notNull().default(0),
  /** where each window started when counted; null: not counted yet (recomputed once) */
  edge24h: timestamp('edge_24h', { withTimezone: true }),
  edge7d: timestamp('edge_7d', { withTimezone: true }),
  edge30d: date('edge_30d'),
});

/**
 * Raw results not yet folded into the rollups (at most a few minutes of them: decision 014).
 * `foldCheckResults` moves older rows into `check_hours`/`check_days` and packs them into
 * `check_results_packed`. No primary key and no time index: each costs a write per check, and
 * the fold and retention read this small table whole.
 */
export const checkResults = pgTable(
  'check_results',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    // No foreign key (migration 0045): its check cost PostgreSQL 5 µs a result (a KEY SHARE lock
    // on the wide properties row, 16,667 a second at 1,000,000). A trigger on properties deletes
    // a deleted property's results; the fold drops any written after (a batch in flight).
    propertyId: integer('property_id').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: CHECK_OUTCOMES }).notNull(),
    rttMs: real('rtt_ms'),
  },
  (t) => [index('check_results_property_time_idx').on(t.propertyId, t.checkedAt)],
);

const rollupColumns = {
  propertyId: integer('property_id').notNull(),
  checks: integer('checks').notNull(),
  ups: integer('ups').notNull(),
  timeouts: integer('timeouts').notNull(),
  rttSum: real('rtt_sum').notNull(),
  rttMin: real('rtt_min'),
  rttMax: real('rtt_max'),
  /** counts of successful checks per RTT bucket (RTT_BUCKETS_MS), for percentiles from rollups */
  rttHist: integer('rtt_hist').array(),
};

/**
 * Hourly rollups as every reader sees them: the folded hours (`check_hours`) plus the raw
 * results not folded yet, aggregated on read (a view, created in the migration; decision 014).
 */
export const checkRollupsHourly = pgView('check_rollups_hourly', {
  ...rollupColumns,
  hour: timestamp('hour', { withTimezone: true }).notNull(),
}).existing();

/** Daily rollups (UTC days), the same way: `check_days` plus the unfolded raw results. */
export const checkRollupsDaily = pgView('check_rollups_daily', {
  ...rollupColumns,
  day: date('day', { mode: 'string' }).notNull(),
}).existing();

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
    /**
     * the tracked incident this offline or back-online alert belongs to (drizzle/0033: a foreign
     * key to tracked_incidents, not declared here to keep the schema files free of an import cycle)
     */
    trackedIncidentId: bigint('tracked_incident_id', { mode: 'number' }),
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
