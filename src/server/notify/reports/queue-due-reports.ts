// Daily (08:00) and weekly (Monday 08:00) reports in each workspace's time zone. The worker calls
// this every minute or so; the stored "sent on" date (the local day, or the local Monday) is
// moved in the same statement that queues the mail, so each report is queued exactly once
// however many workers run. A worker that was down at 08:00 sends the report when it comes back.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, workspaces } from '../../db/schema/index.js';

export const REPORT_HOUR = '08:00';

export async function queueDueReports(db: Db, opts: { now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    let queued = 0;
    for (const kind of ['daily', 'weekly'] as const) {
      const res = await tx.execute(queueSql(kind, opts.now));
      queued += res.rowCount ?? 0;
    }
    return queued;
  });
}

// Candidates, the "sent on" move and the insert in one statement (a `sql` template: the builder
// cannot chain an UPDATE … RETURNING into an INSERT … SELECT), so two workers never both queue.
function queueSql(kind: 'daily' | 'weekly', now: Date) {
  const w = workspaces;
  // local = the workspace's wall clock now; day = the local date the report is for
  const day = kind === 'daily' ? sql`(local)::date` : sql`date_trunc('week', local)::date`; // ISO weeks start Monday
  const wanted = kind === 'daily' ? w.dailyReports : w.weeklyReports;
  const sentOn = kind === 'daily' ? w.dailyReportSentOn : w.weeklyReportSentOn;
  const sentCol = sql.identifier(sentOn.name);
  const label = kind === 'daily' ? 'Daily' : 'Weekly';
  return sql`
    WITH cand AS (
      SELECT ${w.id} AS id, ${day} AS day,
             ((${day} + ${REPORT_HOUR}::time) AT TIME ZONE ${w.timezone}) AS due_at
        FROM ${w}, LATERAL (SELECT ${now}::timestamptz AT TIME ZONE ${w.timezone} AS local) l
       WHERE ${wanted}
    ), marked AS (
      UPDATE ${w} SET ${sentCol} = c.day
        FROM cand c
       WHERE ${w.id} = c.id AND c.due_at <= ${now}
         AND (${sentOn} IS NULL OR ${sentOn} < c.day)
         AND ${w.createdAt} < c.due_at
      RETURNING ${w.id} AS id, c.day, c.due_at
    )
    INSERT INTO ${notifications} (workspace_id, channel, event_type, payload, summary, next_attempt_at, created_at)
    SELECT id, 'email', ${`report.${kind}`},
           jsonb_build_object('localDate', to_char(day, 'YYYY-MM-DD'), 'periodEnd', due_at,
                              'days', ${kind === 'daily' ? 1 : 7}::int),
           ${`${label} report for `} || to_char(day, 'YYYY-MM-DD'), ${now}, ${now}
      FROM marked`;
}
