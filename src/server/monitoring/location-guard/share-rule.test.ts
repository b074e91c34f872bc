// The share rule without canaries (issue 28): more than half of at least 20 targets failing in
// one window is the location's outage, not theirs. Through the probe-engine seam the scheduler
// tests use (a scripted prober: no packets), two workers on one database.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScheduler } from '../scheduler.js';
import {
  bulkWorkspace,
  fakeProber,
  makeDue,
  scalar,
  useMonitorTestApp,
} from '../test-support/fixtures.js';
import { createLocationGuard } from './create-location-guard.js';
import { DEFAULT_GUARD } from './guard-config.js';
import { resetLocation } from './test-support/reset-location.js';

describe('the share of all targets failing at once', () => {
  const { t } = useMonitorTestApp();

  const run = async (n: number, failing: (id: number) => boolean) => {
    const pool = t.ctx.database.pool;
    await resetLocation(pool);
    const { admin, ids } = await bulkWorkspace(t, n);
    const pools: pg.Pool[] = [];
    const workers = [0, 1].map(() => {
      const workerPool = new pg.Pool({ ...pool.options, max: 3 });
      pools.push(workerPool);
      const prober = fakeProber((target) => ({
        outcome: failing(target.id) ? 'timeout' : 'up',
      }));
      const guard = createLocationGuard({
        pool: workerPool,
        config: DEFAULT_GUARD,
        policy: t.policy,
        prober,
      });
      return createScheduler({
        pool: workerPool,
        prober,
        policy: t.policy,
        batchSize: 50,
        tickMs: 50,
        guard,
      });
    });
    await makeDue(pool, ids);
    while ((await Promise.all(workers.map((w) => w.runOnce()))).some((c) => c > 0));
    await Promise.all(pools.map((p) => p.end()));
    const location = await pool.query(
      `SELECT degraded_since, degraded_evidence FROM monitoring_locations WHERE id = 'primary'`,
    );
    const count = (sql: string) => scalar<number>(pool, sql, [admin.workspaceId]);
    return {
      location: location.rows[0] as {
        degraded_since: Date | null;
        degraded_evidence: string | null;
      },
      alerts: await count(`SELECT count(*)::int FROM alerts WHERE workspace_id = $1`),
      results: await count(
        `SELECT count(*)::int FROM check_results r JOIN properties p ON p.id = r.property_id
          WHERE p.workspace_id = $1`,
      ),
      ownerMails: await scalar<number>(
        pool,
        `SELECT count(*)::int FROM notifications WHERE event_type = 'system.location_degraded'`,
      ),
    };
  };

  it('all of 100 targets failing degrades the location once; no alert, no result counted', async () => {
    const r = await run(100, () => true);
    // the evidence as the count stood when the state changed: the first batch (50 checks) alone,
    // or both workers' batches when their counts landed before the switch; either way all failed
    expect(r.location.degraded_evidence).toMatch(/^(50|100) of \1 targets failed within 30 s$/);
    expect(r.location.degraded_since).toBeInstanceOf(Date);
    expect(r.alerts).toBe(0);
    expect(r.results).toBe(0);
    // no platform owner on this database: the state is decided, no mail has anyone to go to
    expect(r.ownerMails).toBe(0);
  });

  it('half of them failing is not more than half: their outages are alerted as usual', async () => {
    let i = 0;
    const down = new Set<number>();
    const r = await run(40, (id) => {
      if (!down.has(id) && i++ % 2 === 0) down.add(id);
      return down.has(id);
    });
    expect(r.location.degraded_since).toBeNull();
    expect(r.alerts).toBe(20); // a timeout alert each (the first failure of a streak)
    expect(r.results).toBe(40);
  });

  it('fewer than 20 targets are never enough to call the location degraded', async () => {
    const r = await run(19, () => true);
    expect(r.location.degraded_since).toBeNull();
    expect(r.alerts).toBe(19);
  });
});
