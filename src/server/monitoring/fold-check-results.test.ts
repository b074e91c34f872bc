// The fold (decision 014): raw results move into the hourly/daily rollups and the packed history
// exactly once, and every reader sees the same figures before and after.
import { describe, expect, it } from 'vitest';
import { call, getOk } from '../test/actors.js';
import { foldCheckResults } from './fold-check-results.js';
import { RTT_BUCKETS_MS, rttBucket } from './rtt-histogram.js';
import { useMonitorTestApp, workspaceWith } from './test-support/fixtures.js';

const ROLLUPS = `SELECT property_id, sum(checks)::int AS checks, sum(ups)::int AS ups,
  sum(timeouts)::int AS timeouts, sum(rtt_sum)::float8 AS rtt_sum, min(rtt_min)::float8 AS rtt_min,
  max(rtt_max)::float8 AS rtt_max, count(*)::int AS rows_, %KEY% AS k`;

describe('folding raw results', () => {
  const { t, pool } = useMonitorTestApp();

  it('the SQL bucket of a round-trip time is the one rttBucket gives', async () => {
    const values = [0, 0.05, ...RTT_BUCKETS_MS, ...RTT_BUCKETS_MS.map((b) => b * 1.01), 9999];
    const { rows } = await pool().query<{ b: number }>(
      'SELECT check_rtt_bucket(v::real) AS b FROM unnest($1::float8[]) WITH ORDINALITY AS u(v, i) ORDER BY i',
      [values],
    );
    expect(rows.map((r) => r.b)).toEqual(values.map(rttBucket));
  });

  it('moves each result once into hours, days and packed history; figures stay the same', async () => {
    const { admin, ids } = await workspaceWith(t, 2);
    const [a, b] = ids as [number, number];
    // 40 results over the last 3 hours and 2 days back, in both properties.
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT CASE WHEN i % 2 = 0 THEN $1::int ELSE $2::int END,
              date_trunc('milliseconds', now() - make_interval(mins => i * 7)),
              (ARRAY['up', 'up', 'timeout', 'unreachable'])[1 + i % 4],
              CASE WHEN i % 4 < 2 THEN (0.3 + i * 1.7)::real END
         FROM generate_series(1, 40) AS i`,
      [a, b],
    );
    const before = async () => {
      const q = async (view: string, key: string) =>
        (
          await pool().query(
            `${ROLLUPS.replace('%KEY%', key)} FROM ${view} GROUP BY property_id, k ORDER BY 1, k`,
          )
        ).rows;
      return {
        hours: await q('check_rollups_hourly', 'hour'),
        days: await q('check_rollups_daily', 'day'),
        hist: (
          await pool().query(
            `SELECT property_id, rtt_hist FROM check_rollups_hourly ORDER BY property_id, hour`,
          )
        ).rows,
        raw: (
          await pool().query(
            `SELECT * FROM check_results_unpacked($1, now() - interval '1 day', now() + interval '1 hour')`,
            [a],
          )
        ).rows,
        history: await getOk(t.app, admin, `/api/properties/${a}/history?range=24h`),
        stats: await getOk(t.app, admin, '/api/dashboard/stats'),
      };
    };
    const was = await before();
    expect(was.raw).toHaveLength(20);
    expect(await foldCheckResults(t.ctx.database.db, new Date(Date.now() + 1000))).toBe(40);
    const count = async (sql: string) => (await pool().query(sql)).rows[0].n as number;
    expect(await count('SELECT count(*)::int AS n FROM check_results')).toBe(0);
    expect(await count('SELECT sum(n)::int AS n FROM check_results_packed')).toBe(40);
    const now = await before();
    // one row per property and bucket now comes from the folded tables instead of the raw rows
    expect(now).toEqual(was);
    // folding again finds nothing and changes nothing
    expect(await foldCheckResults(t.ctx.database.db, new Date(Date.now() + 1000))).toBe(0);
    expect(await before()).toEqual(was);
  });

  it('keeps the round-trip time to the microsecond and the time to the millisecond', async () => {
    const { ids } = await workspaceWith(t, 1);
    const at = new Date(Date.now() - 120_000);
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms) VALUES
         ($1, $2, 'up', 0.123), ($1, $2::timestamptz + interval '30.5 s', 'timeout', NULL),
         ($1, $2::timestamptz + interval '61.25 s', 'unreachable', NULL)`,
      [ids[0], at],
    );
    await foldCheckResults(t.ctx.database.db, new Date());
    const { rows } = await pool().query(
      `SELECT checked_at, outcome, rtt_ms FROM check_results_unpacked($1, now() - interval '1 hour', now())`,
      [ids[0]],
    );
    expect(rows).toEqual([
      { checked_at: at, outcome: 'up', rtt_ms: 0.123 },
      { checked_at: new Date(at.getTime() + 30_500), outcome: 'timeout', rtt_ms: null },
      { checked_at: new Date(at.getTime() + 61_250), outcome: 'unreachable', rtt_ms: null },
    ]);
  });
  it('paced, it rests between slices (at least as long as each took) and folds the same', async () => {
    const { ids } = await workspaceWith(t, 3);
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT id, now() - interval '2 minutes', 'up', 5 FROM unnest($1::int[]) AS id`,
      [ids],
    );
    const rests: number[] = [];
    const sleep = async (ms: number) => void rests.push(ms);
    // one property a slice: three slices at least, so two rests (none after the last)
    const folded = await foldCheckResults(t.ctx.database.db, new Date(), 1, {
      spreadMs: 60_000,
      sleep,
    });
    expect(folded).toBe(3);
    const slices = Math.max(...ids) - Math.min(...ids) + 1;
    expect(rests).toHaveLength(slices - 1);
    // 60 s spread over the slices: each rest fills its slice's share of it
    for (const ms of rests) expect(ms).toBeGreaterThan(60_000 / slices - 1_000);
    const { rows } = await pool().query(
      'SELECT count(*)::int AS n FROM check_results WHERE property_id = ANY($1)',
      [ids],
    );
    expect(rows[0].n).toBe(0);
  });

  it("a deleted property's raw results go with it; one written after its deletion is dropped by the fold", async () => {
    const { admin, ids } = await workspaceWith(t, 3);
    const [kept, deleted, late] = ids as [number, number, number];
    const raw = (id: number) =>
      pool().query(
        `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
         SELECT $1, now() - make_interval(mins => 2 + i), 'up', 1 FROM generate_series(0, 2) AS i`,
        [id],
      );
    const left = async (id: number) =>
      (
        await pool().query('SELECT count(*)::int AS n FROM check_results WHERE property_id = $1', [
          id,
        ])
      ).rows[0].n;
    await raw(kept);
    await raw(deleted);
    // deleted through the API: the trigger takes its raw results with it
    const res = await call(t.app, admin, { method: 'DELETE', url: `/api/properties/${deleted}` });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await left(deleted)).toBe(0);
    expect(await left(kept)).toBe(3);
    // a batch in flight commits its results after its property is gone (no foreign key stops it)
    await pool().query('DELETE FROM properties WHERE id = $1', [late]);
    await raw(late);
    expect(await left(late)).toBe(3);
    expect(await foldCheckResults(t.ctx.database.db, new Date())).toBe(3);
    expect(await left(late)).toBe(0);
    const gone = await pool().query(
      `SELECT (SELECT count(*)::int FROM check_hours WHERE property_id = ANY($1::int[])) AS hours,
              (SELECT count(*)::int FROM check_results_packed WHERE property_id = ANY($1::int[])) AS packed`,
      [[late, deleted]],
    );
    expect(gone.rows[0]).toEqual({ hours: 0, packed: 0 });
    expect(
      (
        await pool().query('SELECT sum(checks)::int AS n FROM check_hours WHERE property_id = $1', [
          kept,
        ])
      ).rows[0].n,
    ).toBe(3);
  });

  const rollupRows = async (ids: number[]) =>
    (
      await pool().query(
        `SELECT (SELECT count(*)::int FROM check_hours WHERE property_id = ANY($1::int[])) AS hours,
                (SELECT count(*)::int FROM check_days WHERE property_id = ANY($1::int[])) AS days,
                (SELECT count(*)::int FROM check_results_packed WHERE property_id = ANY($1::int[])) AS packed`,
        [ids],
      )
    ).rows[0];

  it("a deleted property's folded history goes with it (hours, days, packed), no one else's", async () => {
    const { admin, ids } = await workspaceWith(t, 2);
    const [kept, deleted] = ids as [number, number];
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
       SELECT id, now() - make_interval(hours => i), 'up', 1
         FROM unnest($1::int[]) AS id, generate_series(1, 30) AS i`,
      [ids],
    );
    expect(await foldCheckResults(t.ctx.database.db, new Date())).toBe(60);
    const res = await call(t.app, admin, { method: 'DELETE', url: `/api/properties/${deleted}` });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await rollupRows([deleted])).toEqual({ hours: 0, days: 0, packed: 0 });
    const keptRows = await rollupRows([kept]);
    expect(keptRows.hours).toBe(30);
    expect(keptRows.days).toBeGreaterThanOrEqual(2);
    expect(keptRows.packed).toBeGreaterThanOrEqual(2);
  });

  it('a property deleted while a fold slice is writing its rows waits for the slice, then takes its rows', async () => {
    const { admin, ids } = await workspaceWith(t, 2);
    const [deleted, held] = ids as [number, number];
    // the deleted property's rows first, so the slice moves them before it reaches the held ones
    for (const id of [deleted, held]) {
      await pool().query(
        `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
         SELECT $1, now() - make_interval(mins => 2 + i), 'up', 1 FROM generate_series(0, 2) AS i`,
        [id],
      );
    }
    // another transaction holds the second property's raw rows: the slice waits there, its
    // statement already running (its snapshot taken, the deleted property still in it)
    const blocker = await pool().connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM check_results WHERE property_id = $1 FOR UPDATE', [held]);
      const fold = foldCheckResults(t.ctx.database.db, new Date());
      const slicesWaiting = async () =>
        (
          await pool().query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE wait_event_type = 'Lock' AND query LIKE '%DELETE FROM "check_results"%'`,
          )
        ).rows[0].n;
      for (let i = 0; i < 100 && (await slicesWaiting()) === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await slicesWaiting()).toBe(1);
      const deletion = call(t.app, admin, { method: 'DELETE', url: `/api/properties/${deleted}` });
      // the deletion waits for the slice (its lock), which waits for the blocker
      await new Promise((r) => setTimeout(r, 300));
      await blocker.query('COMMIT');
      expect(await fold).toBe(6);
      const res = await deletion;
      expect(res.statusCode, res.body).toBeLessThan(300);
    } finally {
      blocker.release();
    }
    expect(await rollupRows([deleted])).toEqual({ hours: 0, days: 0, packed: 0 });
    expect((await rollupRows([held])).hours).toBeGreaterThan(0);
  });

  it("deleting a workspace takes its properties' raw results too", async () => {
    const { admin, ids } = await workspaceWith(t, 2);
    await pool().query(
      `INSERT INTO check_results (property_id, checked_at, outcome) SELECT id, now(), 'up' FROM unnest($1::int[]) AS id`,
      [ids],
    );
    await pool().query('DELETE FROM workspaces WHERE id = $1', [admin.workspaceId]);
    const { rows } = await pool().query(
      'SELECT count(*)::int AS n FROM check_results WHERE property_id = ANY($1::int[])',
      [ids],
    );
    expect(rows[0].n).toBe(0);
  });
});
