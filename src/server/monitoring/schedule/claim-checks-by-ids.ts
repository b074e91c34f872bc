// The claim of the in-memory schedule (decision 036, item 1): exactly the ids the worker's due
// index finds due, read by primary key (`property_id = ANY`), never a scan of the schedule. The
// same lease and returned check as the scanning claim (LEASE_DUE_RETURNING), and the same guards
// on each row: still due, no live lease (a crashed worker's claim is waited out, never doubled),
// not locked by another writer (SKIP LOCKED), the workspace not paused.
import type pg from 'pg';
import { CHECK_FIGURES } from '../../db/write-tracker.js';
import {
  LEASE_DUE_RETURNING,
  LEASE_MARGIN_SECONDS,
  type ClaimedCheck,
} from '../claim-due-checks.js';

export async function claimChecksByIds(pool: pg.Pool, ids: number[]): Promise<ClaimedCheck[]> {
  if (ids.length === 0) return [];
  const { rows } = await pool.query(
    `${CHECK_FIGURES} WITH due AS (
       SELECT s.property_id FROM property_schedule s
        WHERE s.property_id = ANY($1::int[])
          AND s.next_check_at <= now() AND (s.lease_until IS NULL OR s.lease_until < now())
          AND NOT EXISTS (SELECT 1 FROM billing_accounts b
                           WHERE b.workspace_id = s.workspace_id AND b.paused_at IS NOT NULL)
        ORDER BY s.property_id
        FOR UPDATE OF s SKIP LOCKED
     )
     ${LEASE_DUE_RETURNING}`,
    [ids, LEASE_MARGIN_SECONDS],
  );
  return rows as ClaimedCheck[];
}
