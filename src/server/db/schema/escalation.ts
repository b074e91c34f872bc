// Escalation policies, where each open incident is in its policy, and members' quiet hours
// (issue 29, drizzle/0036_escalation.sql, docs/decisions/034-escalation.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EscalationStep } from '../../../contracts/escalation.js';
import { users } from './accounts.js';
import { createdAtColumn, identityIdColumn, timestamps, updatedAtColumn } from './columns.js';
import { properties, propertyGroups } from './monitoring.js';
import { workspaceIdColumn, workspaceRowColumns } from './owner-columns.js';
import { trackedIncidents } from './status-pages.js';

export const escalationPolicies = pgTable(
  'escalation_policies',
  {
    ...workspaceRowColumns(identityIdColumn()),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    repeatLast: integer('repeat_last').notNull().default(0),
    steps: jsonb('steps').$type<EscalationStep[]>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('escalation_policies_name_idx').on(t.workspaceId, sql`lower(${t.name})`),
    uniqueIndex('escalation_policies_default_idx')
      .on(t.workspaceId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A property's or a group's own policy (exactly one of the two is set). */
export const escalationPolicyUses = pgTable(
  'escalation_policy_uses',
  {
    id: identityIdColumn(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => escalationPolicies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .unique()
      .references(() => properties.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .unique()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [index('escalation_policy_uses_policy_idx').on(t.policyId)],
);

export const memberQuietHours = pgTable('member_quiet_hours', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  starts: text('starts').notNull(),
  ends: text('ends').notNull(),
  timeZone: text('time_zone').notNull(),
  updatedAt: updatedAtColumn(),
});

export const incidentEscalations = pgTable(
  'incident_escalations',
  {
    incidentId: bigint('incident_id', { mode: 'number' })
      .primaryKey()
      .references(() => trackedIncidents.id, { onDelete: 'cascade' }),
    workspaceId: workspaceIdColumn(),
    policyId: integer('policy_id').references(() => escalationPolicies.id, {
      onDelete: 'set null',
    }),
    nextStep: integer('next_step').notNull().default(0),
    nextRepeat: integer('next_repeat').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }),
    stoppedReason: text('stopped_reason'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('incident_escalations_due_idx')
      .on(t.nextAt)
      .where(sql`${t.nextAt} IS NOT NULL`),
  ],
);

/** The once-only key of a step (and repeat) of an incident. */
export const escalationStepsSent = pgTable(
  'escalation_steps_sent',
  {
    incidentId: bigint('incident_id', { mode: 'number' })
      .notNull()
      .references(() => trackedIncidents.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    repeat: integer('repeat').notNull(),
    policyId: integer('policy_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.incidentId, t.step, t.repeat] })],
);
