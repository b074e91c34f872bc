// Writers that touch many property rows at once run beside the check loop: the uptime refresh
// (every row whose uptime changed) and "check all" (every row of a workspace). None of them may
// deadlock with a batch being recorded: a batch aborted by the deadlock detector loses its
// results and leaves its properties leased (unchecked) until the lease runs out.
import { describe, expect, it } from 'vitest';
import { refreshUptime } from '../reporting/refresh-uptime.js';
import { call } from '../test/actors.js';
import { createScheduler } from './scheduler.js';
import { bulkWorkspace, useMonitorTestApp, fakeProber, makeDue } from './test-support/fixtures.js';

describe('bulk property writers beside the check loop', () => {
  const { t } = useMonitorTestApp();

  it('uptime refresh and check-all never deadlock with batches being recorded', async () => {
    const N = 2000;
    const { admin, ids } = await bulkWorkspace(t, N);
    let round = 0;
    // outcomes vary per round and property, so every refresh changes many uptime values
    const prober = fakeProber((target) => ({
      outcome: (target.id + round) % 3 === 0 ? 'timeout' : 'up',
      rttMs: 1,
    }));
    const logs: string[] = [];
    const scheduler = createScheduler({
      pool: t.extraPool(10),
      prober,
      policy: t.policy,
      batchSize: 100,
      tickMs: 50,
      maxConcurrentBatches: 4,
      log: (m) => logs.push(m),
    });
    const pool = t.ctx.database.pool;
    const errors: string[] = [];
    const deadline = Date.now() + 20_000;
    for (round = 0; round < 6 && Date.now() < deadline; round++) {
      await makeDue(pool, ids);
      let stop = false;
      // The refresh and check-all run while the scheduler records this round, each bounded.
      const refresher = (async () => {
        for (let i = 0; i < 30 && !stop; i++) {
          await refreshUptime(t.ctx.database.db).catch((e: Error) => errors.push(e.message));
        }
      })();
      const checkAll = (async () => {
        for (let i = 0; i < 2 && !stop; i++) {
          const res = await call(t.app, admin, { method: 'POST', url: '/api/ping/check-all' });
          if (res.statusCode !== 202) errors.push(`check-all ${res.statusCode} ${res.body}`);
        }
      })();
      try {
        for (let i = 0; i < 20 && Date.now() < deadline; i++) {
          if ((await scheduler.runOnce()) === 0) break;
        }
      } finally {
        stop = true;
        await Promise.all([refresher, checkAll]);
      }
    }
    expect(logs.filter((m) => /deadlock/i.test(m))).toEqual([]);
    expect(errors.filter((m) => /deadlock/i.test(m))).toEqual([]);
    expect(logs).toEqual([]);
    expect(errors).toEqual([]);
  });
});
