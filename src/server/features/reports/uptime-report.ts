// GET /api/reports/uptime: the same figures as the downloaded reports, as JSON, from the one
// reporting module (rollups and incidents) — for the public API and anyone scripting reports.
import { eq } from 'drizzle-orm';
import {
  REPORT_MSG,
  type UptimeReport,
  type UptimeReportQuery,
} from '../../../contracts/reports.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { workspaces } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { buildReport } from '../../reporting/build-report.js';
import { resolveReportRange } from '../../reporting/report-window.js';

export async function uptimeReport(
  db: Db,
  opts: { actor: Pick<Actor, 'workspaceId' | 'seesFullIps'>; query: UptimeReportQuery; now?: Date },
): Promise<UptimeReport> {
  const { actor, query, now = new Date() } = opts;
  const [ws] = await db
    .select({ timeZone: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, actor.workspaceId));
  const timeZone = ws?.timeZone ?? 'UTC';
  // Without dates: the last 30 days, as the monthly report.
  const range =
    query.from || query.to
      ? resolveReportRange('custom', query, now, timeZone)
      : resolveReportRange('monthly', {}, now, timeZone);
  const viewer = { workspaceId: actor.workspaceId, seesFullIps: actor.seesFullIps, timeZone };
  const only = query.propertyId ? { propertyId: Number(query.propertyId) } : undefined;
  const report = await buildReport(db, viewer, range, now, only);
  const { rows } = report;
  if (only && rows.length === 0) {
    throw new AppError('not_found', REPORT_MSG.propertyNotFound);
  }
  const figures = (m: (typeof rows)[number] | typeof report.summary) => ({
    checks: m.checks,
    uptime: m.uptime,
    avgMs: m.avgMs,
    p95Ms: m.p95Ms,
    incidents: m.incidents,
    downtimeMs: m.downtimeMs,
  });
  return {
    from: (range.asked?.from ?? range.start).toISOString(),
    to: (range.asked?.to ?? range.until).toISOString(),
    timeZone,
    properties: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      ...figures(r),
      upstreamDownMs: r.upstreamDownMs,
    })),
    // one property's report sums that property alone: its summary is its row's figures
    summary: { properties: report.summary.properties, ...figures(report.summary) },
  };
}
