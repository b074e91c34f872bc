// "Maintenance" follows a window's start and end live (issue 27): the worker's passes publish a
// `maintenance` event to the workspace's streams, and the kept property list answers the new
// state at once (not a kept answer from before the start), so the dashboard and the detail page
// change without a reload.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createActor } from '../test/actors.js';
import { listenOnLoopback, openEventStream } from '../test/event-stream.js';
import { addProperty } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';
import { waitFor } from '../test/wait-for.js';
import { alertAfterMaintenance } from './alert-after-maintenance.js';
import { announceMaintenanceStarts } from './announce-maintenance-starts.js';

type Listed = { id: number; inMaintenance: boolean };

describe('maintenance in the live stream', () => {
  const t = useTestApp();
  beforeAll(() => listenOnLoopback(t.app));

  it('sends "maintenance" to the workspace when a window starts and ends, and the list follows', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'otherAdmin');
    const inside = await addProperty(t.app, admin, { name: 'Elm Block' });
    const outside = await addProperty(t.app, admin, { name: 'Oak Block' });
    const listed = async () => {
      const res = await call(t.app, admin, { url: '/api/properties' });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as Listed[];
      return (id: number) => rows.find((r) => r.id === id)!.inMaintenance;
    };
    const w = await call(t.app, admin, {
      method: 'POST',
      url: '/api/maintenance-windows',
      payload: {
        title: 'Riser work',
        propertyIds: [inside.id],
        startsAt: new Date(Date.now() + 1500).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(w.statusCode, w.body).toBe(201);
    const mine = openEventStream(t.app, admin);
    const theirs = openEventStream(t.app, other);
    await waitFor(
      () => mine.received().includes('event: ready') && theirs.received().includes('event: ready'),
    );
    // the list is read (and kept) before the window starts
    expect((await listed())(inside.id)).toBe(false);
    await new Promise((r) => setTimeout(r, 1600));

    expect(await announceMaintenanceStarts(t.ctx.database.pool)).toBe(1);
    await waitFor(() => mine.received().includes('event: maintenance'));
    expect(mine.received()).toContain(
      `event: maintenance\ndata: {"type":"maintenance","propertyIds":[${inside.id}],"inMaintenance":true}`,
    );
    const during = await listed();
    expect(during(inside.id)).toBe(true);
    expect(during(outside.id)).toBe(false);
    const detail = await call(t.app, admin, { url: `/api/properties/${inside.id}` });
    expect(detail.json().inMaintenance).toBe(true);

    // ended early: the next pass says it left, once
    const end = await call(t.app, admin, {
      method: 'POST',
      url: `/api/maintenance-windows/${(w.json() as { id: number }).id}/end`,
    });
    expect(end.statusCode).toBe(200);
    await alertAfterMaintenance(t.ctx.database.pool);
    await alertAfterMaintenance(t.ctx.database.pool);
    await waitFor(() => mine.received().includes('"inMaintenance":false'));
    const text = mine.received();
    expect(text.split('"inMaintenance":false').length - 1).toBe(1);
    expect(text).toContain(
      `event: maintenance\ndata: {"type":"maintenance","propertyIds":[${inside.id}],"inMaintenance":false}`,
    );
    expect((await listed())(inside.id)).toBe(false);
    // another workspace hears nothing of it
    expect(theirs.received()).not.toContain('event: maintenance');
    mine.close();
    theirs.close();
  });
});
