// What the database recorded, property by property, in the multi-worker bench: the gaps between
// one property's consecutive recorded checks. A worker killed mid-run must lose no check for
// more than one interval (no gap over two intervals) and record none twice (no two checks of one
// property closer than half an interval). Read from the raw and the packed history alike, so the
// fold running meanwhile changes nothing.
import type pg from 'pg';

export type RecordedGaps = {
  properties: number;
  checks: number;
  /** two recorded checks of one property less than half an interval apart */
  doubles: number;
  /** gaps longer than two intervals: a slot skipped, not only late */
  lostSlots: number;
  maxGapS: number;
  /** the property and the time (ms) where the longest gap ended */
  maxGapAt: { propertyId: number; at: number } | undefined;
  p99GapS: number;
};

// Each property also gets a mark at the end of the measured time, so a property never checked
// again after the kill shows as a gap up to the end, not as nothing.
const GAPS = `WITH checks AS (
       SELECT p.id, u.checked_at, false AS mark FROM properties p
        CROSS JOIN LATERAL check_results_unpacked(p.id, $1, $2) u
        WHERE p.id % $4 = 0
       UNION ALL
       SELECT p.id, $2, true FROM properties p WHERE p.id % $4 = 0
     ), gaps AS (
       SELECT id, checked_at, mark,
              extract(epoch FROM checked_at - lag(checked_at) OVER (PARTITION BY id ORDER BY checked_at)) AS gap
         FROM checks
     )`;

export async function recordedGaps(
  pool: pg.Pool,
  /** sampleEvery: only properties whose id is a multiple of it (a million cost minutes whole) */
  opts: { from: Date; to: Date; intervalS: number; sampleEvery?: number },
): Promise<RecordedGaps> {
  const { rows } = await pool.query<{
    properties: number;
    checks: number;
    doubles: number;
    lost: number;
    max_gap: number | null;
    p99_gap: number | null;
  }>(
    `${GAPS}
     SELECT count(DISTINCT id)::int AS properties, count(*) FILTER (WHERE NOT mark)::int AS checks,
            count(*) FILTER (WHERE gap < $3 / 2.0 AND NOT mark)::int AS doubles,
            count(*) FILTER (WHERE gap > $3 * 2.0)::int AS lost,
            max(gap)::float8 AS max_gap,
            (percentile_cont(0.99) WITHIN GROUP (ORDER BY gap))::float8 AS p99_gap
       FROM gaps`,
    [opts.from, opts.to, opts.intervalS, opts.sampleEvery ?? 1],
  );
  const r = rows[0]!;
  let maxGapAt: RecordedGaps['maxGapAt'];
  if (r.max_gap !== null) {
    const worst = await pool.query<{ id: number; at: Date }>(
      `${GAPS} SELECT id, checked_at AS at FROM gaps WHERE gap >= $3 ORDER BY gap DESC LIMIT 1`,
      [opts.from, opts.to, r.max_gap - 0.001, opts.sampleEvery ?? 1],
    );
    const w = worst.rows[0];
    if (w) maxGapAt = { propertyId: w.id, at: w.at.getTime() };
  }
  return {
    properties: r.properties,
    checks: r.checks,
    doubles: r.doubles,
    lostSlots: r.lost,
    maxGapS: r.max_gap ?? NaN,
    maxGapAt,
    p99GapS: r.p99_gap ?? NaN,
  };
}
