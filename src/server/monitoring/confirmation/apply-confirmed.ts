// A change an agent's result confirmed (a second location agreed) takes effect at once, with
// every usual effect (status, alert, notifications, incident, activity, history, live events),
// through the scheduler's own recordResults: the property's schedule row is leased for it, as a
// worker leases what it checks, so a worker recording the same property at the same moment and
// this can never both apply it (one alert). A property a worker holds right now is marked agreed
// instead, and that worker's batch applies it when it records.
import type pg from 'pg';
import type { ClaimedCheck } from '../claim-due-checks.js';
import { LEASE_MARGIN_SECONDS, releaseClaims } from '../claim-due-checks.js';
import type { ProbeResult } from '../probe/types.js';
import { recordResults } from '../record-results.js';
import type { Direction } from './decide-vote.js';

export type Agreed = { propertyId: number; direction: Direction; result: ProbeResult; at: Date };

export async function applyConfirmed(pool: pg.Pool, agreed: Agreed[]): Promise<number> {
  if (agreed.length === 0) return 0;
  const { rows } = await pool.query<ClaimedCheck>(
    `WITH free AS (
       SELECT s.property_id FROM property_schedule s
        WHERE s.property_id = ANY($1::int[]) AND (s.lease_until IS NULL OR s.lease_until < now())
        ORDER BY s.property_id
        FOR UPDATE OF s SKIP LOCKED
     )
     UPDATE property_schedule s
        SET lease_until = date_trunc('milliseconds', now() + make_interval(secs => $2))
       FROM free, properties p, workspaces w
      WHERE s.property_id = free.property_id AND p.id = s.property_id AND w.id = p.workspace_id
     RETURNING p.id, p.workspace_id AS "workspaceId", p.name, p.address, p.ip_address AS "ipAddress",
               p.check_method AS "checkMethod", p.tcp_port AS "tcpPort", p.timeout_ms AS "timeoutMs",
               p.status, s.consecutive_failures AS "consecutiveFailures",
               p.status_changed_at AS "statusChangedAt",
               coalesce(p.interval_seconds, w.check_interval_seconds) AS "intervalSeconds",
               -- the turn before the next one: recording keeps the primary's schedule as it is
               s.next_check_at - make_interval(secs => coalesce(p.interval_seconds, w.check_interval_seconds))
                 AS "nextCheckAt",
               s.lease_until AS "leaseUntil",
               w.failures_before_offline AS "failuresBeforeOffline",
               w.outage_confirm_locations AS "confirmFrom"`,
    [agreed.map((a) => a.propertyId), LEASE_MARGIN_SECONDS],
  );
  const byId = new Map(agreed.map((a) => [a.propertyId, a]));
  const held = agreed.filter((a) => !rows.some((c) => c.id === a.propertyId));
  if (held.length > 0) {
    await pool.query(
      `UPDATE outage_confirmations o SET agreed_at = now()
         FROM unnest($1::int[], $2::text[]) AS a(id, dir)
        WHERE o.property_id = a.id AND o.direction = a.dir`,
      [held.map((a) => a.propertyId), held.map((a) => a.direction)],
    );
  }
  if (rows.length === 0) return 0;
  try {
    const summary = await recordResults(
      pool,
      rows.map((claim) => {
        const a = byId.get(claim.id)!;
        return { claim, result: { ...a.result, id: claim.id }, checkedAt: a.at };
      }),
      { confirmed: new Map(rows.map((c) => [c.id, byId.get(c.id)!.direction])) },
    );
    return summary.alerts;
  } catch (err) {
    // nothing was recorded: the primary goes on checking them at once, not after the lease
    await releaseClaims(pool, rows).catch(() => {});
    throw err;
  }
}
