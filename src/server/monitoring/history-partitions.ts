// The packed history's day partitions (decision 036 item 2, migration 0043): check_results_packed
// is partitioned by UTC day on `start`, one partition check_results_packed_YYYYMMDD a day and a
// DEFAULT partition for days without one. The worker creates today's and the next two days'
// partitions ahead (so the fold never writes today's rows into DEFAULT), and retention drops
// whole days instead of deleting rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Days ahead of today (UTC) that have their partition: today and the next two. */
export const PARTITION_DAYS_AHEAD = 2;

/**
 * Creates the missing partitions of today and the days ahead; returns how many it created. A
 * missing one locks the DEFAULT partition for an instant; behind a long reader it gives up after
 * a few seconds (an error: the next hourly pass tries again, days ahead).
 */
export async function ensureHistoryPartitions(
  db: Db,
  daysAhead = PARTITION_DAYS_AHEAD,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
    const res = await tx.execute<{ n: number }>(sql`
      SELECT count(*) FILTER (WHERE created)::int AS n
        FROM (SELECT check_results_packed_add_day((now() AT TIME ZONE 'UTC')::date + i) AS created
                FROM generate_series(0, ${daysAhead}::int) AS i) d`);
    return res.rows[0]!.n;
  });
}

/** The day partitions wholly before `before` (their last instant too): retention drops these. */
export async function partitionsBefore(db: Db, before: Date): Promise<string[]> {
  const res = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'check_results_packed'::regclass
       AND c.relname ~ '^check_results_packed_[0-9]{8}$'
       AND (to_date(right(c.relname, 8), 'YYYYMMDD') + 1)::timestamp AT TIME ZONE 'UTC'
           <= ${before.toISOString()}::timestamptz
     ORDER BY 1`);
  return res.rows.map((r) => r.name);
}

/**
 * Drops the day partitions wholly before `before`, one a transaction. Dropping a partition takes
 * an exclusive lock on the parent for an instant; behind a long reader it gives up after a few
 * seconds (the next hourly pass tries again) rather than stall the fold and the readers queued
 * behind it. Returns the partitions dropped.
 */
export async function dropPartitionsBefore(db: Db, before: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const name of await partitionsBefore(db, before)) {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
        await tx.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(name)}`);
      });
      dropped.push(name);
    } catch (err) {
      // lock_not_available: the next pass (Drizzle wraps the driver's error as its cause)
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e.cause?.code ?? e.code) === '55P03') break;
      throw err;
    }
  }
  return dropped;
}
