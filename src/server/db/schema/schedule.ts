// The schedule held in the workers' memory (decision 036, item 1; migration 0042): the buckets
// property ids are hashed into (a worker owns a bucket by holding its advisory lock) and the
// change feed its in-memory index follows. The feed's rows are written by triggers only.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

export const scheduleBuckets = pgTable('schedule_buckets', {
  bucket: integer('bucket').primaryKey(),
});

export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id'),
    workspaceId: uuid('workspace_id'),
    /** when the row was written (clock_timestamp(), not the transaction's start): migration 0042 */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('schedule_changes_created_at_idx').on(t.createdAt)],
);
