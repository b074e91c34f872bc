// The figures of a scheduled report mail, from the one report module the downloads use: the
// daily or weekly window ending at the report's time, plus 24-hour and 7-day uptime and the
// alerts raised in the period.
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alerts } from '../../db/schema/index.js';
import { buildReport, type Report } from '../../reporting/build-report.js';
import { namedWindow, resolveReportRange } from '../../reporting/report-window.js';
import { workspaceFigures } from '../../reporting/rollup-totals.js';

export type MailedReport = {
  days: 1 | 7;
  periodEnd: Date;
  report: Report;
  uptime24h: number | null;
  uptime7d: number | null;
  alerts: { offline: number; online: number; timeout: number };
};

export async function mailedReport(
  db: Db,
  opts: { workspaceId: string; timeZone: string; periodEnd: Date; days: 1 | 7 },
): Promise<MailedReport> {
  const { workspaceId, timeZone, periodEnd, days } = opts;
  const range = resolveReportRange(days === 1 ? 'daily' : 'weekly', {}, periodEnd, timeZone);
  const [report, day, week, raised] = await Promise.all([
    // mail shows addresses, never IPs: masked like any member's view
    buildReport(db, { workspaceId, seesFullIps: false, timeZone }, range, periodEnd),
    workspaceFigures(db, workspaceId, namedWindow('24h', periodEnd)),
    workspaceFigures(db, workspaceId, namedWindow('7d', periodEnd)),
    db
      .select({ type: alerts.type, n: count() })
      .from(alerts)
      .where(
        and(
          eq(alerts.workspaceId, workspaceId),
          gte(alerts.createdAt, range.start),
          lt(alerts.createdAt, range.until),
        ),
      )
      .groupBy(alerts.type),
  ]);
  const raisedOf = (t: string) => raised.find((r) => r.type === t)?.n ?? 0;
  return {
    days,
    periodEnd,
    report,
    uptime24h: day.uptime,
    uptime7d: week.uptime,
    alerts: {
      offline: raisedOf('offline'),
      online: raisedOf('online'),
      timeout: raisedOf('timeout'),
    },
  };
}
