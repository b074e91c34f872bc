import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvents } from '../../monitoring/events.js';
import { createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { waitFor } from '../../test/wait-for.js';

/** Opens the SSE stream as a browser would and collects what arrives. */
function openStream(port: number, actor: Actor) {
  const received: string[] = [];
  let status = 0;
  const req = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/events',
      headers: actor.cookie ? { cookie: actor.cookie } : {},
    },
    (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => received.push(chunk));
    },
  );
  req.on('error', () => {});
  return { received: () => received.join(''), status: () => status, close: () => req.destroy() };
}

describe('GET /api/events (Server-Sent Events)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('refuses anonymous callers', async () => {
    const s = openStream(port, { name: 'anonymous' });
    await waitFor(() => s.status() !== 0);
    expect(s.status()).toBe(401);
    s.close();
  });

  it("streams a workspace its own status changes and alerts, and nobody else's", async () => {
    const mine = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'otherAdmin');
    const a = openStream(port, mine);
    const b = openStream(port, other);
    // `ready` promises that from now on nothing is missed: a single publish must arrive.
    await waitFor(
      () => a.received().includes('event: ready') && b.received().includes('event: ready'),
    );
    const client = await t.ctx.database.pool.connect();
    try {
      await publishEvents(client, [
        { type: 'status', workspaceId: mine.workspaceId!, propertyId: 7, status: 'offline' },
        {
          type: 'alert',
          workspaceId: mine.workspaceId!,
          propertyId: 7,
          alertId: 99,
          alertType: 'offline',
        },
      ]);
    } finally {
      client.release();
    }
    await waitFor(() => a.received().includes('event: alert'));
    expect(a.received()).toContain(
      'event: status\ndata: {"type":"status","propertyId":7,"status":"offline"}',
    );
    expect(a.received()).not.toContain(mine.workspaceId!);
    expect(b.received()).not.toContain('event: status');
    expect(b.received()).not.toContain('event: alert');
    a.close();
    b.close();
  });
});
