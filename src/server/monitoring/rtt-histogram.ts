// Response-time histogram kept in the rollups, so percentiles (p95) come from rollups, not raw rows.
/** Upper bounds (ms) of the buckets; the last bucket takes everything above the last bound. */
export const RTT_BUCKETS_MS = [
  0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000,
] as const;
export const RTT_BUCKET_COUNT = RTT_BUCKETS_MS.length + 1;

/** 1-based bucket index (PostgreSQL arrays are 1-based). */
export function rttBucket(ms: number): number {
  const i = RTT_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return (i === -1 ? RTT_BUCKETS_MS.length : i) + 1;
}

/** Adds histograms element-wise (missing ones count as empty). */
export function mergeHistograms(hists: Array<readonly number[] | null | undefined>): number[] {
  const out = new Array<number>(RTT_BUCKET_COUNT).fill(0);
  for (const h of hists) h?.forEach((n, i) => (out[i] = (out[i] ?? 0) + (n ?? 0)));
  return out;
}

/**
 * The q-quantile (0..1) estimated from a histogram: the upper bound of the bucket holding it,
 * clamped to the observed max. Exact to the bucket, which is what a report needs.
 */
export function histogramQuantile(
  hist: readonly number[],
  q: number,
  observedMax: number | null,
): number | null {
  const total = hist.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let i = 0; i < hist.length; i++) {
    seen += hist[i] ?? 0;
    if (seen >= rank) {
      const bound = RTT_BUCKETS_MS[i] ?? observedMax ?? RTT_BUCKETS_MS[RTT_BUCKETS_MS.length - 1]!;
      return observedMax === null ? bound : Math.min(bound, observedMax);
    }
  }
  return observedMax;
}
