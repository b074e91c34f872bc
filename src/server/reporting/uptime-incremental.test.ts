// The uptime columns kept without a pass over every property (decision 036): counted once from
// the rollups, then the fold adds what it folds and the window-edge pass takes off what left a
// window, and the figure shown equals the report's for the same window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldCheckResults } from '../monitoring/fold-check-results.js';
import { insertProperty } from '../test/factories.js';
import { call, createActor, listedProperty, type Actor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { refreshUptimeEdges, uptimeEdgeProperties } from './refresh-uptime-edges.js';
import { refreshUptimeOf } from './refresh-uptime.js';
import { HOUR, namedWindow } from './report-window.js';

type Listed = { id: number; uptime: Record<'24h' | '7d' | '30d', number | null> };

describe('uptime kept incrementally', () => {
  let t: TestApp;
  let admin: Actor;
  const pool = () => t.ctx.database.pool;
  const db = () => t.ctx.database.db;
  const uptime = async (id: number) => (await listedProperty<Listed>(t.app, admin, id)).uptime;
  const hourRow = (id: number, hour: Date, checks: number, ups: number) =>
    pool().query(
      `INSERT INTO check_hours (property_id, hour, checks, ups, timeouts, rtt_sum)
       VALUES ($1, $2, $3::int, $4::int, $3::int - $4::int, 0)`,
      [id, hour, checks, ups],
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(() => t.close());

  it('the fold updates the figures of what it folded, equal to the report, without a refresh', async () => {
    const id = await insertProperty(pool(), admin.workspaceId!, {
      name: 'Folded',
      ip: '127.0.0.41',
    });
    // 3 of 4 up, a few minutes ago (so older than the fold's margin)
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT $1, now() - make_interval(mins => 2 + i), CASE WHEN i = 0 THEN 'timeout' ELSE 'up' END,
              CASE WHEN i = 0 THEN NULL ELSE 5 END
         FROM generate_series(0, 3) AS i`,
      [id],
    );
    expect(await uptime(id)).toEqual({ '24h': null, '7d': null, '30d': null });
    expect(await foldCheckResults(db())).toBe(4);
    expect(await uptime(id)).toEqual({ '24h': 75, '7d': 75, '30d': 75 });
    const res = await call(t.app, admin, { url: `/api/properties/${id}/history?range=24h` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uptime: 75, checks: 4 });
  });

  it('an hour sliding out of the 24-hour window changes the figure at the edge pass', async () => {
    const now = new Date();
    const start = namedWindow('24h', now).start;
    const quiet = await insertProperty(pool(), admin.workspaceId!, {
      name: 'Quiet',
      ip: '127.0.0.42',
    });
    const busy = await insertProperty(pool(), admin.workspaceId!, {
      name: 'Busy',
      ip: '127.0.0.43',
    });
    const idle = await insertProperty(pool(), admin.workspaceId!, {
      name: 'Idle',
      ip: '127.0.0.44',
    });
    // Quiet: its down hour is the window's oldest, then nothing more (paused, say)
    await hourRow(quiet, start, 1, 0);
    await hourRow(quiet, new Date(start.getTime() + HOUR), 2, 2);
    // Busy: the same edge, and checked since (its counters grow with each fold)
    await hourRow(busy, start, 1, 0);
    // Idle: rows inside the window only, none leaving it
    await hourRow(idle, new Date(start.getTime() + 2 * HOUR), 1, 1);
    await refreshUptimeOf(db(), [quiet, busy, idle], now);
    expect((await uptime(quiet))['24h']).toBe(66.67);
    expect((await uptime(busy))['24h']).toBe(0);
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT $1, now() - make_interval(mins => 2 + i), 'up', 5 FROM generate_series(0, 2) AS i`,
      [busy],
    );
    expect(await foldCheckResults(db())).toBe(3);
    expect((await uptime(busy))['24h']).toBe(75);

    // An hour on: the oldest hour left the window, for both; the idle one is not read.
    const later = new Date(now.getTime() + HOUR);
    expect(await uptimeEdgeProperties(db(), now, later)).toEqual([quiet, busy]);
    expect(await refreshUptimeEdges(db(), now, later, later)).toBe(2);
    expect((await uptime(quiet))['24h']).toBe(100);
    expect((await uptime(busy))['24h']).toBe(100);
    expect((await uptime(idle))['24h']).toBe(100);
    // the same edge passed again (a second worker's pass) takes nothing off twice
    expect(await refreshUptimeEdges(db(), now, later, later)).toBe(2);
    expect((await uptime(busy))['24h']).toBe(100);
    const counted = await pool().query(
      'SELECT checks_24h, ups_24h FROM property_uptime WHERE property_id = $1',
      [busy],
    );
    expect(counted.rows[0]).toEqual({ checks_24h: 3, ups_24h: 3 });
    // nothing left the window between the same instants twice: no property to read
    expect(await uptimeEdgeProperties(db(), later, later)).toEqual([]);
  });

  it('the counters after folds and edges equal a recompute from the rollups', async () => {
    const id = await insertProperty(pool(), admin.workspaceId!, {
      name: 'Counted',
      ip: '127.0.0.46',
    });
    // two folds of 5 checks each (2 down), then a recompute: the same counters and figures
    for (let round = 0; round < 2; round++) {
      await pool().query(
        `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
         SELECT $1, now() - make_interval(mins => 2, secs => i), CASE WHEN i < 1 THEN 'timeout' ELSE 'up' END,
                CASE WHEN i < 1 THEN NULL ELSE 5 END
           FROM generate_series(0, 4) AS i`,
        [id],
      );
      await foldCheckResults(db());
    }
    const read = () =>
      pool().query(
        `SELECT checks_24h, ups_24h, checks_7d, ups_7d, checks_30d, ups_30d, uptime_24h, uptime_30d
           FROM property_uptime WHERE property_id = $1`,
        [id],
      );
    const kept = (await read()).rows[0];
    expect(kept).toMatchObject({
      checks_24h: 10,
      ups_24h: 8,
      checks_30d: 10,
      ups_30d: 8,
      uptime_24h: 80,
    });
    await pool().query('UPDATE property_uptime SET edge_24h = NULL WHERE property_id = $1', [id]);
    await refreshUptimeOf(db(), [id]);
    expect((await read()).rows[0]).toEqual(kept);
    const res = await call(t.app, admin, { url: `/api/properties/${id}/history?range=24h` });
    expect(res.json()).toMatchObject({ uptime: 80, checks: 10 });
  });

  it('a deleted property at the edge or in the fold is skipped, nothing fails', async () => {
    const now = new Date();
    const later = new Date(now.getTime() + HOUR);
    const gone = await insertProperty(pool(), admin.workspaceId!, {
      name: 'Gone',
      ip: '127.0.0.45',
    });
    await hourRow(gone, namedWindow('24h', now).start, 1, 0);
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome) VALUES ($1, now() - interval '3 minutes', 'up')`,
      [gone],
    );
    await pool().query('DELETE FROM properties WHERE id = $1', [gone]);
    expect(await foldCheckResults(db())).toBe(0);
    await refreshUptimeEdges(db(), now, later, later);
    await refreshUptimeOf(db(), [gone]);
    const left = await pool().query('SELECT 1 FROM property_uptime WHERE property_id = $1', [gone]);
    expect(left.rowCount).toBe(0);
  });
});
