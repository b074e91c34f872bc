// GET /api/reports/uptime: per-property uptime and response time as JSON, from the rollups.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/actors.js';
import { insertDaily, insertIncident, insertProperty } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

describe('GET /api/reports/uptime', () => {
  const { t, a } = useTestAppWithActors();
  let steady: number;
  let shaky: number;
  const get = (url: string, who = a.viewer) => call(t.app, who, { url });

  beforeAll(async () => {
    const pool = t.ctx.database.pool;
    steady = await insertProperty(pool, a.admin.workspaceId!, { name: 'Steady' });
    shaky = await insertProperty(pool, a.admin.workspaceId!, { name: 'Shaky', status: 'offline' });
    for (const day of [2, 3]) {
      await insertDaily(pool, steady, day, { checks: 100, ups: 100, rttMs: 10 });
      await insertDaily(pool, shaky, day, { checks: 100, ups: 50, rttMs: 40 });
    }
    await insertIncident(pool, a.admin.workspaceId!, shaky, 90, 30);
  });

  it('answers every member with the last 30 days by default, sorted by name', async () => {
    const res = await get('/api/reports/uptime');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.properties.map((p: { name: string }) => p.name)).toEqual(['Shaky', 'Steady']);
    const [s, ok] = body.properties;
    expect(ok).toMatchObject({ id: steady, checks: 200, uptime: 100, avgMs: 10, incidents: 0 });
    expect(s).toMatchObject({ id: shaky, status: 'offline', incidents: 1, downtimeMs: 1_800_000 });
    expect(s).toMatchObject({ checks: 200, uptime: 50, avgMs: 40 });
    expect(body.summary).toMatchObject({ properties: 2, checks: 400, uptime: 75, incidents: 1 });
    expect(Date.parse(body.to) - Date.parse(body.from)).toBeGreaterThan(29 * 86_400_000);
  });

  it('narrows to one property and to dates, and refuses what is not there', async () => {
    const one = (await get(`/api/reports/uptime?propertyId=${steady}`)).json();
    expect(one.properties).toHaveLength(1);
    expect(one.summary).toMatchObject({ properties: 1, checks: 200, uptime: 100, incidents: 0 });
    const alone = (await get(`/api/reports/uptime?propertyId=${shaky}`)).json();
    expect(alone.properties).toEqual([
      expect.objectContaining({ id: shaky, status: 'offline', checks: 200, uptime: 50 }),
    ]);
    expect(alone.summary).toMatchObject({ properties: 1, incidents: 1, downtimeMs: 1_800_000 });
    const old = (await get('/api/reports/uptime?from=2020-01-01&to=2020-01-31')).json();
    expect(old.summary).toMatchObject({ checks: 0, uptime: null });
    const foreign = await get(`/api/reports/uptime?propertyId=${steady}`, a.otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const bad = await get('/api/reports/uptime?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
    expect((await get('/api/reports/uptime', a.anonymous)).statusCode).toBe(401);
  });
});
