// Password reset requests (issue 30): one row per request, whether or not an account uses the
// address, so the limits per address and per IP count the same either way; a row of an account
// also holds its link's token as a sha256 (never the token), valid an hour, used once.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAtColumn } from './columns.js';

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the lower-cased address asked for: counts requests without keeping addresses */
    emailHash: text('email_hash').notNull(),
    /** the requester's IP, for the per-IP limit (rows older than a day are deleted) */
    ip: text('ip').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_email_idx').on(t.emailHash, t.createdAt),
    index('password_resets_ip_idx').on(t.ip, t.createdAt),
    index('password_resets_user_idx').on(t.userId),
  ],
);
