// API keys of a workspace (public REST API) and their shared per-hour request counters.
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES, RATE_CATEGORIES } from '../../../contracts/permissions.js';
import { users } from './accounts.js';
import { createdAtColumn, randomUuidIdColumn } from './columns.js';
import { workspaceRowColumns } from './owner-columns.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    ...workspaceRowColumns(randomUuidIdColumn()),
    name: text('name').notNull(),
    /** the first characters of the key, shown in lists so a person can tell keys apart */
    prefix: text('prefix').notNull(),
    /** sha256 of the whole key: the key itself is shown once and never stored */
    keyHash: text('key_hash').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    index('api_keys_workspace_idx').on(t.workspaceId),
  ],
);

/** Requests per key, category and hour, counted in the database so every web process agrees. */
export const apiRateCounters = pgTable(
  'api_rate_counters',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    category: text('category', { enum: RATE_CATEGORIES }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.category, t.windowStart] })],
);
