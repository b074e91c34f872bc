// The Locations panel's figures for the primary (issue 28): its checks per minute, lag p99 and
// share of failed checks come from its own batches (the guard's one statement per batch writes
// them into location_minutes, as agents' posts do), never made up: none before it checked.
import { describe, expect, it } from 'vitest';
import type { MonitoringLocationList } from '../../../contracts/locations.js';
import { call, createActor } from '../../test/actors.js';
import { createScheduler } from '../scheduler.js';
import { bulkWorkspace, scriptedProber, useMonitorTestApp } from '../test-support/fixtures.js';
import { createLocationGuard } from './create-location-guard.js';
import { DEFAULT_GUARD } from './guard-config.js';
import { resetLocation } from './test-support/reset-location.js';

describe("the primary's figures on the Locations panel", () => {
  const { t } = useMonitorTestApp();

  it('shows checks per minute, lag p99 and the share of failed checks of its own batches', async () => {
    const pool = t.ctx.database.pool;
    await resetLocation(pool);
    const owner = await createActor(t.ctx, 'owner');
    const primary = async () =>
      (await call(t.app, owner, { url: '/api/monitoring-locations' }))
        .json<MonitoringLocationList>()
        .locations.find((l) => l.id === 'primary')!;
    expect(await primary()).toMatchObject({
      checksPerMinute: null,
      lagP99Ms: null,
      failureShare: null,
    });

    const { ids } = await bulkWorkspace(t, 10);
    const prober = scriptedProber();
    for (const id of ids.slice(0, 3)) prober.set(id, 'timeout');
    const guard = createLocationGuard({ pool, config: DEFAULT_GUARD, policy: t.policy, prober });
    const scheduler = createScheduler({
      pool,
      prober,
      policy: t.policy,
      batchSize: 4,
      tickMs: 50,
      guard,
    });
    // due three seconds ago: each check starts about 3 s behind its slot
    await pool.query(
      `UPDATE property_schedule SET next_check_at = now() - interval '3 seconds'
        WHERE property_id = ANY($1::int[])`,
      [ids],
    );
    while ((await scheduler.runOnce()) > 0);

    const figures = await primary();
    expect(figures).toMatchObject({
      lagP99Ms: 5_000, // the histogram's bound above 3 s (2 s … 5 s)
      failureShare: 0.3,
    });
    // 10 checks in one minute; 5 a minute when a minute's turn fell between them and the read
    expect([10, 5]).toContain(figures.checksPerMinute);
  });
});
