// Gathers a report's data for one workspace from the rollups and the incidents: one row per
// property (sorted by lower(name), id), a summary, and the workspace's response-time series.
// Downloads and mailed reports both read it.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { REPORT_TITLES, type ReportKind } from '../../contracts/reports.js';
import type { Db } from '../db/client.js';
import { incidents, properties, propertySchedule } from '../db/schema/index.js';
import { maskIp } from '../lib/mask-ip.js';
import {
  checkMetrics,
  combineRollups,
  EMPTY_TOTALS,
  incidentTotals,
  type CheckMetrics,
  type IncidentSpan,
} from './report-stats.js';
import { plannedMaintenanceMs } from './maintenance-time.js';
import { bucketStarts, type ReportRange } from './report-window.js';
import { bucketTotals, propertyTotals } from './rollup-totals.js';
import { upstreamChains, upstreamDownMs } from './upstream-downtime.js';

export type ReportViewer = { workspaceId: string; seesFullIps: boolean; timeZone: string };

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
  /** of the downtime, the part while an upstream it depends on was down too (decision 033) */
  upstreamDownMs: number;
};

export type ReportSummary = CheckMetrics & {
  properties: number;
  online: number;
  offline: number;
  timeout: number;
  unknown: number;
  incidents: number;
  downtimeMs: number;
  /** planned maintenance in the range: its checks are left out of every figure (issue 27) */
  plannedMaintenanceMs: number;
};

export type SeriesPoint = { time: Date; avgMs: number | null; uptime: number | null };

export type Report = {
  kind: ReportKind;
  title: string;
  range: ReportRange;
  /** the workspace's IANA time zone: file names and printed times use it */
  timeZone: string;
  generatedAt: Date;
  rows: ReportRow[];
  summary: ReportSummary;
  series: SeriesPoint[];
};

async function incidentSpans(
  db: Db,
  workspaceId: string,
  range: ReportRange,
  propertyIds?: number[],
) {
  const rows = await db
    .select({
      propertyId: incidents.propertyId,
      startedAt: incidents.startedAt,
      endedAt: incidents.endedAt,
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.workspaceId, workspaceId),
        propertyIds ? inArray(incidents.propertyId, propertyIds) : undefined,
        lt(incidents.startedAt, range.until),
        or(isNull(incidents.endedAt), gte(incidents.endedAt, range.start)),
      ),
    );
  const byProperty = new Map<number, IncidentSpan[]>();
  for (const { propertyId, ...span } of rows) {
    byProperty.set(propertyId, [...(byProperty.get(propertyId) ?? []), span]);
  }
  return byProperty;
}

/**
 * `only`: the report of one property of the workspace (its row, and its figures as the summary),
 * read for that property alone: GET /api/reports/uptime?propertyId= in a workspace of 100,000
 * built the whole workspace's report to answer one row.
 */
export async function buildReport(
  db: Db,
  viewer: ReportViewer,
  range: ReportRange,
  now: Date,
  only?: { propertyId: number },
): Promise<Report> {
  const ws = viewer.workspaceId;
  const id = only?.propertyId;
  const chainsRead = upstreamChains(db, ws);
  // one property's downtime is told apart by its upstreams' incidents (decision 033): theirs
  // too, once its chain is known; the whole workspace's incidents without waiting for it
  const spansRead = (async () =>
    incidentSpans(
      db,
      ws,
      range,
      id === undefined ? undefined : [id, ...((await chainsRead).get(id) ?? [])],
    ))();
  const [props, totals, spans, series, maintenanceMs, chains] = await Promise.all([
    db
      .select({
        id: properties.id,
        name: properties.name,
        address: properties.address,
        ipAddress: properties.ipAddress,
        type: properties.type,
        status: properties.status,
        lastCheck: propertySchedule.lastCheck,
      })
      .from(properties)
      .innerJoin(propertySchedule, eq(propertySchedule.propertyId, properties.id))
      .where(
        and(eq(properties.workspaceId, ws), id === undefined ? undefined : eq(properties.id, id)),
      )
      .orderBy(sql`lower(${properties.name})`, asc(properties.id)),
    propertyTotals(db, ws, range, id),
    spansRead,
    bucketTotals(db, id === undefined ? { workspaceId: ws } : { propertyId: id }, range),
    plannedMaintenanceMs(
      db,
      id === undefined ? { workspaceId: ws } : { propertyId: id },
      { start: range.start, end: range.until },
      now,
    ),
    chainsRead,
  ]);

  const masked = !viewer.seesFullIps;
  // Each row written out as one literal of a fixed shape, not spread from the row read and the
  // figures: at 100,000 properties the spread rows cost ~2 s of the web thread a report (a CPU
  // profile of bench:reports: 17 s of 93 in this map, 5 s more reading the rows' status after).
  const rows: ReportRow[] = props.map((p) => {
    const m = checkMetrics(totals.get(p.id) ?? EMPTY_TOTALS);
    const own = spans.get(p.id) ?? [];
    const inc = incidentTotals(own, range, now);
    const upstream = (chains.get(p.id) ?? []).flatMap((u) => spans.get(u) ?? []);
    return {
      id: p.id,
      name: p.name,
      address: p.address,
      ipAddress: masked ? maskIp(p.ipAddress) : p.ipAddress,
      maskedIp: masked,
      type: p.type,
      status: p.status,
      lastCheck: p.lastCheck,
      checks: m.checks,
      failedChecks: m.failedChecks,
      uptime: m.uptime,
      avgMs: m.avgMs,
      minMs: m.minMs,
      maxMs: m.maxMs,
      p95Ms: m.p95Ms,
      incidents: inc.incidents,
      downtimeMs: inc.downtimeMs,
      upstreamDownMs: upstreamDownMs(own, upstream, range, now),
    };
  });

  const byStatus = { online: 0, offline: 0, timeout: 0 };
  let incidentCount = 0;
  let downtimeMs = 0;
  for (const r of rows) {
    if (r.status === 'online' || r.status === 'offline' || r.status === 'timeout') {
      byStatus[r.status]++;
    }
    incidentCount += r.incidents;
    downtimeMs += r.downtimeMs;
  }
  const summary: ReportSummary = {
    properties: rows.length,
    ...byStatus,
    unknown: rows.length - byStatus.online - byStatus.offline - byStatus.timeout,
    ...checkMetrics(combineRollups([...totals.values()])),
    incidents: incidentCount,
    downtimeMs,
    plannedMaintenanceMs: maintenanceMs,
  };

  const byTime = new Map(series.map((b) => [b.time.getTime(), checkMetrics(b)]));
  const points = bucketStarts(range).map((time) => {
    const m = byTime.get(time.getTime());
    return { time, avgMs: m?.avgMs ?? null, uptime: m?.uptime ?? null };
  });

  return {
    kind: range.kind,
    title: REPORT_TITLES[range.kind],
    range,
    timeZone: viewer.timeZone,
    generatedAt: now,
    rows,
    summary,
    series: points,
  };
}
