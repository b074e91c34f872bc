// Stores a batch of an agent's results: each check's latest result at that location, and the
// location's figures for the minute (checks, failures, refused, late, dropped, a lag histogram).
// One statement per batch, which also adds the batch to the per-location hourly history
// (location_hours, migration 0040). A result moves the property's own status, alerts and history
// only through confirmation from 2 locations (confirmation/count-agent-votes.ts; decision 029).
import type pg from 'pg';
import type { AgentResultsBody } from '../../../contracts/agents.js';
import { LAG_BUCKETS_MS, LAG_BUCKET_COUNT } from '../../monitoring/agents/lag-buckets.js';
import { countAgentVotes } from '../../monitoring/confirmation/count-agent-votes.js';

const KEEP_MINUTES_MS = 3_600_000;
/** The detail page splits the 24 h and 7 d ranges by location: a day more than that is kept. */
export const KEEP_LOCATION_HOURS = 8 * 24;
let prunedAt = 0;
let hoursPrunedAt = 0;

export async function recordAgentResults(
  pool: pg.Pool,
  locationId: string,
  body: AgentResultsBody,
  /** the location is degraded (guard-agent-location.ts): failures are stored, not counted */
  opts: { setAsideFailures?: boolean } = {},
): Promise<{ accepted: number; ignored: number }> {
  const r = body.results;
  const { rows } = await pool.query<{ accepted: number; confirming: boolean }>(
    `WITH r AS (
       SELECT id, outcome, rtt, to_timestamp(at_ms / 1000) AS checked_at, late
         FROM unnest($2::bigint[], $3::text[], $4::real[], $5::float8[], $6::bool[])
              AS r(id, outcome, rtt, at_ms, late)
     ), upd AS (
       -- an older result than the one stored (sent late, after a newer one) does not replace it
       UPDATE location_checks c
          SET outcome = r.outcome, rtt_ms = r.rtt, checked_at = least(r.checked_at, now()),
              late = r.late,
              -- this location's own streak, as the primary keeps one (confirmation's threshold)
              -- (kept while the location is degraded: its failures are set aside)
              consecutive_failures = CASE WHEN r.outcome IN ('timeout', 'unreachable') AND NOT $10::bool
                                          THEN least(c.consecutive_failures + 1, 32000)
                                          WHEN r.outcome = 'up' THEN 0
                                          ELSE c.consecutive_failures END
         FROM r
        WHERE c.id = r.id AND c.location_id = $1
          -- index probes for the batch's rows, not a hash of every location's rows per post
          AND c.id = ANY ($2::bigint[])
          AND (c.checked_at IS NULL OR c.checked_at < least(r.checked_at, now()))
       RETURNING c.property_id, r.outcome, r.rtt, r.late, least(r.checked_at, now()) AS at,
                 greatest(0, extract(epoch FROM least(r.checked_at, now()) - c.due_at) * 1000) AS lag
     ), counted AS (
       SELECT count(*)::int AS checks,
              (count(*) FILTER (WHERE outcome IN ('timeout', 'unreachable')))::int AS failures,
              (count(*) FILTER (WHERE outcome = 'refused'))::int AS refused,
              (count(*) FILTER (WHERE late))::int AS late,
              (SELECT array_agg(coalesce(n, 0)::int ORDER BY b)
                 FROM generate_series(0, $9::int - 1) b
                 LEFT JOIN (SELECT width_bucket(lag, $8::float8[]) AS b, count(*) AS n
                              FROM upd WHERE lag IS NOT NULL GROUP BY 1) h USING (b)) AS buckets
         FROM upd
     ), minute AS (
       INSERT INTO location_minutes AS m
              (location_id, minute, checks, failures, refused, late, dropped, lag_buckets)
       SELECT $1, date_trunc('minute', now()), checks, failures, refused, late, $7, buckets
         FROM counted
       ON CONFLICT (location_id, minute) DO UPDATE SET
         checks = m.checks + excluded.checks, failures = m.failures + excluded.failures,
         refused = m.refused + excluded.refused, late = m.late + excluded.late,
         dropped = m.dropped + excluded.dropped,
         lag_buckets = (SELECT array_agg(a + b ORDER BY i)
                          FROM unnest(m.lag_buckets, excluded.lag_buckets) WITH ORDINALITY AS u(a, b, i))
     ), hours AS (
       -- the detail page's history split by location: refused checks are not the target's answer
       INSERT INTO location_hours AS h (property_id, location_id, hour, checks, failures, rtt_sum, rtt_count)
       SELECT property_id, $1, date_trunc('hour', at), count(*),
              count(*) FILTER (WHERE outcome IN ('timeout', 'unreachable')),
              coalesce(sum(rtt) FILTER (WHERE outcome = 'up' AND rtt IS NOT NULL), 0),
              count(*) FILTER (WHERE outcome = 'up' AND rtt IS NOT NULL)
         FROM upd WHERE outcome <> 'refused'
          -- a degraded location's failures are set aside: not counted as down (decision 027)
          AND NOT ($10::bool AND outcome IN ('timeout', 'unreachable'))
        GROUP BY 1, 3
        ORDER BY 1, 3
       ON CONFLICT (property_id, location_id, hour) DO UPDATE SET
         checks = h.checks + excluded.checks, failures = h.failures + excluded.failures,
         rtt_sum = h.rtt_sum + excluded.rtt_sum, rtt_count = h.rtt_count + excluded.rtt_count
     )
     SELECT checks AS accepted,
            -- read here, so the votes' own statement runs only while a workspace confirms from 2
            EXISTS (SELECT 1 FROM workspaces WHERE outage_confirm_locations = 2) AS confirming
       FROM counted`,
    [
      locationId,
      r.id,
      r.outcome,
      r.rttMs,
      r.checkedAt,
      r.late,
      body.dropped,
      LAG_BUCKETS_MS,
      LAG_BUCKET_COUNT,
      opts.setAsideFailures ?? false,
    ],
  );
  if (rows[0]?.confirming)
    await countAgentVotes(pool, locationId, body, opts.setAsideFailures ?? false);
  await pruneMinutes(pool);
  const accepted = rows[0]?.accepted ?? 0;
  return { accepted, ignored: r.id.length - accepted };
}

/** An hour of minutes is kept (pruned at most once a minute per process), eight days of hours. */
async function pruneMinutes(pool: pg.Pool): Promise<void> {
  if (Date.now() - prunedAt < 60_000) return;
  prunedAt = Date.now();
  await pool.query(
    `DELETE FROM location_minutes WHERE minute < now() - make_interval(secs => $1::int)`,
    [KEEP_MINUTES_MS / 1000],
  );
  if (Date.now() - hoursPrunedAt < 3_600_000) return;
  hoursPrunedAt = Date.now();
  await pool.query(
    `DELETE FROM location_hours WHERE hour < now() - make_interval(hours => $1::int)`,
    [KEEP_LOCATION_HOURS],
  );
}
