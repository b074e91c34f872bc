// The monitoring locations, their state and their last five minutes' figures, for the platform
// owner's System Overview (issue 28, decisions 027 and 029).
import type pg from 'pg';
import {
  CONNECTED_WITHIN_MS,
  type LocationState,
  type MonitoringLocation,
  type MonitoringLocationList,
} from '../../../contracts/locations.js';
import { PRIMARY_LOCATION } from '../../monitoring/location-guard/count-outcomes.js';
import { p99Of } from '../../monitoring/agents/lag-buckets.js';

type Row = {
  id: string;
  name: string;
  region: string;
  degradedSince: Date | null;
  evidence: string | null;
  recoveredAt: Date | null;
  pausedAt: Date | null;
  revokedAt: Date | null;
  lastSeenAt: Date | null;
  version: string | null;
  checks: number | null;
  failures: number | null;
  minutes: number | null;
  lagBuckets: number[] | null;
};

const WINDOW_MINUTES = 5;

export async function listLocations(pool: pg.Pool, id?: string): Promise<MonitoringLocationList> {
  const { rows } = await pool.query<Row>(
    `SELECT l.id, l.name, l.region, l.degraded_since AS "degradedSince",
            l.degraded_evidence AS evidence, l.recovered_at AS "recoveredAt",
            l.paused_at AS "pausedAt", l.revoked_at AS "revokedAt",
            l.last_seen_at AS "lastSeenAt", l.agent_version AS version,
            m.checks, m.failures, m.minutes, m.lag AS "lagBuckets"
       FROM monitoring_locations l
       LEFT JOIN LATERAL (
         SELECT sum(checks)::int AS checks, sum(failures)::int AS failures,
                -- minutes measured so far, up to the window: an agent added 2 minutes ago is
                -- not averaged over five
                least($1::int, greatest(1, ceil(extract(epoch FROM now() - min(minute)) / 60)))::int AS minutes,
                (SELECT array_agg(s ORDER BY i) FROM (
                   SELECT i, sum(b)::int AS s FROM location_minutes m2,
                          unnest(m2.lag_buckets) WITH ORDINALITY AS u(b, i)
                    WHERE m2.location_id = l.id
                      AND m2.minute > now() - make_interval(mins => $1::int)
                    GROUP BY i) x) AS lag
           FROM location_minutes m1
          WHERE m1.location_id = l.id AND m1.minute > now() - make_interval(mins => $1::int)
       ) m ON true
      WHERE $2::text IS NULL OR l.id = $2
      ORDER BY l.created_at, l.id`,
    [WINDOW_MINUTES, id ?? null],
  );
  return { locations: rows.map(toLocation) };
}

function stateOf(r: Row, now: number): LocationState {
  if (r.id === PRIMARY_LOCATION) return 'primary';
  if (r.revokedAt) return 'revoked';
  if (r.pausedAt) return 'paused';
  if (r.lastSeenAt && now - r.lastSeenAt.getTime() <= CONNECTED_WITHIN_MS) return 'connected';
  return 'not seen';
}

function toLocation(r: Row): MonitoringLocation {
  const measured = r.checks !== null && r.checks > 0;
  return {
    id: r.id,
    name: r.name,
    region: r.region,
    state: stateOf(r, Date.now()),
    lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
    version: r.version,
    checksPerMinute: measured ? Math.round((r.checks! / (r.minutes ?? 1)) * 10) / 10 : null,
    lagP99Ms: measured ? p99Of(r.lagBuckets ?? []) : null,
    failureShare: measured ? r.failures! / r.checks! : null,
    degradedSince: r.degradedSince?.toISOString() ?? null,
    evidence: r.evidence,
    recoveredAt: r.recoveredAt?.toISOString() ?? null,
  };
}
