// Check history through the real database and the HTTP API: raw results and hourly/daily
// rollups written with each batch, history ranges and uptime read from the rollups, the uptime
// columns refreshed from them, raw-result retention, and the dashboard's figures.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, listedProperty, type Actor } from '../test/actors.js';
import { claimDueChecks } from './claim-due-checks.js';
import { refreshUptime } from '../reporting/refresh-uptime.js';
import { pruneCheckResults } from './maintenance.js';
import type { ProbeOutcome } from './probe/types.js';
import { recordResults } from './record-results.js';
import {
  makeDue,
  parkAll,
  scalar,
  scriptedProber,
  workspaceWith,
  useMonitorTestApp,
} from './test-support/fixtures.js';

type PropertyDto = { id: number; uptime: Record<'24h' | '7d' | '30d', number | null> };

describe('check history: rollups, uptime, retention, dashboard', () => {
  const { t, pool, scheduler } = useMonitorTestApp();
  const get = <T>(actor: Actor, url: string) => getOk<T>(t.app, actor, url);
  const property = (actor: Actor, id: number) => listedProperty<PropertyDto>(t.app, actor, id);

  it('writes raw results and hourly/daily rollups (checks, ups, timeouts, rtt sum/min/max)', async () => {
    const { ids } = await workspaceWith(t, 1);
    const id = ids[0]!;
    const prober = scriptedProber();
    const s = scheduler(prober);
    const seq: Array<[ProbeOutcome, number?]> = [
      ['up', 2],
      ['up', 4.5],
      ['timeout'],
      ['unreachable'],
      ['up', 3],
    ];
    for (const [outcome, rtt] of seq) {
      prober.set(id, outcome, rtt);
      await makeDue(pool(), [id]);
      await s.runOnce();
    }
    const raw = await pool().query(
      'SELECT outcome, rtt_ms FROM check_results WHERE property_id = $1 ORDER BY id',
      [id],
    );
    expect(raw.rows).toEqual([
      { outcome: 'up', rtt_ms: 2 },
      { outcome: 'up', rtt_ms: 4.5 },
      { outcome: 'timeout', rtt_ms: null },
      { outcome: 'unreachable', rtt_ms: null },
      { outcome: 'up', rtt_ms: 3 },
    ]);
    // Summed over buckets: the run may straddle an hour (or day) boundary.
    const expected = { checks: 5, ups: 3, timeouts: 1, rtt_sum: 9.5, rtt_min: 2, rtt_max: 4.5 };
    for (const table of ['check_rollups_hourly', 'check_rollups_daily']) {
      const r = await pool().query(
        `SELECT sum(checks)::int AS checks, sum(ups)::int AS ups, sum(timeouts)::int AS timeouts,
                sum(rtt_sum)::float8 AS rtt_sum, min(rtt_min)::float8 AS rtt_min,
                max(rtt_max)::float8 AS rtt_max FROM ${table} WHERE property_id = $1`,
        [id],
      );
      expect(r.rows[0], table).toEqual(expected);
    }
    const hour = await pool().query(
      `SELECT hour FROM check_rollups_hourly WHERE property_id = $1`,
      [id],
    );
    for (const r of hour.rows as Array<{ hour: Date }>) {
      expect(r.hour.getTime() % 3_600_000).toBe(0);
    }
  });

  describe('history, uptime and retention from results at known times', () => {
    let admin: Actor;
    let id: number;
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;

    /** The real write path (claim + recordResults) with a chosen check time. */
    async function recordAt(outcome: ProbeOutcome, rttMs: number | null, agoMs: number) {
      await makeDue(pool(), [id]);
      const claims = await claimDueChecks(pool(), 10);
      expect(claims.map((c) => c.id)).toEqual([id]);
      const summary = await recordResults(pool(), [
        {
          claim: claims[0]!,
          result: { id, outcome, rttMs },
          checkedAt: new Date(Date.now() - agoMs),
        },
      ]);
      expect(summary.applied).toBe(1);
    }

    beforeAll(async () => {
      await parkAll(pool());
      const w = await workspaceWith(t, 1);
      admin = w.admin;
      id = w.ids[0]!;
      // oldest first, so the property's last check is the newest one
      await recordAt('up', 5, 100 * DAY); // beyond every range
      await recordAt('timeout', null, 60 * DAY); // 90d only
      await recordAt('up', 20, 20 * DAY); // 30d and 90d
      await recordAt('timeout', null, 3 * DAY); // 7d and up
      await recordAt('up', 30, 2 * HOUR); // 24h and up
      await recordAt('up', 10, 0);
    });

    it.each([
      ['24h', 'hour', 2, 100, 20],
      ['7d', 'hour', 3, 66.67, 20],
      ['30d', 'day', 4, 75, 20],
      ['90d', 'day', 5, 60, 20],
    ] as const)(
      'GET /api/properties/:id/history?range=%s gives %s points and uptime',
      async (range, bucket, checks, uptime, avg) => {
        const h = await get<{
          range: string;
          bucket: string;
          uptime: number;
          checks: number;
          avgResponseTime: number;
          points: Array<{ time: string; checks: number; ups: number; uptime: number | null }>;
        }>(admin, `/api/properties/${id}/history?range=${range}`);
        expect(h).toMatchObject({ range, bucket, checks, uptime, avgResponseTime: avg });
        expect(h.points.reduce((n, p) => n + p.checks, 0)).toBe(checks);
        const times = h.points.map((p) => Date.parse(p.time));
        expect(times).toEqual([...times].sort((x, y) => x - y));
        if (range === '24h') {
          expect(h.points).toHaveLength(2);
          expect(h.points.map((p) => p.uptime)).toEqual([100, 100]);
        }
      },
    );

    it('rejects an unknown range with 400', async () => {
      const res = await call(t.app, admin, { url: `/api/properties/${id}/history?range=1y` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'range must be one of 24h, 7d, 30d, 90d',
        code: 'validation',
      });
    });

    it('refreshUptime fills the uptime figures shown by GET /api/properties', async () => {
      expect((await property(admin, id)).uptime).toEqual({ '24h': null, '7d': null, '30d': null });
      const xmin = (table: string, column: string) =>
        scalar(pool(), `SELECT xmin::text FROM ${table} WHERE ${column} = $1`, [id]);
      const wideRow = await xmin('properties', 'id');
      await refreshUptime(t.ctx.database.db);
      expect((await property(admin, id)).uptime).toEqual({ '24h': 100, '7d': 66.67, '30d': 75 });
      // the figures live in their own narrow row: the wide row is not written (issue 19)
      expect(await xmin('properties', 'id')).toBe(wideRow);
      // and a refresh that finds the same figures writes nothing
      const uptimeRow = await xmin('property_uptime', 'property_id');
      await refreshUptime(t.ctx.database.db);
      expect(await xmin('property_uptime', 'property_id')).toBe(uptimeRow);
    });

    it('pruneCheckResults removes old raw rows only; rollups and history stay', async () => {
      const rollups = async () =>
        scalar(
          pool(),
          `SELECT (SELECT sum(checks) FROM check_rollups_hourly WHERE property_id = $1)::int * 1000
                + (SELECT sum(checks) FROM check_rollups_daily WHERE property_id = $1)::int`,
          [id],
        );
      const raw = async () =>
        scalar(pool(), 'SELECT count(*)::int FROM check_results WHERE property_id = $1', [id]);
      const rollupsBefore = await rollups();
      expect(rollupsBefore).toBe(6006);
      expect(await raw()).toBe(6);
      expect(await pruneCheckResults(t.ctx.database.db, 30)).toBe(2); // 60 d and 100 d old
      expect(await raw()).toBe(4);
      expect(await pruneCheckResults(t.ctx.database.db, 30)).toBe(0);
      expect(await pruneCheckResults(t.ctx.database.db, 1)).toBe(2); // 3 d and 20 d old
      expect(await raw()).toBe(2);
      expect(await rollups()).toBe(rollupsBefore);
      const h = await get<{ checks: number }>(admin, `/api/properties/${id}/history?range=90d`);
      expect(h.checks).toBe(5);
    });
  });

  it('GET /api/dashboard/stats shows real figures after checks', async () => {
    const { admin, ids } = await workspaceWith(t, 4);
    const [a, b, c] = ids as [number, number, number];
    await pool().query(`UPDATE properties SET type = 'commercial' WHERE id = $1`, [a]);
    const empty = await get<Record<string, unknown>>(admin, '/api/dashboard/stats');
    expect(empty).toMatchObject({
      totalProperties: 4,
      unknownProperties: 4,
      avgResponseTime: null,
      systemUptime: null,
      lastScanAt: null,
      totalAlerts: 0,
    });
    const prober = scriptedProber();
    prober.set(a, 'up', 10);
    prober.set(b, 'up', 20);
    prober.set(c, 'timeout');
    await makeDue(pool(), [a, b, c]); // the fourth stays unchecked
    expect(await scheduler(prober).runOnce()).toBe(3);
    const stats = await get<Record<string, unknown>>(admin, '/api/dashboard/stats');
    expect(stats).toMatchObject({
      totalProperties: 4,
      onlineProperties: 2,
      offlineProperties: 0,
      timeoutProperties: 1,
      unknownProperties: 1,
      avgResponseTime: 15,
      yesterdayAvgResponseTime: null,
      systemUptime: 66.67,
      totalAlerts: 1,
      unreadAlerts: 1,
    });
    const lastCheck = await scalar<Date>(
      pool(),
      'SELECT max(last_check) FROM property_schedule WHERE workspace_id = $1',
      [admin.workspaceId],
    );
    expect(stats.lastScanAt).toBe(lastCheck.toISOString());
    // by type, every type in the form's order: a (online) is commercial, the rest residential
    expect(stats.propertiesByType).toEqual([
      { type: 'residential', count: 3, online: 1 },
      { type: 'commercial', count: 1, online: 1 },
      { type: 'industrial', count: 0, online: 0 },
      { type: 'government', count: 0, online: 0 },
    ]);
  });
});
