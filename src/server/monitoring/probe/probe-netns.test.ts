// Timeout and unreachable outcomes against hosts that really stay silent or reject, inside a
// network namespace this test creates (see test-netns.ts). Skips, saying why, without root/ip/nft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestNetns,
  netnsUnavailableReason,
  REJECT_NET,
  SILENT_NET,
  type TestNetns,
} from './test-netns.js';
import type { ProbeResult, ProbeTarget } from './types.js';

const TIMEOUT_MS = 400;
const icmp = (id: number, address: string): ProbeTarget => ({
  id,
  address,
  method: 'icmp',
  timeoutMs: TIMEOUT_MS,
});
const tcp = (id: number, address: string, port: number): ProbeTarget => ({
  id,
  address,
  method: 'tcp',
  port,
  timeoutMs: TIMEOUT_MS,
});

const ICMP_TARGETS = [
  icmp(1, '127.0.0.1'),
  icmp(2, `${SILENT_NET}.5`),
  icmp(3, `${REJECT_NET}.5`),
  icmp(4, '127.0.0.2'),
  icmp(5, `${REJECT_NET}.6`),
];
const TCP_TARGETS = [
  tcp(11, '127.0.0.1', 18080), // listening
  tcp(12, '127.0.0.1', 18081), // closed: refused counts as up
  tcp(13, `${SILENT_NET}.5`, 80),
  tcp(14, `${REJECT_NET}.5`, 80),
];

type Output = {
  engines: Record<string, ProbeResult[] | { error: string }>;
  concurrent: Record<string, boolean>;
  tcp: ProbeResult[];
  auto: { name: string; log: string[]; results: ProbeResult[] };
};

const skipReason = netnsUnavailableReason();
if (skipReason) console.log(`[probe-netns] skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('probe engines against namespace test hosts', () => {
  let ns: TestNetns | undefined;
  let out: Output;

  beforeAll(async () => {
    ns = await createTestNetns();
    out = (await ns.runScript({
      engines: ['icmp-dgram', 'icmp-raw', 'fping'],
      icmp: ICMP_TARGETS,
      tcp: TCP_TARGETS,
    })) as Output;
  }, 60_000);

  afterAll(async () => {
    await ns?.destroy();
  });

  const outcomes = (results: ProbeResult[]) => results.map((r) => [r.id, r.outcome]);
  const expectedIcmp = [
    [1, 'up'],
    [2, 'timeout'],
    [3, 'unreachable'],
    [4, 'up'],
    [5, 'unreachable'],
  ];

  it.each(['icmp-dgram', 'icmp-raw', 'fping'])('%s: up, timeout and unreachable', (engine) => {
    const results = out.engines[engine];
    if (!Array.isArray(results)) throw new Error(`${engine} failed: ${results?.error}`);
    expect(outcomes(results)).toEqual(expectedIcmp);
    const up = results[0]!;
    expect(up.rttMs).toBeGreaterThan(0);
    expect(up.rttMs).toBeLessThan(TIMEOUT_MS);
    expect(results[1]!.rttMs).toBeNull();
    expect(results[2]!.detail).toMatch(/ICMP host unreachable from 127\.77\.2\.5/);
  });

  it('datagram and raw sockets keep two concurrent batches apart', () => {
    expect(out.concurrent).toEqual({ 'icmp-dgram': true, 'icmp-raw': true });
  });

  it('tcp: listening and refused are up, dropped SYN times out, ICMP reject is unreachable', () => {
    expect(outcomes(out.tcp)).toEqual([
      [11, 'up'],
      [12, 'up'],
      [13, 'timeout'],
      [14, 'unreachable'],
    ]);
    expect(out.tcp[1]!.detail).toBe('connection refused');
    expect(out.tcp[3]!.detail).toBe('EHOSTUNREACH');
  });

  it('auto picks the datagram engine where ping_group_range allows it, and says so', () => {
    expect(out.auto.name).toBe('icmp-dgram');
    expect(out.auto.log).toContain('probe engine: icmp-dgram (auto-detected)');
    expect(outcomes(out.auto.results)).toEqual([
      ...expectedIcmp,
      [11, 'up'],
      [12, 'up'],
      [13, 'timeout'],
      [14, 'unreachable'],
    ]);
  });
});
