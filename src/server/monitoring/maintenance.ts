// Periodic upkeep of monitoring data: retention of raw results, the rollups, the activity log and
// alerts (the uptime figures are refreshed by reporting/refresh-uptime.ts).
import { inArray, lt, sql } from 'drizzle-orm';
import { HOURLY_ROLLUP_DAYS } from '../../contracts/reports.js';
import type { Db } from '../db/client.js';
import { deleteInSlices } from '../db/delete-in-slices.js';
import { activityEvents, alerts } from '../db/schema/index.js';
import { foldCheckResults } from './fold-check-results.js';
import { dropPartitionsBefore } from './history-partitions.js';

const SLICE = 10_000;

/** Deletes rows older than the retention, in slices of 10,000 so no lock is held long. */
function pruneOlderThan(
  db: Db,
  table: typeof activityEvents | typeof alerts,
  days: number,
): Promise<number> {
  return deleteInSlices(SLICE, 1000, async () => {
    const old = db
      .select({ id: table.id })
      .from(table)
      .where(lt(table.createdAt, sql`now() - make_interval(days => ${days})`))
      .limit(SLICE);
    return (await db.delete(table).where(inArray(table.id, old))).rowCount ?? 0;
  });
}

/**
 * Raw check results past HISTORY_RETENTION_DAYS; history lives on in the rollups. Results not
 * folded yet are folded first (they are part of the rollups until then), then the packed ones
 * go by whole UTC days: a day's partition whose last instant is past the retention is dropped
 * (decision 036 item 2), and rows in the DEFAULT partition (days without a partition of their
 * own) are deleted as before, a packed row once a day past its start. Returns how many results
 * went row by row; a dropped day is not counted (counting would read it whole).
 */
export async function pruneCheckResults(db: Db, retentionDays: number): Promise<number> {
  // the database's clock, as every other time here (db.execute leaves timestamps as text)
  const cutoff = await db.execute<{ ms: number }>(
    sql`SELECT extract(epoch FROM now() - make_interval(days => ${retentionDays}))::float8 * 1000 AS ms`,
  );
  const before = new Date(cutoff.rows[0]!.ms);
  await foldCheckResults(db, before);
  await dropPartitionsBefore(db, before);
  const p = sql.identifier('check_results_packed_default');
  let total = 0;
  for (let i = 0; i < 1000; i++) {
    // by ctid: packed rows have no key (decision 014); a `sql` template for DELETE … RETURNING
    // summed in the same statement
    const res = await db.execute<{ k: number; n: number }>(sql`
      WITH gone AS (
        DELETE FROM ${p} WHERE ctid = ANY(ARRAY(
          SELECT ctid FROM ${p} WHERE start + interval '1 day' <= ${before} LIMIT ${SLICE}))
        RETURNING n)
      SELECT count(*)::int AS k, coalesce(sum(n), 0)::int AS n FROM gone`);
    total += res.rows[0]!.n;
    if (res.rows[0]!.k < SLICE) break;
  }
  return total;
}

/**
 * The rollups past their retention: hourly rows older than HOURLY_ROLLUP_DAYS (a report range
 * starting earlier reads the daily rows, report-window.ts), daily rows older than
 * ROLLUP_RETENTION_DAYS. Kept for ever they grew without end: 24 million hourly rows a day at
 * 1,000,000 properties (issue 32). Found by the hour and day indexes, deleted in slices of 10,000 (each row's hour or
 * day is whole and past: the fold adds nothing to it any more). Returns the rows deleted.
 */
export async function pruneRollups(db: Db, dailyRetentionDays: number): Promise<number> {
  const sliced = (table: string, older: ReturnType<typeof sql>) =>
    deleteInSlices(SLICE, 1000, async () => {
      const t = sql.identifier(table);
      const res = await db.execute(sql`
        DELETE FROM ${t} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${t} WHERE ${older} LIMIT ${SLICE}))`);
      return res.rowCount ?? 0;
    });
  return (
    (await sliced(
      'check_hours',
      sql`hour < date_trunc('hour', now()) - make_interval(days => ${HOURLY_ROLLUP_DAYS})`,
    )) +
    (await sliced(
      'check_days',
      sql`day < (now() AT TIME ZONE 'UTC')::date - ${dailyRetentionDays}::int`,
    ))
  );
}

/**
 * The activity log and alerts past ACTIVITY_RETENTION_DAYS: a flapping property adds alerts
 * every few minutes for as long as it flaps, so neither table may grow without end. (An alert's
 * outbox rows go with it; the outbox keeps 90 days of its own.)
 */
export async function pruneActivity(db: Db, retentionDays: number): Promise<number> {
  return (
    (await pruneOlderThan(db, activityEvents, retentionDays)) +
    (await pruneOlderThan(db, alerts, retentionDays))
  );
}
