import { describe, expect, it } from 'vitest';
import { upstreamDownMs } from './upstream-downtime.js';

const t = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));
const span = (a: number, b: number | null) => ({
  startedAt: t(a),
  endedAt: b === null ? null : t(b),
});
const range = { start: t(0), until: t(120) };

describe('downtime behind an upstream', () => {
  it('counts the overlap of the member’s outages with its upstreams’ (merged, clipped)', () => {
    // member down 10-50; upstreams down 0-20 and 15-30 (overlapping) and 40-200 (past the range)
    const ms = upstreamDownMs(
      [span(10, 50)],
      [span(0, 20), span(15, 30), span(40, 200)],
      range,
      t(100),
    );
    expect(ms).toBe((20 + 10) * 60_000);
  });

  it('is nothing without an upstream outage, and an open outage ends now', () => {
    expect(upstreamDownMs([span(10, 50)], [], range, t(100))).toBe(0);
    expect(upstreamDownMs([span(90, null)], [span(80, null)], range, t(100))).toBe(10 * 60_000);
  });
});
