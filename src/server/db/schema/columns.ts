// Columns nearly every table has, written once: its id (of one of three kinds) and a row's
// creation and last change, as timestamptz defaulting to now(). Functions, so each table gets its
// own column builder.
import { bigint, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY` */
export const identityIdColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** `id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY`, for tables that grow past 2^31 rows */
export const bigIdentityIdColumn = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`, for ids that must not be guessed */
export const randomUuidIdColumn = () => uuid('id').primaryKey().defaultRandom();

/** `created_at timestamptz NOT NULL DEFAULT now()` */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz NOT NULL DEFAULT now()` */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Both, for a table that records when a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });
