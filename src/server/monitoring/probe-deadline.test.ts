// A probe engine that never answers must not hold a batch slot or its properties for good.
import { describe, expect, it } from 'vitest';
import { createScheduler } from './scheduler.js';
import { useMonitorTestApp, workspaceWith } from './test-support/fixtures.js';

describe('probe deadline', () => {
  const { t } = useMonitorTestApp();

  it('releases the claims of a batch the engine never answers, records nothing, and retries', async () => {
    const { ids } = await workspaceWith(t, 3, { timeoutMs: 500 });
    const pool = t.ctx.database.pool;
    await pool.query(
      'UPDATE property_schedule SET next_check_at = now() WHERE property_id = ANY($1)',
      [ids],
    );
    const logs: string[] = [];
    const wedged = createScheduler({
      pool,
      prober: { probe: () => new Promise(() => {}) },
      policy: t.policy,
      batchSize: 100,
      tickMs: 1000,
      probeGraceMs: 100,
      log: (m) => logs.push(m),
    });
    expect(await wedged.runOnce()).toBe(3);
    expect(wedged.stats.errors).toBe(1);
    expect(logs.join('\n')).toMatch(/gave no answer for 3 targets within 600 ms/);
    const after = await pool.query(
      'SELECT status, lease_until, last_check FROM properties JOIN property_schedule ON property_id = id WHERE id = ANY($1)',
      [ids],
    );
    expect(after.rows).toEqual(
      ids.map(() => ({ status: 'unknown', lease_until: null, last_check: null })),
    );
    // Released at once: a healthy worker checks them at its next tick, not after the lease.
    const healthy = createScheduler({
      pool,
      prober: {
        probe: async (ts) => ts.map((x) => ({ id: x.id, outcome: 'up' as const, rttMs: 1 })),
      },
      policy: t.policy,
      batchSize: 100,
      tickMs: 1000,
    });
    expect(await healthy.runOnce()).toBe(3);
    const ok = await pool.query(
      "SELECT count(*)::int AS n FROM properties WHERE id = ANY($1) AND status = 'online'",
      [ids],
    );
    expect(ok.rows[0].n).toBe(3);
  });
});
