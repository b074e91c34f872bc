import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTcpEngine } from './tcp.js';
import type { ProbeTarget } from './types.js';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

describe('TCP engine', () => {
  const server = createServer((socket) => socket.destroy());
  const closedServer = createServer();
  let open = 0;
  let closed = 0;

  beforeAll(async () => {
    open = await listen(server);
    closed = await listen(closedServer); // take a free port, then free it: connecting is refused
    await new Promise((resolve) => closedServer.close(resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const target = (id: number, port: number | undefined, address = '127.0.0.1'): ProbeTarget => ({
    id,
    address,
    method: 'tcp',
    port,
    timeoutMs: 500,
  });

  it('counts a listening port and a refused connection as up', async () => {
    const results = await createTcpEngine().probe([target(1, open), target(2, closed)]);
    expect(results[0]).toMatchObject({ id: 1, outcome: 'up' });
    expect(results[1]).toMatchObject({ id: 2, outcome: 'up', detail: 'connection refused' });
    expect(results.every((r) => r.rttMs !== null && r.rttMs >= 0 && r.rttMs < 500)).toBe(true);
  });

  it('keeps order with bounded concurrency', async () => {
    const targets = Array.from({ length: 100 }, (_, i) => target(i, i % 2 ? open : closed));
    const results = await createTcpEngine({ concurrency: 8 }).probe(targets);
    expect(results.map((r) => r.id)).toEqual(targets.map((t) => t.id));
    expect(results.every((r) => r.outcome === 'up')).toBe(true);
  });

  it('refuses names and bad ports without connecting; uses the default port when none', async () => {
    const engine = createTcpEngine({ defaultPort: open });
    const results = await engine.probe([
      target(1, 80, 'localhost'),
      target(2, 70000),
      target(3, undefined),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['unreachable', 'unreachable', 'up']);
    expect(results[0]!.detail).toMatch(/IP address/);
  });
});
