// Gathers a report's data for one workspace from the rollups (hourly up to 7 days, else daily)
// and the incidents: one row per property, a summary, and the workspace's response-time series.
import { sql, type SQL } from 'drizzle-orm';
import { REPORT_TITLES, type ReportKind } from '../../../contracts/reports.js';
import type { Db } from '../../db/client.js';
import { RTT_BUCKET_COUNT } from '../../monitoring/rtt-histogram.js';
import { maskIp } from '../properties/property-dto.js';
import { bucketStarts, type ReportRange } from './report-range.js';
import {
  checkMetrics,
  combineRollups,
  EMPTY_TOTALS,
  incidentTotals,
  type CheckMetrics,
  type IncidentSpan,
  type RollupTotals,
} from './report-stats.js';

export type ReportViewer = { workspaceId: string; seesFullIps: boolean };

export type ReportRow = CheckMetrics & {
  id: number;
  name: string;
  address: string;
  ipAddress: string;
  maskedIp: boolean;
  type: string;
  status: string;
  lastCheck: Date | null;
  incidents: number;
  downtimeMs: number;
};

export type ReportSummary = CheckMetrics & {
  properties: number;
  online: number;
  offline: number;
  timeout: number;
  unknown: number;
  incidents: number;
  downtimeMs: number;
};

export type SeriesPoint = { time: Date; avgMs: number | null; uptime: number | null };

export type Report = {
  kind: ReportKind;
  title: string;
  range: ReportRange;
  generatedAt: Date;
  rows: ReportRow[];
  summary: ReportSummary;
  series: SeriesPoint[];
};

type Rec = Record<string, unknown>;

const HIST_SUM = sql.raw(
  `ARRAY[${Array.from({ length: RTT_BUCKET_COUNT }, (_, i) => `coalesce(sum(r.rtt_hist[${i + 1}]), 0)`).join(', ')}]::int[]`,
);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The rollup table, bucket column and bound values for the range's granularity. */
function source(range: ReportRange): {
  rows: SQL;
  key: SQL;
  /** the bucket's start as a timestamptz, whatever the session's time zone */
  time: SQL;
  start: unknown;
  end: unknown;
} {
  if (range.bucket === 'hour') {
    return {
      rows: sql.raw('check_rollups_hourly'),
      key: sql.raw('hour'),
      time: sql.raw('r.hour'),
      start: range.start.toISOString(),
      end: range.end.toISOString(),
    };
  }
  return {
    rows: sql.raw('check_rollups_daily'),
    key: sql.raw('day'),
    time: sql.raw(`(r.day::timestamp AT TIME ZONE 'UTC')`),
    start: range.start.toISOString().slice(0, 10),
    end: range.end.toISOString().slice(0, 10),
  };
}

export async function buildReport(
  db: Db,
  viewer: ReportViewer,
  range: ReportRange,
  now: Date,
): Promise<Report> {
  const ws = viewer.workspaceId;
  const src = source(range);
  const inRange = sql`r.${src.key} >= ${src.start} AND r.${src.key} < ${src.end}`;
  const [props, totals, spans, series] = await Promise.all([
    db.execute(sql`
      SELECT id, name, address, ip_address, type, status, last_check FROM properties
       WHERE workspace_id = ${ws} ORDER BY lower(name), id`),
    // Sums per property; histograms add bucket by bucket (PostgreSQL arrays are 1-based).
    db.execute(sql`
      SELECT r.property_id, sum(r.checks)::int8 AS checks, sum(r.ups)::int8 AS ups,
             sum(r.timeouts)::int8 AS timeouts, sum(r.rtt_sum::float8) AS rtt_sum,
             min(r.rtt_min)::float8 AS rtt_min, max(r.rtt_max)::float8 AS rtt_max, ${HIST_SUM} AS hist
        FROM ${src.rows} r JOIN properties p ON p.id = r.property_id
       WHERE p.workspace_id = ${ws} AND ${inRange}
       GROUP BY r.property_id`),
    db.execute(sql`
      SELECT property_id, started_at, ended_at FROM incidents
       WHERE workspace_id = ${ws} AND started_at < ${range.until.toISOString()}
         AND (ended_at IS NULL OR ended_at >= ${range.start.toISOString()})`),
    db.execute(sql`
      SELECT ${src.time} AS t, sum(r.rtt_sum::float8) / nullif(sum(r.ups), 0) AS avg,
             sum(r.ups)::float8 / nullif(sum(r.checks), 0) * 100 AS uptime
        FROM ${src.rows} r JOIN properties p ON p.id = r.property_id
       WHERE p.workspace_id = ${ws} AND ${inRange} GROUP BY 1`),
  ]);

  const totalsById = new Map<number, RollupTotals>();
  for (const r of totals.rows as Rec[]) {
    totalsById.set(Number(r.property_id), {
      checks: Number(r.checks),
      ups: Number(r.ups),
      timeouts: Number(r.timeouts),
      rttSum: Number(r.rtt_sum),
      rttMin: num(r.rtt_min),
      rttMax: num(r.rtt_max),
      rttHist: (r.hist as number[] | null) ?? null,
    });
  }
  const spansById = new Map<number, IncidentSpan[]>();
  for (const r of spans.rows as Rec[]) {
    const list = spansById.get(Number(r.property_id)) ?? [];
    list.push({
      startedAt: new Date(r.started_at as string),
      endedAt: r.ended_at ? new Date(r.ended_at as string) : null,
    });
    spansById.set(Number(r.property_id), list);
  }

  const masked = !viewer.seesFullIps;
  const rows: ReportRow[] = (props.rows as Rec[]).map((p) => {
    const id = Number(p.id);
    const ip = String(p.ip_address);
    return {
      id,
      name: String(p.name),
      address: String(p.address),
      ipAddress: masked ? maskIp(ip) : ip,
      maskedIp: masked,
      type: String(p.type),
      status: String(p.status),
      lastCheck: p.last_check ? new Date(p.last_check as string) : null,
      ...checkMetrics(totalsById.get(id) ?? EMPTY_TOTALS),
      ...incidentTotals(spansById.get(id) ?? [], range, now),
    };
  });

  const byStatus = (s: string) => rows.filter((r) => r.status === s).length;
  const summary: ReportSummary = {
    properties: rows.length,
    online: byStatus('online'),
    offline: byStatus('offline'),
    timeout: byStatus('timeout'),
    unknown: rows.length - byStatus('online') - byStatus('offline') - byStatus('timeout'),
    ...checkMetrics(combineRollups([...totalsById.values()])),
    incidents: rows.reduce((s, r) => s + r.incidents, 0),
    downtimeMs: rows.reduce((s, r) => s + r.downtimeMs, 0),
  };

  const byTime = new Map<number, Rec>();
  for (const r of series.rows as Rec[]) byTime.set(new Date(r.t as string).getTime(), r);
  const points = bucketStarts(range).map((time) => {
    const r = byTime.get(time.getTime());
    const avg = num(r?.avg);
    const up = num(r?.uptime);
    return {
      time,
      avgMs: avg === null ? null : Math.round(avg * 100) / 100,
      uptime: up === null ? null : Math.round(up * 100) / 100,
    };
  });

  return {
    kind: range.kind,
    title: REPORT_TITLES[range.kind],
    range,
    generatedAt: now,
    rows,
    summary,
    series: points,
  };
}
