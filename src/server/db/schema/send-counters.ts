// Mail a caller sets off (invitations and their resends), counted per key and aligned window
// (hour or day) in the database, so every web process refuses past the same limit (decision 019).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** `invite:sender:<user>`, `invite:workspace:<id>`, `invite:to:<e-mail>`, each with its window. */
export const sendCounters = pgTable(
  'send_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
