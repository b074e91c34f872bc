// The places checks are sent from (issue 28, migration 0028, decision 027). One row today: the
// install's own worker, "Primary". Every worker process shares it: the outcome counters of the
// last interval, the canaries' last answer, and whether the location is degraded.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const monitoringLocations = pgTable('monitoring_locations', {
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
});
