import { describe, expect, it } from 'vitest';
import { RTT_BUCKET_COUNT, rttBucket } from '../monitoring/rtt-histogram.js';
import {
  checkMetrics,
  combineRollups,
  EMPTY_TOTALS,
  formatDuration,
  incidentTotals,
  type RollupTotals,
} from './report-stats.js';

/** A histogram with `count` successful checks at each given RTT. */
function hist(entries: Array<[ms: number, count: number]>): number[] {
  const h = new Array<number>(RTT_BUCKET_COUNT).fill(0);
  for (const [ms, count] of entries) h[rttBucket(ms) - 1]! += count;
  return h;
}

const rollup = (over: Partial<RollupTotals>): RollupTotals => ({ ...EMPTY_TOTALS, ...over });

const at = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00Z`);

describe('uptime and failed checks', () => {
  it('is successful checks over all checks, across hours', () => {
    const m = checkMetrics(
      combineRollups([
        rollup({ checks: 120, ups: 114, timeouts: 6 }),
        rollup({ checks: 120, ups: 120 }),
      ]),
    );
    expect(m).toMatchObject({ checks: 240, failedChecks: 6, uptime: 97.5 });
  });

  it('rounds to two decimals and is null without checks', () => {
    expect(checkMetrics(rollup({ checks: 3, ups: 2 })).uptime).toBe(66.67);
    expect(checkMetrics(combineRollups([]))).toEqual({
      checks: 0,
      failedChecks: 0,
      uptime: null,
      avgMs: null,
      minMs: null,
      maxMs: null,
      p95Ms: null,
    });
  });

  it('counts a property that never answered as 0 %', () => {
    expect(checkMetrics(rollup({ checks: 10, ups: 0, timeouts: 10 }))).toMatchObject({
      uptime: 0,
      failedChecks: 10,
      avgMs: null,
    });
  });
});

describe('response times', () => {
  it('averages over successful checks only and keeps the extremes', () => {
    const m = checkMetrics(
      combineRollups([
        rollup({ checks: 4, ups: 2, rttSum: 3, rttMin: 1, rttMax: 2 }),
        rollup({ checks: 2, ups: 2, rttSum: 21, rttMin: 0.5, rttMax: 20.5 }),
        rollup({ checks: 2, ups: 0 }),
      ]),
    );
    expect(m).toMatchObject({ avgMs: 6, minMs: 0.5, maxMs: 20.5 });
  });

  it('takes p95 from the merged histograms, to the bucket, clamped to the observed max', () => {
    // 190 fast checks (≤ 2 ms) and 10 slow ones (20-50 ms bucket): the 95th percentile is the
    // 190th check, still fast.
    const fastThenSlow = combineRollups([
      rollup({ checks: 100, ups: 100, rttMax: 1.8, rttHist: hist([[1.5, 100]]) }),
      rollup({
        checks: 100,
        ups: 100,
        rttMax: 37,
        rttHist: hist([
          [1.5, 90],
          [37, 10],
        ]),
      }),
    ]);
    expect(checkMetrics(fastThenSlow).p95Ms).toBe(2);
    // One more slow check moves the 95th percentile into the slow bucket (bound 50 > max 37).
    const slower = combineRollups([
      fastThenSlow,
      rollup({ checks: 2, ups: 2, rttMax: 30, rttHist: hist([[30, 2]]) }),
    ]);
    expect(checkMetrics(slower).p95Ms).toBe(37);
  });

  it('ignores rows without a histogram', () => {
    const m = checkMetrics(
      combineRollups([
        rollup({ checks: 20, ups: 20, rttMax: 4, rttHist: hist([[4, 20]]) }),
        rollup({ checks: 5, ups: 5 }),
      ]),
    );
    expect(m.p95Ms).toBe(4);
  });
});

describe('incidents and downtime in a range', () => {
  const range = { start: at('10:00'), until: at('12:00') };

  it('counts incidents overlapping the range and only the time inside it', () => {
    const spans = [
      { startedAt: at('09:00'), endedAt: at('10:30') }, // 30 min inside
      { startedAt: at('11:00'), endedAt: at('11:15') }, // 15 min
      { startedAt: at('11:50'), endedAt: null }, // ongoing: 10 min up to the range's end
      { startedAt: at('08:00'), endedAt: at('09:59') }, // before
      { startedAt: at('12:00'), endedAt: at('12:30') }, // after (the end is exclusive)
    ];
    expect(incidentTotals(spans, range, at('13:00'))).toEqual({
      incidents: 3,
      downtimeMs: 55 * 60_000,
    });
  });

  it('runs an ongoing incident up to now when the range reaches now', () => {
    const spans = [{ startedAt: at('09:00'), endedAt: null }];
    expect(incidentTotals(spans, range, at('11:20'))).toEqual({
      incidents: 1,
      downtimeMs: 80 * 60_000,
    });
  });

  it('has nothing for a quiet property', () => {
    expect(incidentTotals([], range, at('13:00'))).toEqual({ incidents: 0, downtimeMs: 0 });
  });

  it('formats durations for people', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(55 * 60_000)).toBe('55m 0s');
    expect(formatDuration((26 * 60 + 5) * 60_000)).toBe('1d 2h 5m');
    expect(formatDuration(3 * 3_600_000 + 61_000)).toBe('3h 1m');
  });
});
