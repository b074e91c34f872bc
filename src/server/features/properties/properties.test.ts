import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_MSG } from '../../../contracts/properties.js';
import { byRole, call, createActor, expectMatrix, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Maple Court',
  address: '12 Maple Court, Springfield',
  ipAddress: '127.0.0.1',
  type: 'residential',
  permissionConfirmed: true,
  ...over,
});

describe('properties API', () => {
  const { t, a } = useTestAppWithActors({ DEFAULT_PLAN: 'enterprise' });
  const post = (actor: Actor, body: unknown) =>
    call(t.app, actor, { method: 'POST', url: '/api/properties', payload: body as object });
  const count = async () =>
    Number((await t.ctx.database.pool.query('SELECT count(*) FROM properties')).rows[0].count);

  it('route x actor: viewers read, staff and admins write, admins delete, others get 401/404', async () => {
    const seed = (await post(a.admin, valid())).json();
    const fresh = async () =>
      (await post(a.admin, valid({ name: `del-${Math.random()}` }))).json().id;
    const s = byRole;
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/properties', expect: s(200, 200, 200, 200) },
      { method: 'GET', url: '/api/properties/limits', expect: s(200, 200, 200, 200) },
      { method: 'GET', url: '/api/properties/page', expect: s(200, 200, 200, 200) },
      { method: 'GET', url: `/api/properties/${seed.id}`, expect: s(200, 200, 200, 404) },
      {
        method: 'GET',
        url: `/api/properties/${seed.id}/history?range=7d`,
        expect: s(200, 200, 200, 404),
      },
      {
        method: 'POST',
        url: '/api/properties',
        body: valid({ name: 'matrix' }),
        expect: s(403, 201, 201, 201),
      },
      {
        method: 'PUT',
        url: `/api/properties/${seed.id}`,
        body: valid({ name: 'renamed' }),
        expect: s(403, 200, 200, 404),
      },
      {
        method: 'DELETE',
        url: async () => `/api/properties/${await fresh()}`,
        expect: s(403, 403, 204, 404),
      },
      { method: 'POST', url: `/api/ping/check/${seed.id}`, expect: s(403, 202, 202, 404) },
      { method: 'POST', url: '/api/ping/check-all', expect: s(403, 202, 202, 202) },
    ]);
  });

  it('creates with defaults and returns the stored property', async () => {
    const res = await post(a.admin, { ...valid(), type: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Maple Court',
      type: 'residential',
      status: 'unknown',
      responseTime: null,
      lastCheck: null,
      checkMethod: 'icmp',
      timeoutMs: 5000,
      intervalSeconds: null,
      effectiveIntervalSeconds: 30,
      uptime: { '24h': null, '7d': null, '30d': null },
    });
  });

  it.each([
    ['name missing', { name: undefined }, PROPERTY_MSG.nameRequired],
    ['name blank', { name: '   ' }, PROPERTY_MSG.nameRequired],
    ['address missing', { address: '' }, PROPERTY_MSG.addressRequired],
    ['ip missing', { ipAddress: '' }, PROPERTY_MSG.ipRequired],
    ['ip with letters', { ipAddress: '10.0.0.abc' }, PROPERTY_MSG.ipInvalid],
    ['ip with three groups', { ipAddress: '127.0.1' }, PROPERTY_MSG.ipInvalid],
    ['ip group over 3 digits', { ipAddress: '127.0.0.1000' }, PROPERTY_MSG.ipInvalid],
    ['ip group over 255', { ipAddress: '127.0.0.256' }, PROPERTY_MSG.ipInvalid],
    ['unknown type', { type: 'castle' }, PROPERTY_MSG.typeInvalid],
    ['permission missing', { permissionConfirmed: undefined }, PROPERTY_MSG.permission],
    ['permission false', { permissionConfirmed: false }, PROPERTY_MSG.permission],
    ['huge name', { name: 'x'.repeat(500_000) }, 'Property name must be at most 200 characters'],
    ['wrong type for name', { name: 42 }, PROPERTY_MSG.nameRequired],
    ['tcp without port', { checkMethod: 'tcp' }, PROPERTY_MSG.portRequired],
    ['interval too short', { intervalSeconds: 5 }, PROPERTY_MSG.intervalRange],
  ])('rejects %s with 400 and its message, storing nothing', async (_l, over, message) => {
    const before = await count();
    const res = await post(a.staff, valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'validation' });
    expect(await count()).toBe(before);
  });

  it('refuses addresses outside the monitoring allow-list with a clear message', async () => {
    const res = await post(a.admin, valid({ ipAddress: '8.8.8.8' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/8\.8\.8\.8.*not allowed/);
  });

  it('masks the last octet for everyone but the platform owner', async () => {
    const created = (await post(a.admin, valid({ ipAddress: '127.0.3.44' }))).json();
    expect(created).toMatchObject({ ipAddress: '127.0.3.x', maskedIp: true });
    const mine = (await post(a.owner, valid({ ipAddress: '127.0.3.45' }))).json();
    expect(mine).toMatchObject({ ipAddress: '127.0.3.45', maskedIp: false });
    // Saving the edit form filled with the masked address keeps the real one.
    const put = await call(t.app, a.staff, {
      method: 'PUT',
      url: `/api/properties/${created.id}`,
      payload: valid({ ipAddress: '127.0.3.x', name: 'Kept' }),
    });
    expect(put.statusCode).toBe(200);
    const stored = await t.ctx.database.pool.query(
      'SELECT ip_address, name FROM properties WHERE id = $1',
      [created.id],
    );
    expect(stored.rows[0]).toEqual({ ip_address: '127.0.3.44', name: 'Kept' });
  });

  it('turns masking off when the workspace asks', async () => {
    await t.ctx.database.pool.query('UPDATE workspaces SET mask_ips = false WHERE id = $1', [
      a.otherAdmin.workspaceId,
    ]);
    const res = (await post(a.otherAdmin, valid({ ipAddress: '127.0.9.9' }))).json();
    expect(res).toMatchObject({ ipAddress: '127.0.9.9', maskedIp: false });
  });

  it("never shows or touches another workspace's property", async () => {
    const theirs = (await post(a.otherAdmin, valid({ name: 'Theirs' }))).json();
    const list = (await call(t.app, a.admin, { url: '/api/properties' })).json() as Array<{
      id: number;
    }>;
    expect(list.map((p) => p.id)).not.toContain(theirs.id);
    for (const [method, url] of [
      ['GET', `/api/properties/${theirs.id}`],
      ['PUT', `/api/properties/${theirs.id}`],
      ['DELETE', `/api/properties/${theirs.id}`],
      ['POST', `/api/ping/check/${theirs.id}`],
    ] as const) {
      const res = await call(t.app, a.admin, {
        method,
        url,
        ...(method === 'PUT' ? { payload: valid() } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await t.ctx.database.pool.query('SELECT name FROM properties WHERE id = $1', [
      theirs.id,
    ]);
    expect(still.rows[0].name).toBe('Theirs');
  });

  it('answers 404 for ids that are not numbers', async () => {
    expect((await call(t.app, a.admin, { url: '/api/properties/abc' })).statusCode).toBe(404);
    expect((await call(t.app, a.admin, { url: '/api/properties/99999999999' })).statusCode).toBe(
      404,
    );
  });
});

describe('plan limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'solo' });
  });
  afterAll(() => t.close());

  it('reports usage and refuses creation past the limit with the upgrade body', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const limits0 = (await call(t.app, admin, { url: '/api/properties/limits' })).json();
    expect(limits0).toEqual({
      current: 0,
      limit: 1,
      plan: 'solo',
      percentage: 0,
      canAddMore: true,
    });
    expect(
      (await call(t.app, admin, { method: 'POST', url: '/api/properties', payload: valid() }))
        .statusCode,
    ).toBe(201);
    const refused = await call(t.app, admin, {
      method: 'POST',
      url: '/api/properties',
      payload: valid({ name: 'Two' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: PROPERTY_MSG.limitReached,
      code: 'limit_reached',
      upgradeRequired: true,
      plan: 'solo',
      limit: 1,
    });
    expect(refused.json().message).toContain('Property limit reached');
    const limits1 = (await call(t.app, admin, { url: '/api/properties/limits' })).json();
    expect(limits1).toEqual({
      current: 1,
      limit: 1,
      plan: 'solo',
      percentage: 100,
      canAddMore: false,
    });
  });

  it('holds the limit when requests race', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t.app, admin, {
          method: 'POST',
          url: '/api/properties',
          payload: valid({ name: `r${i}` }),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });
});
