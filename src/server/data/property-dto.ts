// Shapes a property row for the API, hiding the last octet unless the caller may see it.
import { NOT_CONFIRMED_DEGRADED } from '../../contracts/locations.js';
import type { Property } from '../../contracts/properties.js';
import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { sql } from 'drizzle-orm';
import { properties, propertySchedule, propertyUptime } from '../db/schema/index.js';
import { maskIp } from '../lib/mask-ip.js';
import { roundFigure } from '../reporting/report-stats.js';

/**
 * The columns the API shows, and no more: a list of 10,000 rows costs node-postgres about three
 * times the CPU when it also parses the scheduler's bookkeeping (lease, next check, counters).
 * The last check, its response time and the failure count are the schedule's (`property_schedule`,
 * decision 014), the uptime figures `property_uptime`'s: select these from `properties` joined
 * to its schedule row and left-joined to its uptime row (`withDtoJoins`), on the property id.
 */
export const propertyDtoColumns = {
  id: properties.id,
  name: properties.name,
  address: properties.address,
  ipAddress: properties.ipAddress,
  type: properties.type,
  description: properties.description,
  status: properties.status,
  responseTime: propertySchedule.responseTime,
  lastCheck: propertySchedule.lastCheck,
  statusChangedAt: properties.statusChangedAt,
  consecutiveFailures: propertySchedule.consecutiveFailures,
  unconfirmedAt: propertySchedule.unconfirmedAt,
  checkMethod: properties.checkMethod,
  tcpPort: properties.tcpPort,
  intervalSeconds: properties.intervalSeconds,
  timeoutMs: properties.timeoutMs,
  uptime24h: propertyUptime.uptime24h,
  uptime7d: propertyUptime.uptime7d,
  uptime30d: propertyUptime.uptime30d,
  createdAt: properties.createdAt,
  /**
   * In a maintenance window now (decision 026): an uncorrelated IN, so PostgreSQL reads the
   * properties in maintenance once per statement (a GiST probe) and hashes them, not per row.
   */
  inMaintenance: sql<boolean>`(${properties.id} IN (SELECT property_id FROM maintenance_spans WHERE during @> now()))`.as(
    'in_maintenance',
  ),
  groupId: properties.groupId,
  /**
   * The upstream confirmed offline that a failing member depends on (decision 033), looked up
   * only for failing members of a group, so the ordinary list pays nothing for it.
   */
  offlineUpstreamId: sql<
    number | null
  >`CASE WHEN ${properties.groupId} IS NOT NULL AND ${properties.status} IN ('offline', 'timeout')
         THEN pm_upstream_down(${properties.groupId}, true) END`.as('offline_upstream_id'),
};

/** A row with the columns the API shows (a property joined to its schedule and uptime rows). */
type Full = typeof properties.$inferSelect &
  typeof propertySchedule.$inferSelect & {
    [K in keyof typeof propertyUptime.$inferSelect]: (typeof propertyUptime.$inferSelect)[K] | null;
  };
export type PropertyRow = Pick<
  Full,
  Exclude<keyof typeof propertyDtoColumns, 'inMaintenance' | 'offlineUpstreamId'>
> & {
  inMaintenance: boolean;
  offlineUpstreamId: number | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pct = (v: number | null) => (v === null ? null : roundFigure(v));

export function toPropertyDto(
  row: PropertyRow,
  viewer: Pick<Actor, 'seesFullIps'>,
  workspaceIntervalSeconds: number,
): Property {
  const masked = !viewer.seesFullIps;
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    ipAddress: masked ? maskIp(row.ipAddress) : row.ipAddress,
    maskedIp: masked,
    type: row.type,
    description: row.description,
    status: row.status,
    responseTime: pct(row.responseTime),
    lastCheck: iso(row.lastCheck),
    statusChangedAt: iso(row.statusChangedAt),
    consecutiveFailures: row.consecutiveFailures,
    checkMethod: row.checkMethod,
    tcpPort: row.tcpPort,
    intervalSeconds: row.intervalSeconds,
    effectiveIntervalSeconds: row.intervalSeconds ?? workspaceIntervalSeconds,
    timeoutMs: row.timeoutMs,
    uptime: { '24h': pct(row.uptime24h), '7d': pct(row.uptime7d), '30d': pct(row.uptime30d) },
    createdAt: row.createdAt.toISOString(),
    inMaintenance: row.inMaintenance,
    ...(row.unconfirmedAt ? { notConfirmed: NOT_CONFIRMED_DEGRADED } : {}),
    groupId: row.groupId,
    ...(row.offlineUpstreamId !== null
      ? { unreachableCause: 'upstream_offline' as const, upstreamPropertyId: row.offlineUpstreamId }
      : {}),
  };
}

/** One property's flag, where a row is built without the list's columns (a new property). */
export async function inMaintenanceNow(db: DbOrTx, propertyId: number): Promise<boolean> {
  const res = await db.execute<{ m: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM maintenance_spans
                        WHERE property_id = ${propertyId} AND during @> now()) AS m`,
  );
  return res.rows[0]?.m === true;
}
