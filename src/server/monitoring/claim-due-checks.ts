// Claims due properties for this worker: FOR UPDATE SKIP LOCKED plus a lease, so any number of
// workers share one database without checking a property twice, and a crashed worker's claims
// fall back to the pool when their lease runs out. Paused workspaces (billing) are skipped.
// Raw node-postgres on purpose (the one exception to "Drizzle, with sql templates": decision 011):
// this is the scheduler's hot path, measured in decision 004 at 129 µs of worker CPU per check
// (4.2 % of a core for 10,000 properties every 30 s), written as a few set-based statements over
// unnest() arrays per batch of up to 2,000 checks.
import type pg from 'pg';
import { CHECK_FIGURES } from '../db/write-tracker.js';
import type { PropertyStatus } from '../../contracts/properties.js';

export type ClaimedCheck = {
  id: number;
  workspaceId: string;
  name: string;
  address: string;
  ipAddress: string;
  checkMethod: 'icmp' | 'tcp';
  tcpPort: number | null;
  timeoutMs: number;
  status: PropertyStatus;
  consecutiveFailures: number;
  statusChangedAt: Date | null;
  intervalSeconds: number;
  nextCheckAt: Date;
  /**
   * the lease this worker holds; results are written only while it still matches. Null: read
   * without a lease by the in-memory schedule, whose bucket is the guard (schedule/): its result
   * is written only while the row is still at this due time and no one holds a lease on it
   */
  leaseUntil: Date | null;
  failuresBeforeOffline: number;
  /** from how many locations the workspace confirms an outage (confirmation/); absent: 1 */
  confirmFrom?: number;
};

/** Extra lease beyond the probe timeout: time to write the results. */
export const LEASE_MARGIN_SECONDS = 30;

/** What a claim returns of each check, from `property_schedule s`, `properties p`, `workspaces w`. */
const CLAIMED_COLUMNS = `p.id, p.workspace_id AS "workspaceId", p.name, p.address, p.ip_address AS "ipAddress",
               p.check_method AS "checkMethod", p.tcp_port AS "tcpPort", p.timeout_ms AS "timeoutMs",
               p.status, s.consecutive_failures AS "consecutiveFailures",
               p.status_changed_at AS "statusChangedAt",
               coalesce(p.interval_seconds, w.check_interval_seconds) AS "intervalSeconds",
               date_trunc('milliseconds', s.next_check_at) AS "nextCheckAt",
               w.failures_before_offline AS "failuresBeforeOffline",
               w.outage_confirm_locations AS "confirmFrom"`;

/**
 * The lease write and the returned check of the scanning claim: from a CTE `due(property_id)` of
 * locked rows, with the lease margin (seconds) as `$2`.
 */
export const LEASE_DUE_RETURNING = `UPDATE property_schedule s
        SET lease_until = date_trunc('milliseconds', now() + make_interval(secs => p.timeout_ms / 1000.0 + $2))
       FROM due, properties p, workspaces w
      WHERE s.property_id = due.property_id AND p.id = s.property_id AND w.id = p.workspace_id
     RETURNING ${CLAIMED_COLUMNS}, s.lease_until AS "leaseUntil"`;

/**
 * The read of the in-memory schedule's claim (schedule/claim-checks-by-ids.ts): the same check,
 * no lease (`leaseUntil` null), from the given rows joined to their property and workspace.
 */
export const CLAIMED_SELECT = `SELECT ${CLAIMED_COLUMNS}, NULL::timestamptz AS "leaseUntil"
       FROM property_schedule s
       JOIN properties p ON p.id = s.property_id
       JOIN workspaces w ON w.id = p.workspace_id`;

/**
 * Fair share between workspaces: due properties are taken in turns, each workspace's most overdue
 * first (row_number per workspace), so a workspace that made thousands of properties due at once
 * ("check all") waits behind its own backlog, not in front of everyone else's checks.
 * The ranking reads without locks (a window function cannot be combined with FOR UPDATE); the
 * chosen rows are then locked with SKIP LOCKED and the due condition checked again on each.
 */
export async function claimDueChecks(pool: pg.Pool, limit: number): Promise<ClaimedCheck[]> {
  // The due scan, the locks and the lease write touch only the narrow `property_schedule`
  // (decision 014); `properties` is read (not written) for what the probe and the result need.
  const { rows } = await pool.query(
    `${CHECK_FIGURES} WITH ranked AS (
       SELECT property_id, turn, next_check_at FROM (
         SELECT s.property_id, s.next_check_at,
                row_number() OVER (PARTITION BY s.workspace_id ORDER BY s.next_check_at) AS turn
           FROM property_schedule s
          WHERE s.next_check_at <= now() AND (s.lease_until IS NULL OR s.lease_until < now())
            -- a workspace whose trial or subscription ended unpaid is paused (billing)
            AND NOT EXISTS (SELECT 1 FROM billing_accounts b
                             WHERE b.workspace_id = s.workspace_id AND b.paused_at IS NOT NULL)
       ) r
        ORDER BY turn, next_check_at
        LIMIT $1 * 4
     ), due AS (
       -- More candidates than needed: another worker claiming at the same moment locks the
       -- first ones, and this one goes on to the next instead of coming back empty.
       SELECT s.property_id FROM property_schedule s JOIN ranked c ON c.property_id = s.property_id
        WHERE s.next_check_at <= now() AND (s.lease_until IS NULL OR s.lease_until < now())
        ORDER BY c.turn, c.next_check_at
        LIMIT $1
        FOR UPDATE OF s SKIP LOCKED
     )
     ${LEASE_DUE_RETURNING}`,
    [limit, LEASE_MARGIN_SECONDS],
  );
  return rows as ClaimedCheck[];
}

/** Gives claims back (only while this worker still holds them), to be checked at the next tick. */
export async function releaseClaims(pool: pg.Pool, claims: ClaimedCheck[]): Promise<void> {
  if (claims.length === 0) return;
  await pool.query(
    `${CHECK_FIGURES} UPDATE property_schedule s SET lease_until = NULL
       FROM unnest($1::int[], $2::timestamptz[]) AS c(id, lease)
      WHERE s.property_id = c.id AND s.lease_until = c.lease`,
    [claims.map((c) => c.id), claims.map((c) => c.leaseUntil)],
  );
}
