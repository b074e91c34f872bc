// The batch write itself: rollups (with histograms) and incidents, against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, call } from '../test/actors.js';
import { addProperty, propertyBody } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type pg from 'pg';
import { claimDueChecks } from './claim-due-checks.js';
import { claimChecksByIds } from './schedule/claim-checks-by-ids.js';
import type { ProbeOutcome } from './probe/types.js';
import { recordResults } from './record-results.js';
import { checkAllAs } from './test-support/fixtures.js';

describe('recordResults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cycle = (outcome: ProbeOutcome, rttMs: number | null) =>
    checkAllAs(t.ctx.database.pool, outcome, rttMs);

  it('adds each check into hourly and daily rollups with its RTT histogram, and tracks incidents', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const p = await addProperty(t.app, admin, {
      name: 'Elm',
      address: '1 Elm St',
      ipAddress: '127.0.0.2',
    });
    expect(await cycle('up', 0.3)).toBe(1);
    await cycle('up', 12);
    await cycle('timeout', null);
    await cycle('timeout', null);
    await cycle('unreachable', null);
    await cycle('up', 0.4);
    const q = async (sql: string) => (await t.ctx.database.pool.query(sql, [p.id])).rows;
    for (const table of ['check_rollups_hourly', 'check_rollups_daily']) {
      const [r] = await q(
        `SELECT checks, ups, timeouts, rtt_min, rtt_max, rtt_hist FROM ${table} WHERE property_id = $1`,
      );
      expect(r).toMatchObject({ checks: 6, ups: 3, timeouts: 2 });
      expect(r.rtt_min).toBeCloseTo(0.3);
      expect(r.rtt_max).toBeCloseTo(12);
      expect(r.rtt_hist).toEqual([0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    }
    const incidents = await q('SELECT started_at, ended_at FROM incidents WHERE property_id = $1');
    expect(incidents).toHaveLength(1);
    const results = await q(
      'SELECT checked_at, outcome FROM check_results WHERE property_id = $1 ORDER BY id',
    );
    // The outage began with the first failed check and ended with the recovery check.
    expect(incidents[0].started_at).toEqual(results[2].checked_at);
    expect(incidents[0].ended_at).toEqual(results[5].checked_at);
  });
});

describe.each([
  ['the scanning claim (a lease)', (pool: pg.Pool) => claimDueChecks(pool, 10)],
  [
    "the in-memory schedule's claim (no lease)",
    async (pool: pg.Pool) => {
      const ids = await pool.query<{ id: number }>(
        'SELECT property_id AS id FROM property_schedule',
      );
      return claimChecksByIds(
        pool,
        ids.rows.map((r) => r.id),
      );
    },
  ],
])('a check in flight when the property gets a new address, by %s', (_, claim) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is discarded: the old address's result never lands on the new one", async () => {
    const admin = await createActor(t.ctx, 'admin');
    const body = propertyBody({ name: 'Ash', address: '2 Ash Rd', ipAddress: '127.0.0.5' });
    const p = await addProperty(t.app, admin, body);
    await t.ctx.database.pool.query('UPDATE property_schedule SET next_check_at = now()');
    const claims = await claim(t.ctx.database.pool);
    expect(claims).toHaveLength(1);
    const put = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/properties/${p.id}`,
      payload: { ...body, ipAddress: '127.0.0.6' },
    });
    expect(put.statusCode).toBe(200);
    const summary = await recordResults(t.ctx.database.pool, [
      {
        claim: claims[0]!,
        result: { id: p.id, outcome: 'timeout', rttMs: null },
        checkedAt: new Date(),
      },
    ]);
    expect(summary.applied).toBe(0);
    const now = (await call(t.app, admin, { url: `/api/properties/${p.id}` })).json();
    expect(now).toMatchObject({ status: 'unknown', consecutiveFailures: 0, lastCheck: null });
  });

  it('is written when nothing moved, and not twice', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const p = await addProperty(t.app, admin, { name: 'Oak', ipAddress: '127.0.0.7' });
    await t.ctx.database.pool.query(
      'UPDATE property_schedule SET next_check_at = now() WHERE property_id = $1',
      [p.id],
    );
    const claims = (await claim(t.ctx.database.pool)).filter((c) => c.id === p.id);
    expect(claims).toHaveLength(1);
    const write = () =>
      recordResults(t.ctx.database.pool, [
        { claim: claims[0]!, result: { id: p.id, outcome: 'up', rttMs: 2 }, checkedAt: new Date() },
      ]);
    expect((await write()).applied).toBe(1);
    // the same claim's result again (a batch retried): the row has moved on, nothing written
    expect((await write()).applied).toBe(0);
    const rows = await t.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM check_results WHERE property_id = $1',
      [p.id],
    );
    expect(rows.rows[0].n).toBe(1);
  });
});
