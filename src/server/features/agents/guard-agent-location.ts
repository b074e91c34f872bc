// The self-health rule for an agent's location (issue 28; decision 027, "Agent locations"): the
// same rule as the primary's, on the agent's own `monitoring_locations` row, fed by each post —
// its results (not late, not refused) and its own canaries' latest answer. Runs before the batch
// is stored; the answer says whether the batch's failures are set aside (no votes, not counted in
// location_hours, the location's streaks kept).
import type pg from 'pg';
import type { AgentResultsBody } from '../../../contracts/agents.js';
import { withoutExplained } from '../../monitoring/location-guard/canary-set.js';
import type { LocationGuardConfig } from '../../monitoring/location-guard/guard-config.js';
import { updateLocationHealth } from '../../monitoring/location-guard/update-location-health.js';

const FAILED = new Set(['timeout', 'unreachable']);

export async function guardAgentLocation(
  pool: pg.Pool,
  locationId: string,
  config: LocationGuardConfig,
  body: AgentResultsBody,
  log: (msg: string) => void,
): Promise<boolean> {
  // Late results were checked while the agent was cut off from the server, minutes ago maybe:
  // they say nothing about this window. Refused ones are the agent's own policy, not an answer.
  const r = body.results;
  const fresh = r.id.filter((_, i) => !r.late[i] && r.outcome[i] !== 'refused');
  const failedIds = r.id.filter((_, i) => !r.late[i] && FAILED.has(r.outcome[i]!));
  const counts = withoutExplained({
    checks: fresh.length,
    failures: failedIds.length,
    canariesTotal: body.canaries?.probed ?? 0,
    canariesFailed: body.canaries?.failed ?? 0,
  });
  return updateLocationHealth(pool, locationId, config, counts, {
    log,
    recoverOnEvidenceOnly: true,
    othersSeeUp: () => othersSeeUp(pool, locationId, config.windowMs, failedIds),
  });
}

/**
 * The share rule's "while other locations see them up (or no other location exists)": of the
 * targets this location saw fail within the window, those another location (not degraded, paused
 * or revoked) answered within two windows, and how many of those it saw up. Read once, when the
 * share rule would degrade the location, never per post otherwise.
 */
async function othersSeeUp(
  pool: pg.Pool,
  locationId: string,
  windowMs: number,
  failedIds: string[],
): Promise<{ up: boolean; note: string }> {
  const { rows } = await pool.query<{ failed: number; answered: number; up: number }>(
    `WITH w AS (SELECT make_interval(secs => $2::float8 / 1000) AS len),
     failed AS (
       -- this post's failures (not stored yet) and the window's stored ones
       SELECT c.property_id FROM location_checks c, w
        WHERE c.location_id = $1
          AND (c.id = ANY($3::bigint[])
               OR (c.outcome IN ('timeout', 'unreachable') AND c.checked_at > now() - w.len))
     ), seen AS (
       SELECT f.property_id,
              bool_or(o.outcome = 'up') AS agent_up, count(o.id) > 0 AS agent_answered,
              bool_or(s.consecutive_failures = 0) AS primary_up, count(s.property_id) > 0 AS primary_answered
         FROM failed f CROSS JOIN w
         LEFT JOIN location_checks o
                ON o.property_id = f.property_id AND o.location_id <> $1
               AND o.outcome IN ('up', 'timeout', 'unreachable') AND o.checked_at > now() - 2 * w.len
               AND EXISTS (SELECT 1 FROM monitoring_locations l WHERE l.id = o.location_id
                            AND l.degraded_since IS NULL AND l.paused_at IS NULL AND l.revoked_at IS NULL)
         LEFT JOIN property_schedule s
                ON s.property_id = f.property_id AND s.last_check > now() - 2 * w.len
               AND EXISTS (SELECT 1 FROM monitoring_locations l WHERE l.id = 'primary'
                            AND l.degraded_since IS NULL)
        GROUP BY f.property_id
     )
     SELECT (SELECT count(*) FROM failed)::int AS failed,
            count(*) FILTER (WHERE agent_answered OR primary_answered)::int AS answered,
            count(*) FILTER (WHERE coalesce(agent_up, false) OR coalesce(primary_up, false))::int AS up
       FROM seen`,
    [locationId, windowMs, failedIds],
  );
  const { failed, answered, up } = rows[0] ?? { failed: 0, answered: 0, up: 0 };
  if (answered === 0) {
    return { up: true, note: 'no other location checked them' };
  }
  return {
    // most of what the others looked at is up for them: this location's view is the odd one
    up: up * 2 > answered,
    note: `other locations see ${up} of ${answered} of the ${failed} failed targets up`,
  };
}
