import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../contracts/monitoring.js';
import type { Db } from '../../db/client.js';

const round1 = (v: unknown) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

/** Real figures for the dashboard cards (no placeholders): counts, averages, 24 h uptime. */
export async function dashboardStats(db: Db, workspaceId: string): Promise<DashboardStats> {
  const { rows } = await db.execute(sql`
    WITH p AS (SELECT * FROM properties WHERE workspace_id = ${workspaceId}),
    h AS (
      SELECT r.* FROM check_rollups_hourly r JOIN p ON p.id = r.property_id
       WHERE r.hour >= date_trunc('hour', now()) - interval '48 hours'
    )
    SELECT
      (SELECT count(*) FROM p)::int AS total,
      (SELECT count(*) FROM p WHERE status = 'online')::int AS online,
      (SELECT count(*) FROM p WHERE status = 'offline')::int AS offline,
      (SELECT count(*) FROM p WHERE status = 'timeout')::int AS timeout,
      (SELECT count(*) FROM p WHERE status = 'unknown')::int AS unknown,
      (SELECT avg(response_time) FROM p WHERE status = 'online') AS avg_rt,
      (SELECT max(last_check) FROM p) AS last_scan,
      (SELECT sum(rtt_sum) / nullif(sum(ups), 0) FROM h
        WHERE hour < date_trunc('hour', now()) - interval '23 hours') AS yesterday_rt,
      (SELECT sum(ups)::float8 / nullif(sum(checks), 0) * 100 FROM h
        WHERE hour >= date_trunc('hour', now()) - interval '23 hours') AS uptime,
      (SELECT count(*) FROM alerts WHERE workspace_id = ${workspaceId})::int AS alerts,
      (SELECT count(*) FROM alerts WHERE workspace_id = ${workspaceId} AND NOT is_read)::int AS unread
  `);
  const r = rows[0] as Record<string, unknown>;
  return {
    totalProperties: Number(r.total),
    onlineProperties: Number(r.online),
    offlineProperties: Number(r.offline),
    timeoutProperties: Number(r.timeout),
    unknownProperties: Number(r.unknown),
    avgResponseTime: round1(r.avg_rt),
    yesterdayAvgResponseTime: round1(r.yesterday_rt),
    systemUptime: r.uptime === null ? null : Math.round(Number(r.uptime) * 100) / 100,
    totalAlerts: Number(r.alerts),
    unreadAlerts: Number(r.unread),
    lastScanAt: r.last_scan ? new Date(r.last_scan as string).toISOString() : null,
  };
}
