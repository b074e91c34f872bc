// What an agent location checks: every property, at the property's interval, from its own
// schedule row per location (location_checks). Claiming moves the row's next turn forward at
// once (no lease): an agent that dies with checks in hand misses those turns, and the rows come
// due again one interval later. Raw node-postgres, set-based: one statement per batch of checks.
import type pg from 'pg';
import type { AgentCheck } from '../../../contracts/agents.js';

/** New properties reach an agent's schedule at most this late. */
export const SYNC_EVERY_MS = 30_000;
const syncedAt = new Map<string, number>();

/** Adds a schedule row for each property this location has none for yet (due now). */
export async function syncLocationChecks(pool: pg.Pool, locationId: string): Promise<void> {
  const last = syncedAt.get(locationId);
  if (last !== undefined && Date.now() - last < SYNC_EVERY_MS) return;
  // The property rows are locked (KEY SHARE, skipping locked ones) so a property deleted while
  // this runs is left out instead of failing the insert's foreign key (CI met that: the agent's
  // work request answered 500); a skipped one is added at the next sync if it still exists.
  await pool.query(
    `WITH missing AS (
       SELECT p.id FROM properties p
        WHERE p.id IN (SELECT s.property_id FROM property_schedule s
                        WHERE NOT EXISTS (SELECT 1 FROM location_checks c
                                           WHERE c.location_id = $1 AND c.property_id = s.property_id))
        FOR KEY SHARE SKIP LOCKED
     )
     INSERT INTO location_checks (location_id, property_id)
     SELECT $1, id FROM missing
     ON CONFLICT ON CONSTRAINT location_checks_location_property DO NOTHING`,
    [locationId],
  );
  syncedAt.set(locationId, Date.now());
}

/** A claimed check; `dueAt` (ms since the epoch) becomes the answer's `dueInMs`. */
export type ClaimedCheck = Omit<AgentCheck, 'dueInMs'> & { dueAt: number };
type Claimed = ClaimedCheck & { skip: boolean };

/**
 * Claims up to `max` checks of the location once one is due: the due ones and those due within
 * `aheadMs` after now, so one answer gathers a window of checks (the agent holds them until
 * due) instead of a few per wake-up. Nothing is claimed while none is due yet. A workspace
 * paused by billing is skipped as the primary skips it: its rows still move to their next turn,
 * so they never stay due and spin.
 */
export async function claimAgentChecks(
  pool: pg.Pool,
  locationId: string,
  max: number,
  aheadMs = 0,
): Promise<ClaimedCheck[]> {
  const { rows } = await pool.query<Claimed>(
    `WITH due AS (
       SELECT c.id, c.property_id FROM location_checks c
        WHERE c.location_id = $1 AND c.next_check_at <= now() + make_interval(secs => $3::float8 / 1000)
          -- evaluated once (the index's first entry): the window opens only when a check is due now
          AND (SELECT min(f.next_check_at) FROM location_checks f WHERE f.location_id = $1) <= now()
        ORDER BY c.next_check_at
        LIMIT $2
        FOR UPDATE OF c SKIP LOCKED
     )
     UPDATE location_checks c
        SET due_at = c.next_check_at,
            -- keep the cadence; a row far behind (an agent away) starts afresh from now
            next_check_at = greatest(c.next_check_at, now() - iv.len) + iv.len
       FROM due, properties p, workspaces w,
            LATERAL (SELECT make_interval(secs => coalesce(p.interval_seconds, w.check_interval_seconds)) AS len) iv
      WHERE c.id = due.id AND p.id = c.property_id AND w.id = p.workspace_id
        -- index probes for the rows claimed: the planner cannot see how few a CTE holds and
        -- would otherwise hash every location's rows (and so every property), once per claim
        AND c.id = ANY (ARRAY(SELECT id FROM due))
     RETURNING c.id::text AS id, p.ip_address AS address, p.check_method AS method,
               p.tcp_port AS port, p.timeout_ms AS "timeoutMs",
               extract(epoch FROM c.due_at)::float8 * 1000 AS "dueAt",
               p.workspace_id IN (SELECT b.workspace_id FROM billing_accounts b
                                   WHERE b.paused_at IS NOT NULL) AS skip`,
    [locationId, max, aheadMs],
  );
  return rows.filter((r) => !r.skip).map(({ skip: _skip, ...check }) => check);
}

/** How long until the location's next check is due (0: now), at most `capMs`. */
export async function msUntilNextDue(
  pool: pg.Pool,
  locationId: string,
  capMs: number,
): Promise<number> {
  const { rows } = await pool.query<{ ms: number | null }>(
    `SELECT extract(epoch FROM min(next_check_at) - now()) * 1000 AS ms
       FROM location_checks WHERE location_id = $1`,
    [locationId],
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? capMs : Math.min(capMs, Math.max(0, Number(ms)));
}
