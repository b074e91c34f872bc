// The in-process engine against real loopback echoes. The raw socket needs root (or
// CAP_NET_RAW); the datagram socket needs net.ipv4.ping_group_range to include our group. Both
// are also exercised inside a test namespace where both hold (probe-netns.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { createNativeIcmpEngine, loadIcmpAddon, type IcmpMode } from './icmp-native.js';
import { loopbackTargets } from './test-targets.js';
import type { ProbeEngine } from './types.js';

function tryOpen(mode: IcmpMode): ProbeEngine | string {
  try {
    return createNativeIcmpEngine({ mode, pps: 20_000 });
  } catch (err) {
    return (err as Error).message;
  }
}

describe('ICMP addon', () => {
  it('is built and loads (npm install builds it with node-gyp)', () => {
    expect(typeof loadIcmpAddon().IcmpSocket).toBe('function');
  });
});

for (const mode of ['raw', 'dgram'] as const) {
  const engine = tryOpen(mode);
  if (typeof engine === 'string')
    console.log(`[icmp-native] ${mode} socket skipped here: ${engine}`);

  describe.skipIf(typeof engine === 'string')(`native ICMP engine (${mode})`, () => {
    const e = engine as ProbeEngine;
    afterAll(() => e.close());

    it('gets a sub-millisecond-resolution reply from 127.0.0.1', async () => {
      const [r] = await e.probe([{ id: 7, address: '127.0.0.1', method: 'icmp', timeoutMs: 500 }]);
      expect(r).toMatchObject({ id: 7, outcome: 'up' });
      expect(r!.rttMs).toBeGreaterThan(0);
      expect(r!.rttMs).toBeLessThan(50);
    });

    it('keeps concurrent batches on one socket apart (no sequence collisions)', async () => {
      const a = loopbackTargets(700, 2000, 1);
      const b = loopbackTargets(700, 2000, 10_001);
      const [ra, rb] = await Promise.all([e.probe(a), e.probe(b)]);
      expect(ra.map((r) => r.id)).toEqual(a.map((t) => t.id));
      expect(rb.map((r) => r.id)).toEqual(b.map((t) => t.id));
      expect([...ra, ...rb].every((r) => r.outcome === 'up' && r.rttMs !== null)).toBe(true);
    });

    it('answers non-IPv4 targets as unreachable with a reason, and an empty batch at once', async () => {
      const results = await e.probe([
        { id: 1, address: '::1', method: 'icmp', timeoutMs: 300 },
        { id: 2, address: 'localhost', method: 'icmp', timeoutMs: 300 },
        { id: 3, address: '127.0.0.1', method: 'icmp', timeoutMs: 300 },
      ]);
      expect(results.map((r) => r.outcome)).toEqual(['unreachable', 'unreachable', 'up']);
      expect(results[0]!.detail).toMatch(/IPv4/);
      expect(await e.probe([])).toEqual([]);
    });

    it('completes outstanding probes when closed and refuses new ones', async () => {
      const other = createNativeIcmpEngine({ mode, pps: 1 }); // 1 pps: most stay queued
      const pending = other.probe(loopbackTargets(5, 2000));
      await other.close();
      const results = await pending;
      expect(results).toHaveLength(5);
      expect(
        results.slice(1).every((r) => r.outcome === 'timeout' && /closed/.test(r.detail ?? '')),
      ).toBe(true);
      await expect(other.probe(loopbackTargets(1, 300))).rejects.toThrow(/closed/);
    });
  });
}
