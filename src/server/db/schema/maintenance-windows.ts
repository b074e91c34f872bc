// Maintenance windows (issue 27, decision 026): the window as written, the properties it covers
// (or all of its workspace's), and its occurrences, expanded once when it is saved.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { timestamps } from './columns.js';
import { properties } from './monitoring.js';
import { workspaceIdColumn } from './owner-columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: workspaceIdColumn(),
    title: text('title').notNull(),
    description: text('description'),
    /** every property of the workspace, those added later too */
    allProperties: boolean('all_properties').notNull().default(false),
    /** the first occurrence, as entered in `timeZone` */
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** the IANA zone whose wall clock a recurrence follows (the workspace's when saved) */
    timeZone: text('time_zone').notNull(),
    /** RFC 5545 RRULE (without DTSTART), bounded by UNTIL or COUNT; null: once */
    rrule: text('rrule'),
    cancelledAt: at('cancelled_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('maintenance_windows_workspace_idx').on(t.workspaceId, t.startsAt)],
);

export const maintenanceWindowProperties = pgTable(
  'maintenance_window_properties',
  {
    windowId: integer('window_id')
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'maintenance_window_properties_pk', columns: [t.windowId, t.propertyId] }),
    index('maintenance_window_properties_property_idx').on(t.propertyId),
  ],
);

export const maintenanceOccurrences = pgTable(
  'maintenance_occurrences',
  {
    windowId: integer('window_id')
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    startsAt: at('starts_at').notNull(),
    /** moved to the moment it was ended early */
    endsAt: at('ends_at').notNull(),
    endedEarly: boolean('ended_early').notNull().default(false),
    /** the end's "still down" alerts were raised (or were not due) */
    endHandled: boolean('end_handled').notNull().default(false),
    /** its start was announced to status page subscribers and the live streams (or was not due) */
    startHandled: boolean('start_handled').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'maintenance_occurrences_pk', columns: [t.windowId, t.startsAt] }),
    index('maintenance_occurrences_workspace_idx').on(t.workspaceId, t.endsAt),
    index('maintenance_occurrences_start_due_idx')
      .on(t.startsAt)
      .where(sql`NOT ${t.startHandled}`),
  ],
);
