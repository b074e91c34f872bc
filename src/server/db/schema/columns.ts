// Columns nearly every table has, written once: a row's creation and last change, as timestamptz
// defaulting to now(). Functions, so each table gets its own column builder.
import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at timestamptz NOT NULL DEFAULT now()` */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz NOT NULL DEFAULT now()` */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Both, for a table that records when a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });
