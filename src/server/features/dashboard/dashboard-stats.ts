// Real figures for the dashboard cards (no placeholders): counts, averages, 24 h uptime.
import { count, eq, max, sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../contracts/monitoring.js';
import { PROPERTY_TYPES } from '../../../contracts/properties.js';
import type { Db } from '../../db/client.js';
import { alerts, properties, propertySchedule } from '../../db/schema/index.js';
import { plannedMaintenanceMs } from '../../reporting/maintenance-time.js';
import { roundFigure } from '../../reporting/report-stats.js';
import { namedWindow } from '../../reporting/report-window.js';
import { workspaceFigures } from '../../reporting/rollup-totals.js';

const byStatus = (status: (typeof properties.status.enumValues)[number]) =>
  sql<number>`count(*) FILTER (WHERE ${properties.status} = ${status})::int`;

export async function dashboardStats(
  db: Db,
  workspaceId: string,
  now = new Date(),
): Promise<DashboardStats> {
  const today = namedWindow('24h', now);
  // The property and alert figures in one statement: one round trip fewer per request, which is
  // what this route's throughput is bound by (bench:api).
  const [[counts], types, last24h, previous24h, maintenanceMs] = await Promise.all([
    db
      .select({
        total: count(),
        online: byStatus('online'),
        offline: byStatus('offline'),
        timeout: byStatus('timeout'),
        unknown: byStatus('unknown'),
        avgResponse: sql<
          number | null
        >`avg(${propertySchedule.responseTime}) FILTER (WHERE ${properties.status} = 'online')`,
        lastScan: max(propertySchedule.lastCheck),
        alerts: sql<{ total: number; unread: number }>`(
          SELECT json_build_object('total', count(*),
                                   'unread', count(*) FILTER (WHERE NOT ${alerts.isRead}))
            FROM ${alerts} WHERE ${alerts.workspaceId} = ${workspaceId})`,
      })
      .from(properties)
      // the last check and its response time are the schedule's (decision 014)
      .innerJoin(propertySchedule, eq(propertySchedule.propertyId, properties.id))
      .where(eq(properties.workspaceId, workspaceId)),
    db
      .select({ type: properties.type, count: count(), online: byStatus('online') })
      .from(properties)
      .where(eq(properties.workspaceId, workspaceId))
      .groupBy(properties.type),
    workspaceFigures(db, workspaceId, today),
    // "yesterday": the 24 h window before this one
    workspaceFigures(db, workspaceId, namedWindow('24h', today.start)),
    plannedMaintenanceMs(db, { workspaceId }, today, now),
  ]);
  const alertCounts = counts!.alerts;
  return {
    totalProperties: counts!.total,
    onlineProperties: counts!.online,
    offlineProperties: counts!.offline,
    timeoutProperties: counts!.timeout,
    unknownProperties: counts!.unknown,
    avgResponseTime: counts!.avgResponse === null ? null : roundFigure(Number(counts!.avgResponse)),
    yesterdayAvgResponseTime: previous24h.avgMs,
    systemUptime: last24h.uptime,
    plannedMaintenanceMs: maintenanceMs,
    totalAlerts: alertCounts.total,
    unreadAlerts: alertCounts.unread,
    lastScanAt: counts!.lastScan ? counts!.lastScan.toISOString() : null,
    propertiesByType: PROPERTY_TYPES.map((type) => {
      const row = types.find((t) => t.type === type);
      return { type, count: row?.count ?? 0, online: row?.online ?? 0 };
    }),
  };
}
