// Dashboard figures kept per workspace (issue 14): repeated reads cost no query and unchanged
// figures are a 304, yet a property added, deleted or gone offline shows on the next request
// here, and within a second when another process (the worker) made the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../contracts/monitoring.js';
import { connectDatabase, type Database } from '../../db/client.js';
import { EVENTS_CHANNEL } from '../../monitoring/events.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty, insertProperty } from '../../test/factories.js';
import { poolCheckouts } from '../../test/pool-checkouts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { msUntil } from '../../test/wait-for.js';
import { STATS_CACHE_MS } from './kept-stats.js';

describe('kept dashboard figures', () => {
  let t: TestApp;
  let worker: Database; // another process's connections, as the worker's are
  beforeAll(async () => {
    t = await createTestApp();
    worker = connectDatabase(t.ctx.database.pool.options.connectionString!, 2);
    await t.app.changes!.listening();
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const stats = async (who: Actor) => {
    const res = await call(t.app, who, { url: '/api/dashboard/stats' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DashboardStats;
  };

  const queries = (run: () => Promise<unknown>) => poolCheckouts(t.ctx.database.pool, run);

  it('answers again without a query, and with a 304 for the same figures', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const first = await call(t.app, admin, { url: '/api/dashboard/stats' });
    expect(first.statusCode).toBe(200);
    expect(await queries(() => stats(admin))).toBe(0);
    const again = await call(t.app, admin, {
      url: '/api/dashboard/stats',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a property added or deleted on the next request', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const viewer = await createActor(t.ctx, 'viewer', {
      workspaceId: admin.workspaceId!,
      role: 'viewer',
    });
    expect((await stats(viewer)).totalProperties).toBe(0);
    const before = await call(t.app, viewer, { url: '/api/dashboard/stats' });
    const p = await addProperty(t.app, admin);
    expect((await stats(viewer)).totalProperties).toBe(1);
    const changed = await call(t.app, viewer, {
      url: '/api/dashboard/stats',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    const del = await call(t.app, admin, { method: 'DELETE', url: `/api/properties/${p.id}` });
    expect(del.statusCode, del.body).toBe(204);
    expect((await stats(viewer)).totalProperties).toBe(0);
  });

  it('shows a property gone offline or added by another process within a second', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const id = await insertProperty(t.ctx.database.pool, admin.workspaceId!, {
      name: 'Lobby',
      status: 'online',
    });
    expect(await stats(admin)).toMatchObject({ onlineProperties: 1, offlineProperties: 0 });
    await worker.pool.query(`UPDATE properties SET status = 'offline' WHERE id = $1`, [id]);
    const took = await msUntil(async () => (await stats(admin)).offlineProperties === 1);
    expect(took).toBeLessThan(STATS_CACHE_MS / 5);

    await insertProperty(worker.pool, admin.workspaceId!, { name: 'Pool', status: 'unknown' });
    expect(await msUntil(async () => (await stats(admin)).totalProperties === 2)).toBeLessThan(
      STATS_CACHE_MS / 5,
    );
  });

  it('drops a workspace’s figures on the worker’s status event', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const id = await insertProperty(t.ctx.database.pool, admin.workspaceId!, {
      name: 'Gate',
      status: 'online',
    });
    await t.ctx.database.pool.query(
      `UPDATE property_schedule SET response_time = 10 WHERE property_id = $1`,
      [id],
    );
    expect((await stats(admin)).avgResponseTime).toBe(10);
    // a response time moved by a check elsewhere announces nothing by itself...
    await worker.pool.query(
      `UPDATE property_schedule SET response_time = 30 WHERE property_id = $1`,
      [id],
    );
    expect((await stats(admin)).avgResponseTime).toBe(10);
    // ...but the worker's event for the workspace drops its kept figures
    const event = {
      type: 'status',
      workspaceId: admin.workspaceId,
      propertyId: id,
      status: 'online',
    };
    await worker.pool.query(`SELECT pg_notify($1, $2)`, [EVENTS_CHANNEL, JSON.stringify(event)]);
    const took = await msUntil(async () => (await stats(admin)).avgResponseTime === 30);
    expect(took).toBeLessThan(STATS_CACHE_MS / 5);
  });
});
