// Team invitations and the one-time secrets that prove an address or a phone (DESIGN §1).
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WORKSPACE_ROLES } from '../../../contracts/roles.js';
import { users, workspaces } from './accounts.js';
import { createdAtColumn } from './columns.js';
import { workspaceIdColumn } from './owner-columns.js';

/** An invitation to join a workspace: the link's token is stored only as its sha256. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceIdColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_key').on(t.tokenHash),
    index('invitations_workspace_idx').on(t.workspaceId),
  ],
);

/**
 * A link sent by mail that proves the reader owns an address: a person's own e-mail
 * (purpose `account`, also used for a changed e-mail) or a workspace's alert e-mail.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['account', 'alert_email', 'beta_application'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** beta_application: the new answers, which replace the pending ones once confirmed */
    payload: jsonb('payload'),
  },
  (t) => [uniqueIndex('email_tokens_token_key').on(t.tokenHash)],
);

/** Every verification code sent by SMS: the daily caps per number and per account. */
export const phoneCodeSends = pgTable(
  'phone_code_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_code_sends_number_idx').on(t.phoneNumber, t.sentAt),
    index('phone_code_sends_user_idx').on(t.userId, t.sentAt),
  ],
);

/** A code sent by SMS to prove a phone number; a few attempts, then a new code is needed. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAtColumn(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
