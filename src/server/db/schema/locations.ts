// The places checks are sent from (issue 28, migration 0028, decision 027). One row today: the
// install's own worker, "Primary". Every worker process shares it: the outcome counters of the
// last interval, the canaries' last answer, and whether the location is degraded.
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties } from './monitoring.js';

export const monitoringLocations = pgTable(
  'monitoring_locations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    windowChecks: integer('window_checks').notNull().default(0),
    windowFailures: integer('window_failures').notNull().default(0),
    prevChecks: integer('prev_checks').notNull().default(0),
    prevFailures: integer('prev_failures').notNull().default(0),
    canariesCheckedAt: timestamp('canaries_checked_at', { withTimezone: true }),
    canariesTotal: integer('canaries_total').notNull().default(0),
    canariesFailed: integer('canaries_failed').notNull().default(0),
    degradedSince: timestamp('degraded_since', { withTimezone: true }),
    degradedEvidence: text('degraded_evidence'),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Agents (migration 0030, decision 029): the primary has no token.
    region: text('region').notNull().default(''),
    tokenHash: text('token_hash'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    agentVersion: text('agent_version'),
  },
  (t) => [uniqueIndex('monitoring_locations_token_hash_idx').on(t.tokenHash)],
);

/** Each property's schedule and latest result at each agent location (decision 029). */
export const locationChecks = pgTable(
  'location_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    locationId: text('location_id')
      .notNull()
      .references(() => monitoringLocations.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    outcome: text('outcome'),
    rttMs: real('rtt_ms'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    late: boolean('late').notNull().default(false),
    /** this location's own streak of failed checks (migration 0035) */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  },
  (t) => [unique('location_checks_location_property').on(t.locationId, t.propertyId)],
);

/** Per location and minute: the Locations panel's figures (decision 029). */
export const locationMinutes = pgTable(
  'location_minutes',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => monitoringLocations.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    checks: integer('checks').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    late: integer('late').notNull().default(0),
    dropped: integer('dropped').notNull().default(0),
    lagBuckets: integer('lag_buckets').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.minute] })],
);

/**
 * A pending confirmation (migration 0035): one location saw the property pass its threshold (or
 * come back) and asked the others at once; it lapses at `expiresAt` unless a second one agrees.
 */
export const outageConfirmations = pgTable('outage_confirmations', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  direction: text('direction').notNull(),
  firstLocation: text('first_location')
    .notNull()
    .references(() => monitoringLocations.id, { onDelete: 'cascade' }),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  agreedAt: timestamp('agreed_at', { withTimezone: true }),
});

/**
 * Per property, agent location and hour: the detail page's history split by location
 * (migration 0040). Refused checks are not counted; eight days kept.
 */
export const locationHours = pgTable(
  'location_hours',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => monitoringLocations.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    checks: integer('checks').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    rttSum: doublePrecision('rtt_sum').notNull().default(0),
    rttCount: integer('rtt_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.locationId, t.hour] }),
    index('location_hours_hour_idx').on(t.hour),
  ],
);
