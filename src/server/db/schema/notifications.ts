// The notification outbox and its delivery attempts (docs/decisions/005-notifications.md).
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES } from '../../../contracts/webhooks.js';
import { alerts } from './monitoring.js';
import { trackedIncidents } from './status-pages.js';
import { webhooks } from './webhooks.js';
import { createdAtColumn } from './columns.js';
import { workspaceIdColumn } from './owner-columns.js';

/**
 * Notification outbox: written in the alert's transaction, sent by the delivery worker.
 * Alert e-mail rows (channel email with an alert) are grouped into one digest row per workspace
 * and window; the digest is what gets sent. Webhook rows carry one event for one endpoint.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: workspaceIdColumn(),
    alertId: bigint('alert_id', { mode: 'number' }).references(() => alerts.id, {
      onDelete: 'cascade',
    }),
    channel: text('channel').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** stable across retries: the webhook idempotency key and the e-mail Message-ID */
    eventId: uuid('event_id').notNull().defaultRandom(),
    /** property.offline|online|timeout, alert.created, alert.digest, report.daily|weekly, ... */
    eventType: text('event_type'),
    webhookId: integer('webhook_id').references(() => webhooks.id, { onDelete: 'cascade' }),
    /** an alert e-mail row's digest (the one mail it went out in) */
    digestId: bigint('digest_id', { mode: 'number' }).references(
      (): AnyPgColumn => notifications.id,
      { onDelete: 'set null' },
    ),
    /** a delivery worker's claim; a row still `sending` after it is re-sent (at least once) */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** the exact body sent (webhooks) or the parameters (reports), fixed on the first attempt */
    payload: jsonb('payload'),
    /** one line for the notification log */
    summary: text('summary'),
    /** e-mail addresses, or the endpoint's name */
    recipient: text('recipient'),
    lastStatusCode: integer('last_status_code'),
    /** the tracked incident it was sent for: its timeline lists it (drizzle/0033) */
    trackedIncidentId: bigint('tracked_incident_id', { mode: 'number' }).references(
      () => trackedIncidents.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_workspace_time_idx').on(t.workspaceId, t.createdAt),
    index('notifications_digest_idx').on(t.digestId),
    index('notifications_webhook_idx').on(t.webhookId),
  ],
);

/** One row per delivery attempt: the per-endpoint delivery log and the notification log. */
export const notificationAttempts = pgTable(
  'notification_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    workspaceId: workspaceIdColumn(),
    webhookId: integer('webhook_id').references(() => webhooks.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notification_attempts_webhook_idx').on(t.webhookId, t.createdAt),
    index('notification_attempts_notification_idx').on(t.notificationId),
  ],
);
