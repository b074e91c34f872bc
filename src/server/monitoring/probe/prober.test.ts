import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createProber } from './prober.js';
import type { ProbeTarget } from './types.js';

describe('createProber', () => {
  it('auto-selects a working ICMP engine, logs it, and splits a batch by method', async () => {
    const log: string[] = [];
    const prober = await createProber({ engine: 'auto', log: (m) => log.push(m) });
    const name = prober.icmpEngineName;
    if (name !== 'tcp') expect(log).toContain(`probe engine: ${name} (auto-detected)`);
    if (process.getuid?.() === 0)
      expect(['icmp-dgram', 'icmp-raw']).toContain(prober.icmpEngineName);

    const server = createServer((s) => s.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const targets: ProbeTarget[] = [
      { id: 30, address: '127.0.0.1', method: 'tcp', port, timeoutMs: 500 },
      { id: 10, address: '127.0.0.1', method: 'icmp', timeoutMs: 500 },
      { id: 20, address: '127.0.0.3', method: 'icmp', timeoutMs: 500 },
    ];
    const results = await prober.probe(targets);
    expect(results.map((r) => [r.id, r.outcome])).toEqual([
      [30, 'up'],
      [10, 'up'],
      [20, 'up'],
    ]);
    await prober.close();
    server.close();
  });

  it('an in-process ICMP engine sends at the cap it is given (MONITOR_ICMP_PPS)', async (ctx) => {
    const prober = await createProber({ engine: 'auto', pps: 20_000 });
    try {
      if (!prober.icmpEngineName.startsWith('icmp-')) ctx.skip();
      const info = (prober.icmp as unknown as { info(): { pps: number } }).info();
      expect(info.pps).toBe(20_000);
    } finally {
      await prober.close();
    }
  });

  it('forced tcp probes ICMP targets by TCP connect to the fallback port', async () => {
    const server = createServer((s) => s.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const log: string[] = [];
    const prober = await createProber({
      engine: 'tcp',
      tcpFallbackPort: port,
      log: (m) => log.push(m),
    });
    expect(prober.icmpEngineName).toBe('tcp');
    expect(log[0]).toMatch(/tcp \(forced; ICMP targets are probed by TCP connect/);
    const [r] = await prober.probe([
      { id: 1, address: '127.0.0.1', method: 'icmp', timeoutMs: 500 },
    ]);
    expect(r).toMatchObject({ id: 1, outcome: 'up' });
    await prober.close();
    server.close();
  });

  it('a forced engine that cannot work fails at start-up', async () => {
    await expect(
      createProber({ engine: 'fping', fpingCommand: '/nonexistent/fping' }),
    ).rejects.toThrow(/probe engine fping does not work here/);
  });
});
