// The detail page's Locations section: the primary's last result (the property's own schedule
// row) and each active agent's (its location_checks row), for a property of the caller's
// workspace only. Names and regions of locations are install-wide and visible to members; no
// other workspace's data is read.
import type pg from 'pg';
import {
  PRIMARY_LOCATION_ID,
  type LocationOutcome,
  type PropertyLocation,
  type PropertyLocations,
} from '../../../contracts/property-locations.js';
import { NOT_CONFIRMED_DEGRADED } from '../../../contracts/locations.js';
import type { Actor } from '../../auth/actor.js';
import { notFound } from '../../lib/errors.js';

type PrimaryRow = {
  /** null only on a database without the primary's row (it is added by migration 0028) */
  name: string | null;
  region: string | null;
  timeZone: string;
  lastCheck: Date | null;
  responseTime: number | null;
  unconfirmedAt: Date | null;
  rawOutcome: LocationOutcome | null;
};

type AgentRow = {
  id: string;
  name: string;
  region: string;
  outcome: LocationOutcome | null;
  rttMs: number | null;
  checkedAt: Date | null;
  late: boolean;
  degraded: boolean;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The primary's last outcome: the raw result of its last check while it is kept (a few minutes,
 * decision 014); after that a response time means up and none means a failure of unknown kind.
 */
function primaryOutcome(r: PrimaryRow): LocationOutcome | null {
  if (!r.lastCheck) return null;
  if (r.rawOutcome) return r.rawOutcome;
  if (r.unconfirmedAt && r.unconfirmedAt.getTime() >= r.lastCheck.getTime()) return 'failed';
  return r.responseTime === null ? 'failed' : 'up';
}

export async function listPropertyLocations(
  pool: pg.Pool,
  actor: Actor,
  propertyId: number,
): Promise<PropertyLocations> {
  const { rows } = await pool.query<PrimaryRow>(
    `SELECT l.name, l.region, w.timezone AS "timeZone", s.last_check AS "lastCheck",
            s.response_time AS "responseTime", s.unconfirmed_at AS "unconfirmedAt",
            (SELECT r.outcome FROM check_results r
              WHERE r.property_id = p.id AND r.checked_at = s.last_check
              ORDER BY r.id DESC LIMIT 1) AS "rawOutcome"
       FROM properties p
       JOIN property_schedule s ON s.property_id = p.id
       JOIN workspaces w ON w.id = p.workspace_id
       LEFT JOIN monitoring_locations l ON l.id = $3
      WHERE p.id = $1 AND p.workspace_id = $2`,
    [propertyId, actor.workspaceId, PRIMARY_LOCATION_ID],
  );
  const primary = rows[0];
  if (!primary) throw notFound('Property not found');
  const { rows: agents } = await pool.query<AgentRow>(
    `SELECT l.id, l.name, l.region, c.outcome, c.rtt_ms AS "rttMs", c.checked_at AS "checkedAt",
            coalesce(c.late, false) AS late, l.degraded_since IS NOT NULL AS degraded
       FROM monitoring_locations l
       LEFT JOIN location_checks c ON c.location_id = l.id AND c.property_id = $1
      WHERE l.id <> $2 AND l.revoked_at IS NULL AND l.paused_at IS NULL
      ORDER BY l.name, l.id`,
    [propertyId, PRIMARY_LOCATION_ID],
  );
  const outcome = primaryOutcome(primary);
  const first: PropertyLocation = {
    id: PRIMARY_LOCATION_ID,
    name: primary.name ?? 'Primary',
    region: primary.region ?? '',
    primary: true,
    outcome,
    rttMs: outcome === 'up' ? primary.responseTime : null,
    checkedAt: iso(primary.lastCheck),
    late: false,
    ...(primary.unconfirmedAt &&
    primary.lastCheck &&
    primary.unconfirmedAt.getTime() >= primary.lastCheck.getTime()
      ? { notConfirmed: NOT_CONFIRMED_DEGRADED }
      : {}),
  };
  return {
    timeZone: primary.timeZone,
    locations: [
      first,
      ...agents.map(({ degraded, ...a }) => ({
        ...a,
        primary: false,
        rttMs: a.outcome === 'up' ? a.rttMs : null,
        checkedAt: iso(a.checkedAt),
        // a degraded location's failures are set aside (decision 027, "Agent locations")
        ...(degraded && (a.outcome === 'timeout' || a.outcome === 'unreachable')
          ? { notConfirmed: NOT_CONFIRMED_DEGRADED }
          : {}),
      })),
    ],
  };
}
