// A new location's schedule is made from the properties there are (claim-agent-checks.ts,
// syncLocationChecks). A property deleted while that runs is left out, not a foreign-key error:
// CI met one as a 500 on an agent's work request while another journey deleted properties.
import { describe, expect, it } from 'vitest';
import type { CreatedLocation } from '../../../contracts/locations.js';
import { call, createActor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { syncLocationChecks } from './claim-agent-checks.js';

describe("a location's schedule", () => {
  const t = useTestApp();

  it('leaves out a property being deleted meanwhile, and takes the others', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const kept = await addProperty(t.app, owner, { ipAddress: '127.0.45.1' });
    const gone = await addProperty(t.app, owner, { ipAddress: '127.0.45.2' });
    const res = await call(t.app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name: 'Sync test', region: 'test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { location } = res.json<CreatedLocation>();
    const pool = t.ctx.database.pool;
    const deleting = await pool.connect();
    try {
      await deleting.query('BEGIN');
      await deleting.query('DELETE FROM properties WHERE id = $1', [gone.id]);
      // the sync reads the schedule while the delete is not committed, then meets its lock
      const sync = syncLocationChecks(pool, location.id);
      await new Promise((r) => setTimeout(r, 300));
      await deleting.query('COMMIT');
      await expect(sync).resolves.toBeUndefined();
    } finally {
      deleting.release();
    }
    const { rows } = await pool.query<{ property_id: number }>(
      'SELECT property_id FROM location_checks WHERE location_id = $1 AND property_id = ANY($2)',
      [location.id, [kept.id, gone.id]],
    );
    expect(rows.map((r) => r.property_id)).toEqual([kept.id]);
  });
});
