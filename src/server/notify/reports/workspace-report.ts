// The figures of a scheduled report, read from the rollups: 24-hour windows from the hourly
// table, 7-day windows from the daily table (the 7 whole UTC days before the report's end).
import type pg from 'pg';

export type ReportRow = {
  name: string;
  address: string;
  status: string;
  /** uptime % over the report's period; null without checks */
  uptime: number | null;
  avgResponseMs: number | null;
};

export type WorkspaceReport = {
  days: 1 | 7;
  periodStart: Date;
  periodEnd: Date;
  totals: { properties: number; online: number; offline: number; timeout: number; unknown: number };
  uptime24h: number | null;
  uptime7d: number | null;
  alerts: { offline: number; online: number; timeout: number };
  rows: ReportRow[];
};

type Agg = { checks: number; ups: number; rtt_sum: number };

const HOURLY = `SELECT property_id, sum(checks)::float8 AS checks, sum(ups)::float8 AS ups, sum(rtt_sum)::float8 AS rtt_sum
  FROM check_rollups_hourly WHERE hour >= $2::timestamptz - interval '24 hours' AND hour < $2 GROUP BY property_id`;
const DAILY = `SELECT property_id, sum(checks)::float8 AS checks, sum(ups)::float8 AS ups, sum(rtt_sum)::float8 AS rtt_sum
  FROM check_rollups_daily
 WHERE day >= ($2::timestamptz AT TIME ZONE 'UTC')::date - 7 AND day < ($2::timestamptz AT TIME ZONE 'UTC')::date
 GROUP BY property_id`;

export async function workspaceReport(
  pool: pg.Pool,
  opts: { workspaceId: string; periodEnd: Date; days: 1 | 7 },
): Promise<WorkspaceReport> {
  const { workspaceId, periodEnd, days } = opts;
  const { rows } = await pool.query<{
    name: string;
    address: string;
    status: string;
    h_checks: number | null;
    h_ups: number | null;
    h_rtt: number | null;
    d_checks: number | null;
    d_ups: number | null;
    d_rtt: number | null;
  }>(
    `SELECT p.name, p.address, p.status,
            h.checks AS h_checks, h.ups AS h_ups, h.rtt_sum AS h_rtt,
            d.checks AS d_checks, d.ups AS d_ups, d.rtt_sum AS d_rtt
       FROM properties p
       LEFT JOIN (${HOURLY}) h ON h.property_id = p.id
       LEFT JOIN (${DAILY}) d ON d.property_id = p.id
      WHERE p.workspace_id = $1
      ORDER BY p.name, p.id`,
    [workspaceId, periodEnd],
  );
  const hourly = rows.map((r) => agg(r.h_checks, r.h_ups, r.h_rtt));
  const daily = rows.map((r) => agg(r.d_checks, r.d_ups, r.d_rtt));
  const periodStart = new Date(periodEnd.getTime() - days * 86_400_000);
  const alerts = await pool.query<{ type: string; n: number }>(
    `SELECT type, count(*)::int AS n FROM alerts
      WHERE workspace_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY type`,
    [workspaceId, periodStart, periodEnd],
  );
  const alertCount = (t: string) => alerts.rows.find((r) => r.type === t)?.n ?? 0;
  const count = (s: string) => rows.filter((r) => r.status === s).length;
  return {
    days,
    periodStart,
    periodEnd,
    totals: {
      properties: rows.length,
      online: count('online'),
      offline: count('offline'),
      timeout: count('timeout'),
      unknown: count('unknown'),
    },
    uptime24h: uptimeOf(sum(hourly)),
    uptime7d: uptimeOf(sum(daily)),
    alerts: {
      offline: alertCount('offline'),
      online: alertCount('online'),
      timeout: alertCount('timeout'),
    },
    rows: rows.map((r, i) => {
      const a = days === 1 ? hourly[i]! : daily[i]!;
      return {
        name: r.name,
        address: r.address,
        status: r.status,
        uptime: uptimeOf(a),
        avgResponseMs: a.ups > 0 ? round(a.rtt_sum / a.ups, 1) : null,
      };
    }),
  };
}

const agg = (checks: number | null, ups: number | null, rtt: number | null): Agg => ({
  checks: checks ?? 0,
  ups: ups ?? 0,
  rtt_sum: rtt ?? 0,
});
const sum = (list: Agg[]): Agg =>
  list.reduce(
    (t, a) => ({ checks: t.checks + a.checks, ups: t.ups + a.ups, rtt_sum: t.rtt_sum + a.rtt_sum }),
    {
      checks: 0,
      ups: 0,
      rtt_sum: 0,
    },
  );
const uptimeOf = (a: Agg) => (a.checks > 0 ? round((a.ups / a.checks) * 100, 2) : null);
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
