import { describe, expect, it } from 'vitest';
import {
  histogramQuantile,
  mergeHistograms,
  RTT_BUCKET_COUNT,
  rttBucket,
} from './rtt-histogram.js';

describe('rtt histogram', () => {
  it('puts each RTT in the bucket whose upper bound holds it', () => {
    expect(rttBucket(0.05)).toBe(1);
    expect(rttBucket(0.1)).toBe(1);
    expect(rttBucket(0.3)).toBe(3);
    expect(rttBucket(42)).toBe(9);
    expect(rttBucket(99_999)).toBe(RTT_BUCKET_COUNT);
  });

  it('estimates p95 to the bucket, clamped to the observed maximum', () => {
    const hist = mergeHistograms([
      [0, 0, 0, 90],
      [0, 0, 0, 0, 0, 0, 10],
    ]); // 90 at <=1 ms, 10 at <=10 ms
    expect(hist.reduce((a, b) => a + b)).toBe(100);
    expect(histogramQuantile(hist, 0.9, 8)).toBe(1);
    expect(histogramQuantile(hist, 0.95, 8)).toBe(8);
    expect(histogramQuantile(hist, 0.95, 30)).toBe(10);
    expect(histogramQuantile(mergeHistograms([]), 0.95, null)).toBeNull();
  });
});
