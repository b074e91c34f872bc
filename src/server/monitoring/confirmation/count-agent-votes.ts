// An agent's results as votes (issue 28): after a batch is stored per location, the results that
// would move a property of a workspace confirming from 2 into or out of an outage are weighed.
// One statement finds them (none for workspaces confirming from 1, the default); a degraded,
// paused or revoked location's results, late results (checked while cut off) and refused ones
// (the agent's own policy) never count.
import type pg from 'pg';
import type { AgentResultsBody } from '../../../contracts/agents.js';
import type { PropertyStatus } from '../../../contracts/properties.js';
import type { ProbeOutcome } from '../probe/types.js';
import { countAvailableLocations, requiredLocations } from './active-locations.js';
import { applyConfirmed, type Agreed } from './apply-confirmed.js';
import { AGREED_RECENTLY, askOtherLocations, type Ask } from './ask-locations.js';
import { decideVote, type Direction } from './decide-vote.js';

type Candidate = {
  propertyId: number;
  outcome: ProbeOutcome;
  rttMs: number | null;
  checkedAt: Date;
  over: boolean;
  status: PropertyStatus;
  intervalSeconds: number;
  direction: Direction | null;
  firstLocation: string | null;
  live: boolean;
  agreed: boolean;
};

export async function countAgentVotes(
  pool: pg.Pool,
  locationId: string,
  body: AgentResultsBody,
  /** the location is degraded (decision 027): its failures are no votes */
  setAsideFailures = false,
): Promise<void> {
  const r = body.results;
  const votes = r.id.filter(
    (_, i) =>
      !r.late[i] &&
      r.outcome[i] !== 'refused' &&
      !(setAsideFailures && (r.outcome[i] === 'timeout' || r.outcome[i] === 'unreachable')),
  );
  if (votes.length === 0) return;
  const { rows } = await pool.query<Candidate>(
    `SELECT c.property_id AS "propertyId", c.outcome, c.rtt_ms AS "rttMs",
            c.checked_at AS "checkedAt", c.consecutive_failures >= w.failures_before_offline AS over,
            p.status, coalesce(p.interval_seconds, w.check_interval_seconds) AS "intervalSeconds",
            o.direction, o.first_location AS "firstLocation",
            coalesce(o.expires_at > now(), false) AS live, ${AGREED_RECENTLY.replace('agreed_at', 'o.agreed_at')} AS agreed
       FROM unnest($2::bigint[]) AS r(id)
       JOIN monitoring_locations l ON l.id = $1 AND l.degraded_since IS NULL
                                  AND l.paused_at IS NULL AND l.revoked_at IS NULL
       JOIN location_checks c ON c.id = r.id AND c.location_id = $1
       JOIN properties p ON p.id = c.property_id
       JOIN workspaces w ON w.id = p.workspace_id AND w.outage_confirm_locations = 2
       LEFT JOIN outage_confirmations o ON o.property_id = p.id
      WHERE ((c.outcome IN ('timeout', 'unreachable') AND p.status <> 'offline')
             OR (c.outcome = 'up' AND p.status = 'offline'))
        -- evaluated once (an index probe): nothing else runs while no workspace confirms from 2
        AND EXISTS (SELECT 1 FROM workspaces WHERE outage_confirm_locations = 2)`,
    [locationId, votes],
  );
  if (rows.length === 0) return;
  if (requiredLocations(2, await countAvailableLocations(pool)) < 2) return;
  const asks: Ask[] = [];
  const agreed: Agreed[] = [];
  for (const c of rows) {
    const decision = decideVote(
      {
        location: locationId,
        failing: c.outcome !== 'up',
        overThreshold: c.over,
        status: c.status,
      },
      c.direction && c.firstLocation
        ? {
            direction: c.direction,
            firstLocation: c.firstLocation,
            live: c.live,
            agreed: c.agreed,
          }
        : undefined,
    );
    if (decision.kind === 'ask') {
      asks.push({
        propertyId: c.propertyId,
        direction: decision.direction,
        intervalSeconds: c.intervalSeconds,
      });
    } else if (decision.kind === 'agree') {
      agreed.push({
        propertyId: c.propertyId,
        direction: decision.direction,
        result: {
          id: c.propertyId,
          outcome: c.outcome,
          rttMs: c.outcome === 'up' ? c.rttMs : null,
        },
        at: c.checkedAt,
      });
    }
  }
  await askOtherLocations(pool, locationId, asks);
  await applyConfirmed(pool, agreed);
}
