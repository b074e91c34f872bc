// Folds raw results into the rollups and packs them for keeping (decision 014). A check writes
// one narrow raw row; every few minutes this job moves the rows older than a margin out of
// check_results in one statement per slice of properties: it adds them to their hour's and their
// day's rollup (one upsert per property and fold, not per check) and appends them, 8 bytes a
// check, to check_results_packed. The rows are moved with DELETE … RETURNING, so each is folded
// exactly once, however many workers run this at once and whatever commits meanwhile; the
// views check_rollups_hourly/daily add what is still in check_results, so readers never see a
// result twice or miss one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { checkResults } from '../db/schema/index.js';
import { refreshUptimeOf } from '../reporting/refresh-uptime.js';
import { foldUptime, lockUptimeCounters } from '../reporting/uptime-counters.js';
import { RTT_BUCKET_COUNT } from './rtt-histogram.js';

/**
 * How often the worker folds, and how old a result must be to be folded. Every 10 minutes (was
 * 5): much of a fold's cost is per property (its hour, day, packed row and counters), so at 60 s
 * a property's 10 checks a fold cost 9.9-13.9 µs of PostgreSQL a check against 15.2-18.3 for 5
 * (bench:fold), and a packed row holds 10 checks, not 5, for the fixed cost of a row and its two
 * index entries (decision 036). A result counts in the uptime figures at most 11 minutes later.
 */
export const FOLD_EVERY_MS = 10 * 60_000;
export const FOLD_MARGIN_MS = 60_000;
/** The worker's fold spreads its slices over half the interval at least (see FoldPacing). */
export const FOLD_SPREAD_MS = FOLD_EVERY_MS / 2;
/** Properties per statement: 10 checks each at 60 s (20 at 30 s), so a slice moves 20,000-40,000 rows. */
export const FOLD_SLICE = 2_000;

const HIST = Array.from(
  { length: RTT_BUCKET_COUNT },
  (_, i) => `count(*) FILTER (WHERE b = ${i + 1})::int`,
).join(', ');

const AGG = `count(*)::int, count(*) FILTER (WHERE outcome = 'up')::int,
  count(*) FILTER (WHERE outcome = 'timeout')::int, coalesce(sum(rtt_ms::float8), 0)::real,
  min(rtt_ms), max(rtt_ms), ARRAY[${HIST}]`;

const upsert = (table: string, key: string) => `ON CONFLICT (property_id, ${key}) DO UPDATE SET
  checks = ${table}.checks + EXCLUDED.checks, ups = ${table}.ups + EXCLUDED.ups,
  timeouts = ${table}.timeouts + EXCLUDED.timeouts, rtt_sum = ${table}.rtt_sum + EXCLUDED.rtt_sum,
  rtt_min = least(${table}.rtt_min, EXCLUDED.rtt_min), rtt_max = greatest(${table}.rtt_max, EXCLUDED.rtt_max),
  rtt_hist = check_hist_add(${table}.rtt_hist, EXCLUDED.rtt_hist)`;

const COLS = 'property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist';

/**
 * One slice's fold, one statement. Everything but the slice's bounds and cut-off is fixed text
 * (the histogram columns and upserts are generated), hence `sql.raw` for it; the bounds are also
 * written into the counters' part as integer literals (foldUptime checks them).
 */
const foldSql = (from: number, to: number, before: Date) => sql`WITH moved AS (
    DELETE FROM ${checkResults}
     WHERE property_id >= ${from} AND property_id < ${to} AND checked_at < ${before}
    RETURNING property_id, checked_at, outcome, rtt_ms,
              CASE WHEN outcome = 'up' AND rtt_ms IS NOT NULL THEN check_rtt_bucket(rtt_ms) END AS b
${sql.raw(foldRest(from, to))}`;

const foldRest = (from: number, to: number) => `  ), spans AS MATERIALIZED (
    -- the slice's maintenance over the moved results' time (decision 026): checks in a window
    -- are packed and kept like any other, but count in no rollup, so in no uptime figure
    SELECT property_id, during FROM maintenance_spans
     WHERE property_id = ANY(ARRAY(SELECT DISTINCT property_id FROM moved))
       AND during && tstzrange((SELECT min(checked_at) FROM moved), (SELECT max(checked_at) FROM moved), '[]')
  ), kept AS (
    -- a raw result has no foreign key (migration 0045): one written by a batch that committed
    -- after its property was deleted is moved out here and kept nowhere
    SELECT * FROM moved m WHERE EXISTS (SELECT 1 FROM properties p WHERE p.id = m.property_id)
  ), counted AS (
    SELECT * FROM kept m
     WHERE NOT EXISTS (SELECT 1 FROM spans s WHERE s.property_id = m.property_id AND s.during @> m.checked_at)
  ), hours AS (
    INSERT INTO check_hours (${COLS}, hour)
    SELECT property_id, ${AGG}, date_trunc('hour', checked_at, 'UTC') FROM counted GROUP BY 1, 9
    ${upsert('check_hours', 'hour')}
  ), days AS (
    INSERT INTO check_days (${COLS}, day)
    SELECT property_id, ${AGG}, (checked_at AT TIME ZONE 'UTC')::date FROM counted GROUP BY 1, 9
    ${upsert('check_days', 'day')}
  ), packed AS (
    -- one packed row per property and UTC day: offsets from its first check stay under 2^28 ms
    INSERT INTO check_results_packed (start, property_id, n, data)
    SELECT start, property_id, count(*),
           string_agg(check_packed_entry(outcome, checked_at, rtt_ms, start), ''::bytea ORDER BY checked_at)
      FROM (SELECT *, min(checked_at) OVER (PARTITION BY property_id, (checked_at AT TIME ZONE 'UTC')::date) AS start
              FROM kept) m
     GROUP BY property_id, start
  )
  , ${foldUptime(from, to)}
  -- ids: the properties folded whose figures are not counted yet (no row, or one from before the
  -- counters), recomputed from the rollups after this statement
  SELECT count(*)::int AS n,
         coalesce(array_agg(DISTINCT property_id)
                    FILTER (WHERE property_id NOT IN (SELECT property_id FROM uptime)), '{}') AS ids
    FROM kept`;

export type FoldPacing = {
  /**
   * Spread the slices over at least this long, and never run them more than half the time: a
   * slice keeps one core of PostgreSQL busy, and run back to back at 100,000 properties the
   * slices (about 1 million rows) held it for 31-92 s and the checks' lag p99 rose to 13.6 s in
   * those minutes (decision 014). Paced, the checks' batches get the database between slices.
   */
  spreadMs: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Folds every raw result checked before `before`; returns how many were folded. Each slice adds
 * what it folded to the uptime counters of its properties in the same statement (decision 036,
 * uptime-counters.ts); only those not counted yet (new ones) are recomputed after it. No pass over
 * all properties, and no property's history read again.
 */
export async function foldCheckResults(
  db: Db,
  before: Date = new Date(Date.now() - FOLD_MARGIN_MS),
  slice = FOLD_SLICE,
  pacing?: FoldPacing,
): Promise<number> {
  const r = checkResults;
  // The ids' range from the index's two ends (no time condition: with one, this read every raw
  // row, 5 million at 1,000,000 properties, at the start of each fold); a slice whose rows are
  // all too recent moves nothing.
  const bounds = await db.execute<{ lo: number | null; hi: number | null }>(
    sql`SELECT min(${r.propertyId}) AS lo, max(${r.propertyId}) AS hi FROM ${r}`,
  );
  const { lo, hi } = bounds.rows[0]!;
  if (lo === null || hi === null) return 0;
  const slices = Math.floor((hi - lo) / slice) + 1;
  const budget = pacing ? pacing.spreadMs / slices : 0;
  let folded = 0;
  let recomputed = 0;
  let analyzeAt = 10_000;
  for (let from = lo; from <= hi; from += slice) {
    const started = performance.now();
    // the counters' lock, shared: a recompute or an edge pass does not read between the rollups
    // and the counters this statement adds to (uptime-counters.ts)
    const res = await db.transaction(async (tx) => {
      await lockUptimeCounters(tx, 'shared');
      return tx.execute<{ n: number; ids: number[] }>(foldSql(from, from + slice, before));
    });
    folded += res.rows[0]!.n;
    await refreshUptimeOf(db, res.rows[0]!.ids);
    // Many new rows in property_uptime (a large import's first fold): statistics each time their
    // number doubles, or the planner, still counting the table as it was, reads all of it for
    // later slices (seen at 1,000,000: 248 whole reads of property_uptime in the first fold)
    recomputed += res.rows[0]!.ids.length;
    if (recomputed >= analyzeAt) {
      analyzeAt = recomputed * 2;
      await db.execute(sql`ANALYZE property_uptime`);
    }
    if (pacing && from + slice <= hi) {
      const took = performance.now() - started;
      await (pacing.sleep ?? wait)(Math.max(budget - took, took));
    }
  }
  return folded;
}
