import { describe, expect, it } from 'vitest';
import { ratioLine } from '../../bench/probe-ratio.js';

const ours = { scenario: 'icmp-raw', up: 1000, probed: 1000, cpuMs: 20 };

describe('bench:probe ratio', () => {
  it('prints the ratio over a baseline that saw its targets up', () => {
    const ping = { scenario: 'ping-spawn', up: 1000, probed: 1000, cpuMs: 8000 };
    expect(ratioLine(1000, ours, ping)).toEqual({
      ok: true,
      line: 'N=1000: ping-spawn uses 400x the CPU of icmp-raw (target >= 300x)',
    });
  });

  it('refuses a ratio over a ping baseline that failed (ping not installed)', () => {
    const ping = { scenario: 'ping-spawn', up: 0, probed: 1000, cpuMs: 900 };
    const r = ratioLine(1000, ours, ping);
    expect(r.ok).toBe(false);
    expect(r.line).toBe(
      'N=1000: no ratio: ping-spawn got 0 of 1000 loopback targets up, so its figures are not a measurement of probing. Is `ping` installed (apt-get install iputils-ping)?',
    );
    expect(r.line).not.toMatch(/\dx the CPU/);
  });

  it('refuses it when our own engine missed targets too', () => {
    const ping = { scenario: 'ping-spawn', up: 1000, probed: 1000, cpuMs: 8000 };
    expect(ratioLine(1000, { ...ours, up: 500 }, ping).ok).toBe(false);
  });
});
