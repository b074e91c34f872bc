// Sign-in throttling (decision 010): failure counters per account and per address, and the
// addresses each account signs in from, whose right password is never refused.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** One counter per key: `account:<e-mail>` or `address:<ip>`, whether or not the account exists. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  /** attempts not (yet) proven right; counted before the password is checked */
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  /** no attempt through this key until then (back-off) */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Where an account has signed in (or signed up) from lately: its usual addresses. */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
