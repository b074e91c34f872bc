// A claim probed in slices (decision 037): the most overdue answered first, every result of the
// claim written, each at the time its slice answered, and nothing written when one slice wedges.
import { describe, expect, it } from 'vitest';
import { sleep } from '../test/wait-for.js';
import { probeSliceFor, probeSlices } from './probe-slices.js';
import { createScheduler, type BatchProber } from './scheduler.js';
import { bulkWorkspace, scalar, useMonitorTestApp } from './test-support/fixtures.js';
import type { ProbeTarget } from './probe/types.js';

const target = (id: number): ProbeTarget => ({
  id,
  address: '127.0.0.1',
  method: 'icmp',
  timeoutMs: 500,
});

describe('probe slices', () => {
  const { t } = useMonitorTestApp();

  it('a fifth of a second of the socket sends a slice, never under 500', () => {
    expect([probeSliceFor(5_000), probeSliceFor(25_000), probeSliceFor(600)]).toEqual([
      1_000, 5_000, 500,
    ]);
  });

  it('cuts into even slices by due time, and leaves a claim that fits whole and in order', () => {
    const due = new Map([
      [1, 50],
      [2, 10],
      [3, 40],
      [4, 20],
      [5, 30],
    ]);
    const ids = (parts: ProbeTarget[][]) => parts.map((p) => p.map((x) => x.id));
    const five = [1, 2, 3, 4, 5].map(target);
    expect(ids(probeSlices(five, 2, (x) => due.get(x.id)!))).toEqual([[2, 4], [5, 3], [1]]);
    expect(ids(probeSlices(five, 5, (x) => due.get(x.id)!))).toEqual([[1, 2, 3, 4, 5]]);
    expect(ids(probeSlices(five, undefined, (x) => due.get(x.id)!))).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('probes the most overdue first and writes each result at its slice answer time', async () => {
    const pool = t.ctx.database.pool;
    const { ids } = await bulkWorkspace(t, 7);
    // due 1 s ago up to 7 s ago: the highest id the most overdue (a claim reads rows by id)
    await pool.query(
      `UPDATE property_schedule s SET next_check_at = now() - make_interval(secs => o.i)
         FROM unnest($1::int[]) WITH ORDINALITY AS o(id, i) WHERE s.property_id = o.id`,
      [ids],
    );
    const calls: number[][] = [];
    const prober: BatchProber = {
      async probe(targets) {
        const n = calls.push(targets.map((x) => x.id));
        await sleep(150 * n); // the later slices answer later, as sends paced by the socket
        return targets.map((x) => ({ id: x.id, outcome: 'up' as const, rttMs: 1 }));
      },
    };
    const scheduler = createScheduler({
      pool,
      prober,
      policy: t.policy,
      batchSize: 100,
      tickMs: 1000,
      probeSliceSize: 3,
    });
    expect(await scheduler.runOnce()).toBe(7);
    expect(calls.map((c) => c.length)).toEqual([3, 3, 1]);
    expect([...calls[0]!].sort()).toEqual(ids.slice(4).sort());
    expect(calls[2]).toEqual([ids[0]]);
    const at = async (id: number) =>
      (
        await scalar<Date>(
          pool,
          'SELECT checked_at FROM check_results WHERE property_id = $1 ORDER BY checked_at LIMIT 1',
          [id],
        )
      ).getTime();
    expect(
      await scalar(pool, 'SELECT count(*)::int FROM check_results WHERE property_id = ANY($1)', [
        ids,
      ]),
    ).toBe(7);
    // the most overdue answered first, the last slice about 300 ms later
    expect((await at(ids[0]!)) - (await at(ids[6]!))).toBeGreaterThanOrEqual(250);
  });

  it('writes nothing of the claim and releases it when one slice never answers', async () => {
    const pool = t.ctx.database.pool;
    const { ids } = await bulkWorkspace(t, 4);
    await pool.query('UPDATE properties SET timeout_ms = 500 WHERE id = ANY($1)', [ids]);
    await pool.query(
      'UPDATE property_schedule SET next_check_at = now() WHERE property_id = ANY($1)',
      [ids],
    );
    let call = 0;
    const logs: string[] = [];
    const scheduler = createScheduler({
      pool,
      prober: {
        probe: (targets) =>
          call++ === 0
            ? Promise.resolve(targets.map((x) => ({ id: x.id, outcome: 'up' as const, rttMs: 1 })))
            : new Promise(() => {}),
      },
      policy: t.policy,
      batchSize: 100,
      tickMs: 1000,
      probeSliceSize: 2,
      probeGraceMs: 100,
      log: (m) => logs.push(m),
    });
    expect(await scheduler.runOnce()).toBe(4);
    expect(logs.join('\n')).toMatch(/gave no answer for 2 targets/);
    expect(
      await scalar(pool, 'SELECT count(*)::int FROM check_results WHERE property_id = ANY($1)', [
        ids,
      ]),
    ).toBe(0);
    expect(
      await scalar(
        pool,
        `SELECT count(*)::int FROM property_schedule
          WHERE property_id = ANY($1) AND lease_until IS NULL AND last_check IS NULL`,
        [ids],
      ),
    ).toBe(4);
  });
});
