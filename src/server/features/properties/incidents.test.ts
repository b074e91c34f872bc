import { beforeAll, describe, expect, it } from 'vitest';
import { byRole, call, everyone, expectMatrix, type Actor } from '../../test/actors.js';
import { addProperty, insertIncident } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

describe('GET /api/properties/:id/incidents', () => {
  const { t, a } = useTestAppWithActors();
  let propertyId: number;

  const pool = () => t.ctx.database.pool;
  const createProperty = async (actor: Actor, ip: string) =>
    (await addProperty(t.app, actor, { name: `Incident test ${ip}`, ipAddress: ip })).id;

  beforeAll(async () => {
    propertyId = await createProperty(a.admin, '127.0.40.1');
  });

  it('route x actor: the workspace reads, everyone else gets 404', async () => {
    await expectMatrix(t.app, a, [
      {
        method: 'GET',
        url: () => `/api/properties/${propertyId}/incidents`,
        expect: byRole(200, 200, 200, 404),
      },
      {
        method: 'GET',
        url: '/api/properties/999999/incidents',
        expect: everyone(404),
      },
    ]);
  });

  it('lists the offline periods newest first with end (or null while ongoing) and duration', async () => {
    const ws = a.admin.workspaceId!;
    const id = await createProperty(a.admin, '127.0.40.2');
    await insertIncident(pool(), ws, id, 600, 10); // 10 minutes, 10 hours ago
    await insertIncident(pool(), ws, id, 120, 30); // 30 minutes
    await insertIncident(pool(), ws, id, 5, null); // ongoing for 5 minutes
    await insertIncident(pool(), ws, propertyId, 60, 10); // another property's

    const res = await call(t.app, a.viewer, { url: `/api/properties/${id}/incidents` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{
      id: number;
      startedAt: string;
      endedAt: string | null;
      durationSeconds: number;
    }>;
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      endedAt: null,
      durationSeconds: expect.any(Number),
    });
    expect(list[0]!.durationSeconds).toBeGreaterThanOrEqual(299);
    expect(list[0]!.durationSeconds).toBeLessThan(400);
    expect(list[1]!.durationSeconds).toBe(1800);
    expect(list[2]!.durationSeconds).toBe(600);
    expect(list[1]!.endedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const starts = list.map((x) => Date.parse(x.startedAt));
    expect([...starts].sort((x, y) => y - x)).toEqual(starts);

    const limited = await call(t.app, a.admin, { url: `/api/properties/${id}/incidents?limit=1` });
    expect(limited.json()).toHaveLength(1);
    expect(
      (await call(t.app, a.admin, { url: `/api/properties/${id}/incidents?limit=0` })).statusCode,
    ).toBe(400);
  });

  it("never shows another workspace's incidents, even with a matching property id", async () => {
    const theirs = await createProperty(a.otherAdmin, '127.0.40.3');
    await insertIncident(pool(), a.otherAdmin.workspaceId!, theirs, 30, 10);
    expect(
      (await call(t.app, a.admin, { url: `/api/properties/${theirs}/incidents` })).statusCode,
    ).toBe(404);
    const own = await call(t.app, a.otherAdmin, { url: `/api/properties/${theirs}/incidents` });
    expect(own.json()).toHaveLength(1);
  });
});
