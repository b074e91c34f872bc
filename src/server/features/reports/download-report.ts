// A report download: the caller's workspace, its time zone for dates, the file in the format asked.
import { eq } from 'drizzle-orm';
import type { ReportFormat, ReportKind, ReportQuery } from '../../../contracts/reports.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { workspaces } from '../../db/schema/index.js';
import { buildReport, type Report } from '../../reporting/build-report.js';
import { resolveReportRange } from '../../reporting/report-window.js';
import { renderReport, type ReportFile } from './render/index.js';

export async function downloadReport(
  db: Db,
  opts: {
    actor: Pick<Actor, 'workspaceId' | 'seesFullIps'>;
    kind: ReportKind;
    query: Required<Pick<ReportQuery, 'format'>> & Pick<ReportQuery, 'from' | 'to'>;
    now?: Date;
    /** PDF and XLSX are rendered off the web thread by the route's pool; inline by default. */
    render?: (report: Report, format: ReportFormat) => Promise<ReportFile>;
  },
): Promise<ReportFile> {
  const { actor, kind, query, now = new Date(), render = renderReport } = opts;
  const [ws] = await db
    .select({ timeZone: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, actor.workspaceId));
  const timeZone = ws?.timeZone ?? 'UTC';
  const range = resolveReportRange(kind, query, now, timeZone);
  const viewer = { workspaceId: actor.workspaceId, seesFullIps: actor.seesFullIps, timeZone };
  return render(await buildReport(db, viewer, range, now), query.format);
}
