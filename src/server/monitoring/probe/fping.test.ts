import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createFpingEngine } from './fping.js';
import { parseFpingStderr, parseFpingStdout } from './fping-parse.js';
import { loopbackTargets } from './test-targets.js';

describe('fping output parsing', () => {
  it('reads alive and silent targets from stdout', () => {
    expect(parseFpingStdout('127.0.0.1 is alive (0.05 ms)')).toEqual({
      address: '127.0.0.1',
      outcome: 'up',
      rttMs: 0.05,
    });
    expect(parseFpingStdout('10.0.0.9 is alive (12 ms)')?.rttMs).toBe(12);
    expect(parseFpingStdout('10.0.0.9 is unreachable')).toEqual({
      address: '10.0.0.9',
      outcome: 'timeout',
    });
    expect(parseFpingStdout('garbage')).toBeUndefined();
  });

  it('reads ICMP errors and send failures from stderr', () => {
    expect(
      parseFpingStderr('ICMP Host Unreachable from 10.0.0.1 for ICMP Echo sent to 10.0.0.9'),
    ).toEqual({
      address: '10.0.0.9',
      outcome: 'unreachable',
      detail: 'ICMP host unreachable from 10.0.0.1',
    });
    expect(
      parseFpingStderr('127.0.0.5: error while sending ping: Operation not permitted'),
    ).toEqual({
      address: '127.0.0.5',
      outcome: 'unreachable',
      detail: 'send failed: Operation not permitted',
    });
    expect(parseFpingStderr('fping: some warning')).toBeUndefined();
  });
});

const fpingMissing = spawnSync('fping', ['-v'], { stdio: 'ignore' }).error !== undefined;
if (fpingMissing) console.log('[fping] skipped: fping is not installed (apt-get install -y fping)');

describe.skipIf(fpingMissing)('fping engine', () => {
  it('probes a batch of loopback targets, grouped by timeout, duplicates included', async () => {
    const engine = createFpingEngine();
    const targets = [
      ...loopbackTargets(40, 500, 1),
      ...loopbackTargets(10, 800, 100),
      { id: 999, address: '127.0.0.1', method: 'icmp' as const, timeoutMs: 500 },
      { id: 1000, address: '127.0.0.1', method: 'icmp' as const, timeoutMs: 500 },
      { id: 1001, address: 'not-an-ip', method: 'icmp' as const, timeoutMs: 500 },
    ];
    const results = await engine.probe(targets);
    expect(results.map((r) => r.id)).toEqual(targets.map((t) => t.id));
    expect(results.slice(0, -1).every((r) => r.outcome === 'up' && r.rttMs !== null)).toBe(true);
    expect(results.at(-1)).toMatchObject({ outcome: 'unreachable', rttMs: null });
    await engine.close();
  });

  it('rejects when the fping command cannot run', async () => {
    const engine = createFpingEngine({ command: '/nonexistent/fping' });
    await expect(engine.probe(loopbackTargets(1, 300))).rejects.toThrow(/fping could not start/);
  });
});
