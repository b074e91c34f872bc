// GET /api/monitoring-locations: the platform owner sees each location's health; no one else.
import { describe, expect, it } from 'vitest';
import { call, createActor } from '../../test/actors.js';
import { useTestApp } from '../../test/use-test-app.js';

describe('monitoring locations', () => {
  const t = useTestApp();

  it('the owner sees Primary and, while degraded, since when and why', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const healthy = await call(t.app, owner, { url: '/api/monitoring-locations' });
    expect(healthy.statusCode, healthy.body).toBe(200);
    expect(healthy.json()).toEqual({
      locations: [
        {
          id: 'primary',
          name: 'Primary',
          region: '',
          state: 'primary',
          lastSeenAt: null,
          version: null,
          checksPerMinute: null,
          lagP99Ms: null,
          failureShare: null,
          degradedSince: null,
          evidence: null,
          recoveredAt: null,
        },
      ],
    });
    await t.ctx.database.pool.query(
      `UPDATE monitoring_locations SET degraded_since = '2026-11-27T14:00:00Z',
              degraded_evidence = 'canaries failed: 1 of 1 did not answer' WHERE id = 'primary'`,
    );
    const degraded = await call(t.app, owner, { url: '/api/monitoring-locations' });
    expect(degraded.json()).toMatchObject({
      locations: [
        {
          name: 'Primary',
          degradedSince: '2026-11-27T14:00:00.000Z',
          evidence: 'canaries failed: 1 of 1 did not answer',
        },
      ],
    });
  });

  it('is refused to everyone else, a platform admin and a workspace admin too', async () => {
    for (const name of ['platformAdmin', 'admin'] as const) {
      const res = await call(t.app, await createActor(t.ctx, name), {
        url: '/api/monitoring-locations',
      });
      expect(res.statusCode, name).toBe(403);
    }
  });
});
