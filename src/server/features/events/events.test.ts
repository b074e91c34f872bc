import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL, publishEvents } from '../../monitoring/events.js';
import { createSession, SESSION_COOKIE } from '../../auth/sessions.js';
import { call, createActor } from '../../test/actors.js';
import { listenOnLoopback, openEventStream } from '../../test/event-stream.js';
import { useTestApp } from '../../test/use-test-app.js';
import { waitFor } from '../../test/wait-for.js';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS } from './routes.js';

describe('GET /api/events (Server-Sent Events)', () => {
  const t = useTestApp();
  beforeAll(() => listenOnLoopback(t.app));

  it('refuses anonymous callers', async () => {
    const s = openEventStream(t.app, { name: 'anonymous' });
    await waitFor(() => s.status() !== 0);
    expect(s.status()).toBe(401);
    s.close();
  });

  it("streams a workspace its own status changes and alerts, and nobody else's", async () => {
    const mine = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'otherAdmin');
    const a = openEventStream(t.app, mine);
    const b = openEventStream(t.app, other);
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

  it('drops an event that does not match the contract where it arrives, and goes on', async () => {
    const mine = await createActor(t.ctx, 'admin');
    const a = openEventStream(t.app, mine);
    await waitFor(() => a.received().includes('event: ready'));
    const ws = mine.workspaceId!;
    const client = await t.ctx.database.pool.connect();
    try {
      // an unknown status and a non-JSON payload, then a good event
      await client.query(`SELECT pg_notify($1, $2), pg_notify($1, 'not json')`, [
        EVENTS_CHANNEL,
        JSON.stringify({ type: 'status', workspaceId: ws, propertyId: 5, status: 'sideways' }),
      ]);
      await publishEvents(client, [
        { type: 'status', workspaceId: ws, propertyId: 6, status: 'online' },
      ]);
    } finally {
      client.release();
    }
    await waitFor(() => a.received().includes('"propertyId":6'));
    expect(a.received()).not.toContain('sideways');
    expect(a.received()).not.toContain('"propertyId":5');
    a.close();
  });

  it("'ready' names the property list's ETag as the caller's GET /api/properties answers it", async () => {
    const admin = await createActor(t.ctx, 'admin');
    const readyEvent = async () => {
      const s = openEventStream(t.app, admin);
      await waitFor(() => s.received().includes('event: ready'));
      s.close();
      const data = /event: ready\ndata: (.*)\n/.exec(s.received())?.[1];
      return JSON.parse(data!) as { type: string; properties?: string };
    };
    const listEtag = async () =>
      (await call(t.app, admin, { method: 'GET', url: '/api/properties' })).headers.etag;

    const before = await readyEvent();
    expect(before.type).toBe('ready');
    expect(before.properties).toBe(await listEtag());
    // a change to the list moves it: a list read before the change is not taken as current
    const created = await call(t.app, admin, {
      method: 'POST',
      url: '/api/properties',
      payload: {
        name: 'Corner Shop',
        address: '1 High Street',
        ipAddress: '127.0.0.5',
        type: 'commercial',
        permissionConfirmed: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await readyEvent();
    expect(after.properties).not.toBe(before.properties);
    expect(after.properties).toBe(await listEtag());
  });

  it('bounds streams per user: the 11th is refused, another user is not', async () => {
    const busy = await createActor(t.ctx, 'admin');
    const streams = Array.from({ length: MAX_STREAMS_PER_USER }, () =>
      openEventStream(t.app, busy),
    );
    await waitFor(() => streams.every((s) => s.received().includes('event: ready')));
    const extra = openEventStream(t.app, busy);
    await waitFor(() => extra.status() !== 0);
    expect(extra.status()).toBe(429);
    await waitFor(() => extra.ended());
    expect(JSON.parse(extra.received())).toEqual({
      message: TOO_MANY_STREAMS,
      code: 'rate_limited',
    });
    const other = openEventStream(t.app, await createActor(t.ctx, 'admin'));
    await waitFor(() => other.status() !== 0);
    expect(other.status()).toBe(200);
    // Closing one makes room again.
    streams[0]!.close();
    await waitFor(() => streams[0]!.ended());
    const again = openEventStream(t.app, busy);
    await waitFor(() => again.received().includes('event: ready'));
    for (const s of [...streams, other, again]) s.close();
  });

  it("sign-out ends that session's streams, not the user's other sessions", async () => {
    const user = await createActor(t.ctx, 'admin');
    const { token } = await createSession(t.ctx.database.db, user.userId!, t.ctx.config.session);
    const otherSession = { ...user, cookie: `${SESSION_COOKIE}=${token}` };
    const a = openEventStream(t.app, user);
    const b = openEventStream(t.app, otherSession);
    await waitFor(() => [a, b].every((s) => s.received().includes('event: ready')));
    const out = await call(t.app, user, { method: 'POST', url: '/api/auth/sign-out' });
    expect(out.statusCode).toBe(204);
    await waitFor(() => a.ended());
    expect(b.ended()).toBe(false);
    // Reconnecting with the ended session is refused.
    const back = openEventStream(t.app, user);
    await waitFor(() => back.status() !== 0);
    expect(back.status()).toBe(401);
    b.close();
    back.close();
  });
});
