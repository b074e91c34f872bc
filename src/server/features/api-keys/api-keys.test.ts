// The public REST API's keys: lifecycle, scope, tenancy, plan, and limits shared across processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { API_KEY_MSG } from '../../../contracts/api-keys.js';
import {
  call,
  createActor,
  createActors,
  expectMatrix,
  type Actor,
  type Actors,
} from '../../test/actors.js';
import { propertyBody, setPlan } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pruneApiRateCounters } from '../../auth/count-api-request.js';

describe('API keys', () => {
  let t: TestApp;
  let a: Actors;
  let second: FastifyInstance;
  const postKey = (who: Actor, payload: Record<string, unknown>) =>
    call(t.app, who, { method: 'POST', url: '/api/api-keys', payload });
  const createKey = async (body: Record<string, unknown> = {}) => {
    const res = await postKey(a.admin, { name: 'Integration', ...body });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; key: string; prefix: string };
  };
  const withKey = (
    key: string,
    opts: { method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object },
    app = t.app,
  ) => app.inject({ ...opts, headers: { authorization: `Bearer ${key}` } });

  beforeAll(async () => {
    t = await createTestApp({ DEFAULT_PLAN: 'pro' });
    a = await createActors(t.ctx);
    // a second web process on the same database, as behind a load balancer
    second = await buildApp(t.ctx);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('route x actor: only workspace admins manage keys', async () => {
    const mine = (status: number) => ({
      anonymous: 401,
      viewer: 403,
      staff: 403,
      admin: status,
      otherAdmin: status,
      platformAdmin: status,
      owner: status,
    });
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/api-keys', expect: mine(200) },
      { method: 'POST', url: '/api/api-keys', body: { name: 'k' }, expect: mine(201) },
      {
        method: 'DELETE',
        url: '/api/api-keys/00000000-0000-4000-8000-000000000000',
        expect: mine(404),
      },
    ]);
  });

  it('shows the key once, lists only its prefix, and acts in its workspace without cookie or Origin', async () => {
    const created = await createKey({ scope: 'write' });
    expect(created.key).toMatch(/^pm_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = (await call(t.app, a.admin, { url: '/api/api-keys' })).json();
    const listed = list.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({
      prefix: created.prefix,
      scope: 'write',
      createdBy: 'admin Tester',
    });
    expect(JSON.stringify(list)).not.toContain(created.key);

    const made = await withKey(created.key, {
      method: 'POST',
      url: '/api/properties',
      payload: propertyBody({ name: 'Via API' }),
    });
    expect(made.statusCode).toBe(201);
    const got = await withKey(created.key, { url: `/api/properties/${made.json().id}` });
    expect(got.json().name).toBe('Via API');
    const del = await withKey(created.key, {
      method: 'DELETE',
      url: `/api/properties/${made.json().id}`,
    });
    expect(del.statusCode).toBe(204);
    const used = (await call(t.app, a.admin, { url: '/api/api-keys' })).json();
    expect(used.find((k: { id: string }) => k.id === created.id).lastUsedAt).not.toBeNull();
  });

  it('a read-only key reads but cannot write; no key reaches person or platform routes', async () => {
    const { key } = await createKey({ scope: 'read' });
    expect((await withKey(key, { url: '/api/properties' })).statusCode).toBe(200);
    const post = await withKey(key, {
      method: 'POST',
      url: '/api/properties',
      payload: propertyBody({ name: 'No' }),
    });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ message: API_KEY_MSG.keyNotAllowed, code: 'forbidden' });
    expect((await withKey(key, { url: '/api/auth/user' })).statusCode).toBe(403);
    expect((await withKey(key, { url: '/api/api-keys' })).statusCode).toBe(403);
    expect((await withKey(key, { url: '/api/settings' })).statusCode).toBe(403);
  });

  it("never reaches another workspace's data", async () => {
    const foreign = await call(t.app, a.otherAdmin, {
      method: 'POST',
      url: '/api/properties',
      payload: propertyBody({ name: 'Theirs' }),
    });
    const { key } = await createKey({ scope: 'write' });
    const res = await withKey(key, { url: `/api/properties/${foreign.json().id}` });
    expect(res.statusCode).toBe(404);
    const del = await withKey(key, {
      method: 'DELETE',
      url: `/api/properties/${foreign.json().id}`,
    });
    expect(del.statusCode).toBe(404);
  });

  it('refuses revoked, expired and made-up keys at once, with the error code', async () => {
    const { id, key } = await createKey();
    expect((await withKey(key, { url: '/api/properties' })).statusCode).toBe(200);
    const revoke = await call(t.app, a.admin, { method: 'DELETE', url: `/api/api-keys/${id}` });
    expect(revoke.statusCode).toBe(204);
    const after = await withKey(key, { url: '/api/properties' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: API_KEY_MSG.invalidKey, code: 'unauthorized' });
    expect((await withKey(key, { url: '/api/properties' }, second)).statusCode).toBe(401);

    const expiring = await createKey({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.ctx.database.pool.query(
      `UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.id],
    );
    expect((await withKey(expiring.key, { url: '/api/properties' })).statusCode).toBe(401);
    expect((await withKey('pm_made_up', { url: '/api/properties' })).statusCode).toBe(401);
    const past = await postKey(a.admin, { name: 'old', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.json()).toEqual({ message: API_KEY_MSG.expiryInPast, code: 'validation' });
  });

  it('needs a plan with API access to make or use a key', async () => {
    const basic = await createActor(t.ctx, 'admin');
    await setPlan(t.ctx.database.pool, basic.workspaceId!, 'basic');
    const res = await postKey(basic, { name: 'k' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_MSG.planRequired);

    const { key } = await createKey();
    await setPlan(t.ctx.database.pool, a.admin.workspaceId!, 'starter');
    try {
      const used = await withKey(key, { url: '/api/properties' });
      expect(used.statusCode).toBe(403);
      expect(used.json().message).toBe(API_KEY_MSG.planRequired);
    } finally {
      await setPlan(t.ctx.database.pool, a.admin.workspaceId!, 'pro');
    }
  });

  it('counts each category per hour across every web process, with the headers and a 429', async () => {
    const { id, key } = await createKey();
    const one = await withKey(key, { url: '/api/properties' });
    expect(one.headers['x-ratelimit-limit']).toBe('1000');
    expect(one.headers['x-ratelimit-remaining']).toBe('999');
    const reset = Number(one.headers['x-ratelimit-reset']);
    expect(reset * 1000).toBeGreaterThan(Date.now());
    expect(reset * 1000 - Date.now()).toBeLessThanOrEqual(3_600_000);
    // the other process continues the same count
    const two = await withKey(key, { url: '/api/properties' }, second);
    expect(two.headers['x-ratelimit-remaining']).toBe('998');

    // reports: 50 an hour; spend 49 more directly, then the 51st is refused
    const first = await withKey(key, { url: '/api/activity' });
    expect(first.headers['x-ratelimit-limit']).toBe('50');
    await t.ctx.database.pool.query(
      `UPDATE api_rate_counters SET count = 50 WHERE key_id = $1 AND category = 'reports'`,
      [id],
    );
    const refused = await withKey(key, { url: '/api/activity' }, second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: API_KEY_MSG.rateLimited('reports', 50),
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    // other categories are counted apart
    expect((await withKey(key, { url: '/api/properties' })).statusCode).toBe(200);
  });

  it('forgets the counts of hours that ended', async () => {
    const { id } = await createKey();
    await t.ctx.database.pool.query(
      `INSERT INTO api_rate_counters (key_id, category, window_start, count)
       VALUES ($1, 'standard', date_trunc('hour', now()) - interval '1 hour', 7),
              ($1, 'reports', date_trunc('hour', now()), 3)`,
      [id],
    );
    await pruneApiRateCounters(t.ctx.database.db);
    const { rows } = await t.ctx.database.pool.query(
      `SELECT category, count FROM api_rate_counters WHERE key_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ category: 'reports', count: 3 }]);
  });
});
