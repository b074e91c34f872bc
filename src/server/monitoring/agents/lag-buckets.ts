// The lag of agents' checks as a fixed histogram per location and minute (location_minutes), so
// a p99 is read from a few integers instead of from every result. Bounds in ms; the last bucket
// holds everything slower.
export const LAG_BUCKETS_MS = [100, 250, 500, 1_000, 2_000, 5_000, 10_000, 30_000, 60_000] as const;
export const LAG_BUCKET_COUNT = LAG_BUCKETS_MS.length + 1;

/**
 * Bucket i holds lags below LAG_BUCKETS_MS[i] and at or above the bound before it: PostgreSQL's
 * width_bucket(lag, bounds), which record-agent-results uses.
 */
/** The upper bound of the bucket holding the 99th percentile; null for an empty histogram. */
export function p99Of(buckets: readonly number[]): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i] ?? 0;
    if (seen >= total * 0.99) return LAG_BUCKETS_MS[i] ?? LAG_BUCKETS_MS.at(-1)!;
  }
  return LAG_BUCKETS_MS.at(-1)!;
}
