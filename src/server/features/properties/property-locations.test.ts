// The detail page's Locations section and history split by location, with real PostgreSQL: each
// active location's last result and response time for the caller's property only, an agent's
// results summed per hour for its history, and the errors of a bad location or range.
import { describe, expect, it } from 'vitest';
import { toResultColumns, type AgentOutcome, type AgentWork } from '../../../contracts/agents.js';
import type { CreatedLocation } from '../../../contracts/locations.js';
import { LOCATION_MSG } from '../../../contracts/locations.js';
import type { PropertyHistory } from '../../../contracts/monitoring.js';
import {
  LOCATION_HISTORY_MSG,
  type PropertyLocations,
} from '../../../contracts/property-locations.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

describe('a property seen from each location', () => {
  const t = useTestApp();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function addLocation(owner: Actor, name: string): Promise<CreatedLocation> {
    const res = await call(t.app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name, region: 'eu-test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** The agent takes its due checks and answers the one for `address` with `result`. */
  async function agentAnswers(
    token: string,
    address: string,
    results: { outcome: AgentOutcome; rttMs: number | null; checkedAt?: string }[],
  ) {
    const work = await t.app.inject({ url: '/api/agent/work?waitMs=0', headers: bearer(token) });
    const check = work.json<AgentWork>().checks.find((c) => c.address === address)!;
    expect(check).toBeDefined();
    for (const r of results) {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/agent/results',
        headers: bearer(token),
        payload: {
          results: toResultColumns([
            {
              id: check.id,
              late: false,
              ...r,
              checkedAt: Date.parse(r.checkedAt ?? new Date().toISOString()),
            },
          ]),
        },
      });
      expect(posted.statusCode, posted.body).toBe(200);
    }
  }

  it("lists the primary and each active agent with its last result, in the workspace's zone", async () => {
    const owner = await createActor(t.ctx, 'owner');
    const admin = await createActor(t.ctx, 'admin');
    const viewer = await createActor(t.ctx, 'viewer', {
      workspaceId: admin.workspaceId!,
      role: 'viewer',
    });
    await t.ctx.database.pool.query(
      `UPDATE workspaces SET timezone = 'Europe/Berlin' WHERE id = $1`,
      [admin.workspaceId],
    );
    const property = await addProperty(t.app, admin, { ipAddress: '127.0.31.1' });
    const lisbon = await addLocation(owner, 'Lisbon');
    const oslo = await addLocation(owner, 'Oslo');
    const paused = await addLocation(owner, 'Paused Place');
    const revoked = await addLocation(owner, 'Revoked Place');
    await call(t.app, owner, {
      method: 'POST',
      url: `/api/monitoring-locations/${paused.location.id}/pause`,
    });
    await call(t.app, owner, {
      method: 'POST',
      url: `/api/monitoring-locations/${revoked.location.id}/revoke`,
    });
    await agentAnswers(lisbon.token, '127.0.31.1', [{ outcome: 'up', rttMs: 12.5 }]);
    await agentAnswers(oslo.token, '127.0.31.1', [{ outcome: 'timeout', rttMs: null }]);

    const res = await call(t.app, viewer, { url: `/api/properties/${property.id}/locations` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PropertyLocations>();
    expect(body.timeZone).toBe('Europe/Berlin');
    const names = body.locations.map((l) => l.name);
    expect(names[0]).toBe('Primary');
    expect(names).not.toContain('Paused Place');
    expect(names).not.toContain('Revoked Place');
    expect(body.locations[0]).toMatchObject({ id: 'primary', primary: true, outcome: null });
    // the primary's last result is the property's own last check
    await t.ctx.database.pool.query(
      `UPDATE property_schedule SET last_check = now(), response_time = 3.25 WHERE property_id = $1`,
      [property.id],
    );
    const again = await call(t.app, viewer, { url: `/api/properties/${property.id}/locations` });
    expect(again.json<PropertyLocations>().locations[0]).toMatchObject({
      outcome: 'up',
      rttMs: 3.25,
      checkedAt: expect.any(String),
    });
    expect(body.locations.find((l) => l.name === 'Lisbon')).toMatchObject({
      region: 'eu-test',
      primary: false,
      outcome: 'up',
      rttMs: 12.5,
      checkedAt: expect.any(String),
    });
    expect(body.locations.find((l) => l.name === 'Oslo')).toMatchObject({
      outcome: 'timeout',
      rttMs: null,
    });
  });

  it('answers 404 for another workspace’s property, and nothing of it', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'otherAdmin');
    const property = await addProperty(t.app, admin, { ipAddress: '127.0.31.2' });
    for (const url of [
      `/api/properties/${property.id}/locations`,
      `/api/properties/${property.id}/history?range=24h&location=primary`,
    ]) {
      const res = await call(t.app, other, { url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Property not found');
    }
  });

  it("sums an agent's results per hour for its history, apart from the property's own", async () => {
    const owner = await createActor(t.ctx, 'owner');
    const admin = await createActor(t.ctx, 'admin');
    const property = await addProperty(t.app, admin, { ipAddress: '127.0.31.3' });
    const { location, token } = await addLocation(owner, 'Madrid');
    const now = Date.now();
    await agentAnswers(token, '127.0.31.3', [
      { outcome: 'up', rttMs: 10, checkedAt: new Date(now - 3000).toISOString() },
      { outcome: 'up', rttMs: 20, checkedAt: new Date(now - 2000).toISOString() },
      { outcome: 'unreachable', rttMs: null, checkedAt: new Date(now - 1000).toISOString() },
    ]);
    const res = await call(t.app, admin, {
      url: `/api/properties/${property.id}/history?range=24h&location=${location.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const h = res.json<PropertyHistory>();
    expect(h).toMatchObject({ range: '24h', bucket: 'hour', checks: 3, avgResponseTime: 15 });
    expect(h.uptime).toBeCloseTo(66.67, 2);
    expect(h.points.reduce((s, p) => s + p.checks, 0)).toBe(3);
    // the property's own history holds none of the agent's checks
    const own = await call(t.app, admin, { url: `/api/properties/${property.id}/history` });
    expect(own.json<PropertyHistory>().checks).toBe(0);
    const week = await call(t.app, admin, {
      url: `/api/properties/${property.id}/history?range=7d&location=${location.id}`,
    });
    expect(week.json<PropertyHistory>().checks).toBe(3);
  });

  it('refuses an unknown location (404) and a range beyond 7 days (400) with their messages', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const admin = await createActor(t.ctx, 'admin');
    const property = await addProperty(t.app, admin, { ipAddress: '127.0.31.4' });
    const { location } = await addLocation(owner, 'Rome');
    const base = `/api/properties/${property.id}/history`;
    const unknown = await call(t.app, admin, { url: `${base}?location=nowhere-at-all` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(LOCATION_MSG.notFound);
    const long = await call(t.app, admin, { url: `${base}?range=30d&location=${location.id}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(LOCATION_HISTORY_MSG.rangeTooLong);
    const bad = await call(t.app, admin, { url: `${base}?location=NOT%20AN%20ID` });
    expect(bad.statusCode).toBe(400);
    // the primary's history has every range
    const primary = await call(t.app, admin, { url: `${base}?range=90d&location=primary` });
    expect(primary.statusCode).toBe(200);
  });
});
