// Daily (08:00) and weekly (Monday 08:00) reports in each workspace's time zone. The worker calls
// this every minute or so; the stored "sent on" date (the local day, or the local Monday) is
// moved in the same statement that queues the mail, so each report is queued exactly once
// however many workers run. A worker that was down at 08:00 sends the report when it comes back.
import type pg from 'pg';

export const REPORT_HOUR = '08:00';

export async function queueDueReports(pool: pg.Pool, opts: { now: Date }): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    let queued = 0;
    for (const kind of ['daily', 'weekly'] as const) {
      const res = await client.query(queueSql(kind), [opts.now, REPORT_HOUR]);
      queued += res.rowCount ?? 0;
    }
    await client.query('COMMIT');
    return queued;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

function queueSql(kind: 'daily' | 'weekly'): string {
  // local = the workspace's wall clock now; day = the local date the report is for
  const day = kind === 'daily' ? `(local)::date` : `date_trunc('week', local)::date`; // ISO weeks start Monday
  const switchCol = kind === 'daily' ? 'daily_reports' : 'weekly_reports';
  const sentCol = kind === 'daily' ? 'daily_report_sent_on' : 'weekly_report_sent_on';
  return `
    WITH cand AS (
      SELECT w.id, w.timezone, ${day} AS day,
             ((${day} + $2::time) AT TIME ZONE w.timezone) AS due_at
        FROM workspaces w, LATERAL (SELECT $1::timestamptz AT TIME ZONE w.timezone AS local) l
       WHERE w.${switchCol}
    ), marked AS (
      UPDATE workspaces w SET ${sentCol} = c.day
        FROM cand c
       WHERE w.id = c.id AND c.due_at <= $1
         AND (w.${sentCol} IS NULL OR w.${sentCol} < c.day)
         AND w.created_at < c.due_at
      RETURNING w.id, c.day, c.due_at
    )
    INSERT INTO notifications (workspace_id, channel, event_type, payload, summary, next_attempt_at, created_at)
    SELECT id, 'email', 'report.${kind}',
           jsonb_build_object('localDate', to_char(day, 'YYYY-MM-DD'), 'periodEnd', due_at,
                              'days', ${kind === 'daily' ? 1 : 7}),
           '${kind === 'daily' ? 'Daily' : 'Weekly'} report for ' || to_char(day, 'YYYY-MM-DD'), $1, $1
      FROM marked`;
}
