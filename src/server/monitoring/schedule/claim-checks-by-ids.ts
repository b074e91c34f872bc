// The claim of the in-memory schedule (decision 036, item 1): exactly the ids the worker's due
// index finds due, read by primary key (`property_id = ANY`), never a scan of the schedule, and
// without writing a lease (2026-11-28): the bucket this worker holds is the guard against a second
// worker (buckets.ts; a bucket is handed over only once its checks in flight are written:
// memory-schedule.ts), and the result is written only while the row is still at the due time
// read here and no one holds a lease on it (record-results.ts). The lease write was one of the
// two row versions each check made in property_schedule. The same guards as the scanning claim
// on each row: still due, no live lease (a scanning worker's or a confirmation's: waited out),
// the workspace not paused.
import type pg from 'pg';
import { arrayLiteral } from '../../db/array-literal.js';
import { CHECK_FIGURES } from '../../db/write-tracker.js';
import { CLAIMED_SELECT, type ClaimedCheck } from '../claim-due-checks.js';

export async function claimChecksByIds(pool: pg.Pool, ids: number[]): Promise<ClaimedCheck[]> {
  if (ids.length === 0) return [];
  // Without parallel workers: for a batch of 4,000 ids of 1,000,000 the planner chose a Gather of
  // two workers over a parallel bitmap scan, 7.4-8.0 µs of PostgreSQL CPU a row (the leader and
  // the two workers started for each claim) against 3.7-4.0 serial (100 claims of 4,000 each
  // way, 2026-11-29; decision 036). SET LOCAL: only this transaction, so the pool's other
  // statements (the web's reports in PROCESS_ROLE=all) keep the server's setting.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL max_parallel_workers_per_gather = 0');
    const { rows } = await client.query(
      `${CHECK_FIGURES} ${CLAIMED_SELECT}
        WHERE s.property_id = ANY($1::int[])
          AND s.next_check_at <= now() AND (s.lease_until IS NULL OR s.lease_until < now())
          AND NOT EXISTS (SELECT 1 FROM billing_accounts b
                           WHERE b.workspace_id = s.workspace_id AND b.paused_at IS NOT NULL)`,
      [arrayLiteral(ids)],
    );
    await client.query('COMMIT');
    return rows as ClaimedCheck[];
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
