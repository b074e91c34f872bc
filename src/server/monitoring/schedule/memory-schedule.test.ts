// The schedule held in the worker's memory (decision 036, item 1), on a real database: what
// others change reaches the index through the change feed within a tick, two workers split the
// buckets and check nothing twice, and a worker whose session dies has its buckets taken over.
import { describe, expect, it } from 'vitest';
import { sleep } from '../../test/wait-for.js';
import { pauseMonitoring, resumeMonitoring } from '../../billing/monitoring-pause.js';
import { createScheduler, type BatchProber, type Scheduler } from '../scheduler.js';
import {
  bulkWorkspace,
  fakeProber,
  makeDue,
  parkAll,
  useMonitorTestApp,
} from '../test-support/fixtures.js';
import { BUCKETS } from './buckets.js';
import type pg from 'pg';

describe('the schedule in memory', () => {
  const { t } = useMonitorTestApp();
  const logs: string[] = [];

  function memoryScheduler(prober: BatchProber, pool: pg.Pool = t.extraPool(6)): Scheduler {
    return createScheduler({
      pool,
      prober,
      policy: t.policy,
      batchSize: 100,
      tickMs: 50,
      schedule: 'memory',
      memory: { rebalanceMs: 100 },
      log: (m) => logs.push(m),
    });
  }

  /** Probes with the time each id was probed at. */
  function timedProber() {
    const at = new Map<number, number[]>();
    const inner = fakeProber(() => ({ outcome: 'up', rttMs: 1 }));
    const probe = inner.probe.bind(inner);
    return Object.assign(inner, {
      at,
      async probe(targets: Parameters<BatchProber['probe']>[0]) {
        const now = Date.now();
        for (const target of targets) at.set(target.id, [...(at.get(target.id) ?? []), now]);
        return probe(targets);
      },
    });
  }

  async function until(ms: number, done: () => boolean): Promise<void> {
    const end = Date.now() + ms;
    while (!done() && Date.now() < end) await sleep(20);
  }

  it('checks a new property at its time, an edited interval, "check now", and no deleted one', async () => {
    const pool = t.ctx.database.pool;
    const prober = timedProber();
    const scheduler = memoryScheduler(prober);
    scheduler.start();
    try {
      const { ids } = await bulkWorkspace(t, 3);
      const [fresh, edited, deleted] = ids as [number, number, number];
      await until(2000, () => scheduler.held.buckets === BUCKETS);
      expect(scheduler.held.buckets).toBe(BUCKETS);

      // a new property due in 1.5 s: checked then, not before
      const dueAt = Date.now() + 1500;
      await pool.query(`UPDATE property_schedule SET next_check_at = $2 WHERE property_id = $1`, [
        fresh,
        new Date(dueAt),
      ]);
      // an edited interval: 1 s, then 3 s
      await pool.query(`UPDATE properties SET interval_seconds = 1 WHERE id = $1`, [edited]);
      await makeDue(pool, [edited]);
      // a deleted property, due in 1 s, is deleted before
      await pool.query(
        `UPDATE property_schedule SET next_check_at = now() + interval '1 second' WHERE property_id = $1`,
        [deleted],
      );
      await sleep(300);
      await pool.query(`DELETE FROM properties WHERE id = $1`, [deleted]);

      await until(3000, () => (prober.at.get(fresh)?.length ?? 0) > 0);
      const first = prober.at.get(fresh)?.[0];
      expect(first, 'new property checked').toBeDefined();
      expect(first!).toBeGreaterThanOrEqual(dueAt - 20);
      expect(first! - dueAt, 'lag').toBeLessThan(1000);

      await until(3000, () => (prober.at.get(edited)?.length ?? 0) >= 3);
      await pool.query(`UPDATE properties SET interval_seconds = 3 WHERE id = $1`, [edited]);
      const editedAt = Date.now();
      await until(
        9000,
        () => (prober.at.get(edited) ?? []).filter((x) => x > editedAt).length >= 3,
      );
      const after = (prober.at.get(edited) ?? []).filter((x) => x > editedAt);
      expect(after.length, 'checks after the edit').toBeGreaterThanOrEqual(3);
      // the check already due at the edit keeps its time; the next ones are 3 s apart
      const gaps = after.slice(1).map((x, i) => x - after[i]!);
      for (const gap of gaps) {
        expect(gap).toBeGreaterThan(2800);
        expect(gap).toBeLessThan(3800);
      }

      expect(prober.at.has(deleted), 'deleted property probed').toBe(false);

      // "check now" of a property parked a day ahead: checked within a tick or two
      const parked = fresh;
      await pool.query(
        `UPDATE property_schedule SET next_check_at = now() + interval '1 day' WHERE property_id = $1`,
        [parked],
      );
      await sleep(300);
      const before = prober.at.get(parked)!.length;
      const asked = Date.now();
      await makeDue(pool, [parked]);
      await until(2000, () => prober.at.get(parked)!.length > before);
      expect(prober.at.get(parked)!.length).toBe(before + 1);
      expect(prober.at.get(parked)!.at(-1)! - asked).toBeLessThan(1000);
      expect(logs).toEqual([]);
    } finally {
      await scheduler.stop();
    }
  }, 30_000);

  it('a change committed after later ones (a long transaction) still reaches the index', async () => {
    const pool = t.ctx.database.pool;
    const prober = timedProber();
    const scheduler = memoryScheduler(prober);
    const client = await pool.connect();
    scheduler.start();
    try {
      const { ids } = await bulkWorkspace(t, 2);
      const [late, busy] = ids as [number, number];
      await pool.query(
        `UPDATE property_schedule SET next_check_at = now() + interval '1 day' WHERE property_id = $1`,
        [late],
      );
      await until(2000, () => scheduler.held.buckets === BUCKETS);
      // a long transaction makes `late` due: its feed row has a lower id than what follows
      await client.query('BEGIN');
      await client.query(
        `UPDATE property_schedule SET next_check_at = now() WHERE property_id = $1`,
        [late],
      );
      // meanwhile others' changes commit with higher ids, for longer than any settling time
      for (let i = 0; i < 7; i++) {
        await makeDue(pool, [busy]);
        await sleep(1000);
      }
      const before = prober.at.get(late)?.length ?? 0;
      await client.query('COMMIT');
      await until(3000, () => (prober.at.get(late)?.length ?? 0) > before);
      expect(prober.at.get(late)?.length ?? 0, 'checked once committed').toBeGreaterThan(before);
    } finally {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
      await scheduler.stop();
    }
  }, 30_000);

  it('skips a paused workspace and checks it again once resumed', async () => {
    const pool = t.ctx.database.pool;
    const prober = timedProber();
    const scheduler = memoryScheduler(prober);
    scheduler.start();
    try {
      const { admin, ids } = await bulkWorkspace(t, 5);
      await until(2000, () => scheduler.held.buckets === BUCKETS);
      await pauseMonitoring(t.ctx.database.db, admin.workspaceId!, 'trial_ended', new Date());
      await sleep(300);
      await makeDue(pool, ids);
      await sleep(1500);
      expect(
        ids.filter((id) => prober.at.has(id)),
        'probed while paused',
      ).toEqual([]);
      await resumeMonitoring(t.ctx.database.db, admin.workspaceId!);
      await until(3000, () => ids.every((id) => prober.at.has(id)));
      expect(logs).toEqual([]);
      expect(ids.filter((id) => prober.at.get(id)?.length === 1)).toEqual(ids);
    } finally {
      await scheduler.stop();
    }
  }, 20_000);

  it('two workers split the buckets and check nothing twice', async () => {
    const pool = t.ctx.database.pool;
    const { ids } = await bulkWorkspace(t, 300);
    const a = fakeProber(() => ({ outcome: 'up', rttMs: 1 }), { delayMs: 20 });
    const b = fakeProber(() => ({ outcome: 'up', rttMs: 1 }), { delayMs: 20 });
    const sa = memoryScheduler(a);
    const sb = memoryScheduler(b);
    try {
      // rebalance until the buckets are shared out
      for (let i = 0; i < 50; i++) {
        await Promise.all([sa.runOnce(), sb.runOnce()]);
        if (sa.held.buckets === BUCKETS / 2 && sb.held.buckets === BUCKETS / 2) break;
        await sleep(110);
      }
      expect([sa.held.buckets, sb.held.buckets]).toEqual([BUCKETS / 2, BUCKETS / 2]);
      for (let cycle = 0; cycle < 3; cycle++) {
        const before = [a.probed.length, b.probed.length];
        await makeDue(pool, ids);
        await sleep(150);
        for (let round = 0; round < 50; round++) {
          const [na, nb] = await Promise.all([sa.runOnce(), sb.runOnce()]);
          if (na + nb === 0 && a.probed.length + b.probed.length - before[0]! - before[1]! >= 300)
            break;
          await sleep(20);
        }
        const probed = [...a.probed.slice(before[0]), ...b.probed.slice(before[1])];
        expect(probed.length, `cycle ${cycle}: probes`).toBe(300);
        expect(new Set(probed).size, `cycle ${cycle}: distinct`).toBe(300);
        expect(a.probed.length - before[0]!).toBeGreaterThan(0);
        expect(b.probed.length - before[1]!).toBeGreaterThan(0);
      }
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM check_results WHERE property_id = ANY($1::int[])`,
        [ids],
      );
      expect(rows[0]!.n).toBe(900);
    } finally {
      await sa.stop();
      await sb.stop();
    }
  }, 30_000);

  it('a bucket handed to a joining worker goes only once its checks in flight are written: none probed twice', async () => {
    const pool = t.ctx.database.pool;
    const { ids } = await bulkWorkspace(t, 200);
    // A's probes take 1.5 s: its batches are in flight when B joins and asks for its share
    const a = fakeProber(() => ({ outcome: 'up', rttMs: 1 }), { delayMs: 1500 });
    const b = fakeProber(() => ({ outcome: 'up', rttMs: 1 }));
    const sa = memoryScheduler(a);
    const sb = memoryScheduler(b);
    sa.start();
    try {
      await until(3000, () => sa.held.buckets === BUCKETS);
      await makeDue(pool, ids);
      await until(3000, () => a.probed.length === ids.length);
      expect(a.probed.length, 'all in flight at A').toBe(ids.length);
      sb.start();
      await until(8000, () => sa.held.buckets === BUCKETS / 2 && sb.held.buckets === BUCKETS / 2);
      expect([sa.held.buckets, sb.held.buckets]).toEqual([BUCKETS / 2, BUCKETS / 2]);
      await sleep(500);
      // B took its half only after A's results were written (their next time is an interval on)
      expect(b.probed).toEqual([]);
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM check_results WHERE property_id = ANY($1::int[])`,
        [ids],
      );
      expect(rows[0]!.n).toBe(ids.length);
      // and B checks its half when they are due again
      await makeDue(pool, ids);
      await until(3000, () => a.probed.length + b.probed.length === 2 * ids.length);
      expect(new Set([...a.probed.slice(ids.length), ...b.probed]).size).toBe(ids.length);
      expect(b.probed.length).toBeGreaterThan(0);
    } finally {
      await sa.stop();
      await sb.stop();
    }
  }, 30_000);

  it('a due time moved without a feed row is found by the spread reload, a range of ids at a time', async () => {
    const pool = t.ctx.database.pool;
    const { ids } = await bulkWorkspace(t, 50);
    const probe = fakeProber(() => ({ outcome: 'up', rttMs: 1 }));
    const s = createScheduler({
      pool: t.extraPool(6),
      prober: probe,
      policy: t.policy,
      batchSize: 100,
      tickMs: 50,
      schedule: 'memory',
      memory: { rebalanceMs: 100, reloadMs: 1000 },
    });
    await parkAll(pool);
    s.start();
    try {
      await until(3000, () => s.held.buckets === BUCKETS);
      await sleep(300);
      // the change feed misses this one (its row deleted): only the safety net can see it
      const lost = ids.slice(0, 5);
      await makeDue(pool, lost);
      await pool.query('DELETE FROM schedule_changes WHERE property_id = ANY($1::int[])', [lost]);
      await until(6000, () => lost.every((id) => probe.probed.includes(id)));
      expect(lost.filter((id) => !probe.probed.includes(id))).toEqual([]);
      expect(probe.probed.filter((id) => !lost.includes(id))).toEqual([]);
    } finally {
      await s.stop();
    }
  }, 30_000);

  it("takes over a dead worker's buckets: its properties checked within one interval, a live lease waited out", async () => {
    const pool = t.ctx.database.pool;
    const { ids } = await bulkWorkspace(t, 200);
    const a = fakeProber(() => ({ outcome: 'up', rttMs: 1 }));
    const b = timedProber();
    const sa = memoryScheduler(a);
    const sb = memoryScheduler(b);
    sa.start();
    sb.start();
    try {
      await until(3000, () => sa.held.buckets === BUCKETS / 2 && sb.held.buckets === BUCKETS / 2);
      expect([sa.held.buckets, sb.held.buckets]).toEqual([BUCKETS / 2, BUCKETS / 2]);
      // worker A dies: its session ends (so its bucket locks go) and it claims nothing more
      const pid = await sa.sessionPid();
      await sa.stop();
      await pool.query(`SELECT pg_terminate_backend($1)`, [pid]);
      // ... leaving some of its properties claimed (live leases for 2 s more)
      const leased = ids.slice(0, 10);
      await pool.query(
        `UPDATE property_schedule SET lease_until = now() + interval '2 seconds'
          WHERE property_id = ANY($1::int[])`,
        [leased],
      );
      const killedAt = Date.now();
      await makeDue(pool, ids);
      await until(8000, () => ids.every((id) => b.at.has(id)));
      expect(sb.held.buckets).toBe(BUCKETS);
      const late = ids.filter((id) => !b.at.has(id));
      expect(late, 'not checked by the survivor').toEqual([]);
      // within one interval (30 s); here within a few seconds
      const worst = Math.max(...ids.map((id) => b.at.get(id)![0]!)) - killedAt;
      expect(worst).toBeLessThan(5000);
      // the leased ones waited for the lease to end, and none was checked twice
      for (const id of leased) expect(b.at.get(id)![0]! - killedAt).toBeGreaterThan(1800);
      expect(ids.filter((id) => b.at.get(id)!.length > 1)).toEqual([]);
    } finally {
      await sb.stop();
    }
  }, 30_000);

  it('a burst of changes larger than a page of the feed (check all of 12,000) reaches the index within a tick', async () => {
    const pool = t.ctx.database.pool;
    const { ids } = await bulkWorkspace(t, 12_000);
    const prober = fakeProber(() => ({ outcome: 'up', rttMs: 1 }));
    const scheduler = memoryScheduler(prober);
    try {
      for (let i = 0; i < 50 && scheduler.held.buckets < BUCKETS; i++) {
        await scheduler.runOnce();
        await sleep(110);
      }
      await makeDue(pool, ids);
      // one tick reads the whole burst (pages of 5,000), long before the rows settle (5 s)
      const asked = Date.now();
      await scheduler.runOnce();
      expect(Date.now() - asked).toBeLessThan(5000);
      expect(new Set(prober.probed).size).toBeGreaterThanOrEqual(10_000);
    } finally {
      await scheduler.stop();
    }
  }, 60_000);
});
