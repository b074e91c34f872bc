// Pure report arithmetic over rollups and incidents: uptime, failed checks, response times
// (average, min, max, p95 from the merged histogram), incident count and downtime in a range.
import { histogramQuantile, mergeHistograms } from '../monitoring/rtt-histogram.js';

/** One rollup row (hourly or daily), or the sum of several. */
export type RollupTotals = {
  checks: number;
  ups: number;
  timeouts: number;
  rttSum: number;
  rttMin: number | null;
  rttMax: number | null;
  rttHist: readonly number[] | null;
};

export type CheckMetrics = {
  checks: number;
  failedChecks: number;
  /** % of checks that succeeded, 2 decimals; null without checks */
  uptime: number | null;
  avgMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  p95Ms: number | null;
};

export type IncidentSpan = { startedAt: Date; endedAt: Date | null };
export type IncidentTotals = { incidents: number; downtimeMs: number };

/** The one rounding of every figure (uptime %, response ms): two decimals. */
export const roundFigure = (v: number) => Math.round(v * 100) / 100;

const pick = (a: number | null, b: number | null, f: (x: number, y: number) => number) =>
  a === null ? b : b === null ? a : f(a, b);

export const EMPTY_TOTALS: RollupTotals = {
  checks: 0,
  ups: 0,
  timeouts: 0,
  rttSum: 0,
  rttMin: null,
  rttMax: null,
  rttHist: null,
};

/** Adds rollup rows: counts and sums add, min/max combine, histograms add bucket by bucket. */
export function combineRollups(rows: readonly RollupTotals[]): RollupTotals {
  if (rows.length === 0) return EMPTY_TOTALS;
  const hists = rows.map((r) => r.rttHist).filter((h) => h !== null);
  return {
    checks: rows.reduce((s, r) => s + r.checks, 0),
    ups: rows.reduce((s, r) => s + r.ups, 0),
    timeouts: rows.reduce((s, r) => s + r.timeouts, 0),
    rttSum: rows.reduce((s, r) => s + r.rttSum, 0),
    rttMin: rows.reduce<number | null>((m, r) => pick(m, r.rttMin, Math.min), null),
    rttMax: rows.reduce<number | null>((m, r) => pick(m, r.rttMax, Math.max), null),
    rttHist: hists.length ? mergeHistograms(hists) : null,
  };
}

/** Uptime and response figures of a property (or a workspace) from its combined rollups. */
export function checkMetrics(t: RollupTotals): CheckMetrics {
  const p95 = t.rttHist ? histogramQuantile(t.rttHist, 0.95, t.rttMax) : null;
  return {
    checks: t.checks,
    failedChecks: t.checks - t.ups,
    uptime: t.checks > 0 ? roundFigure((t.ups / t.checks) * 100) : null,
    avgMs: t.ups > 0 ? roundFigure(t.rttSum / t.ups) : null,
    minMs: t.rttMin === null ? null : roundFigure(t.rttMin),
    maxMs: t.rttMax === null ? null : roundFigure(t.rttMax),
    p95Ms: p95 === null ? null : roundFigure(p95),
  };
}

/**
 * Incidents overlapping [start, until) and the time they cover inside it. An ongoing incident
 * (no end) lasts until now; nothing after `until` counts, nor anything after now.
 */
export function incidentTotals(
  spans: readonly IncidentSpan[],
  range: { start: Date; until: Date },
  now: Date,
): IncidentTotals {
  const from = range.start.getTime();
  const to = Math.min(range.until.getTime(), now.getTime());
  let incidents = 0;
  let downtimeMs = 0;
  for (const s of spans) {
    const started = s.startedAt.getTime();
    const ended = (s.endedAt ?? now).getTime();
    // Overlaps: began before the range ends and was still open when it began (or began in it).
    if (started >= to || (ended <= from && started < from)) continue;
    incidents++;
    downtimeMs += Math.max(0, Math.min(ended, to) - Math.max(started, from));
  }
  return { incidents, downtimeMs };
}

/** "2d 3h 4m", "5m 10s", "0s": downtime for people. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = d
    ? [`${d}d`, `${h}h`, `${m}m`]
    : h
      ? [`${h}h`, `${m}m`]
      : m
        ? [`${m}m`, `${s}s`]
        : [`${s}s`];
  return parts.join(' ');
}
