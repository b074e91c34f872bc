// The guards every route uses, exercised through a throw-away route per guard.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminsOnly,
  anyone,
  byRole,
  call,
  createActors,
  everyone,
  expectMatrix,
  ownerOnly,
  platformAdmins,
  type Actors,
} from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAccount } from '../accounts/create-account.js';
import { createSession, SESSION_COOKIE } from './sessions.js';
import { actorOf, requirePermission, requireSignedIn } from './authorize.js';

async function guardedRoutes(app: FastifyInstance) {
  const ok = async (req: Parameters<typeof actorOf>[0]) => ({
    workspaceId: actorOf(req).workspaceId,
  });
  app.get('/api/test/signed-in', { onRequest: requireSignedIn }, ok);
  app.get('/api/test/viewer', { onRequest: requirePermission('viewProperties') }, ok);
  app.get('/api/test/write', { onRequest: requirePermission('editProperties') }, ok);
  app.get('/api/test/admin', { onRequest: requirePermission('deleteProperties') }, ok);
  app.get('/api/test/platform', { onRequest: requirePermission('managePromoCodes') }, ok);
  app.get('/api/test/owner', { onRequest: requirePermission('viewBusinessMetrics') }, ok);
}

describe('authorization guards: route x actor', () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp({}, { features: [guardedRoutes] });
    actors = await createActors(t.ctx);
  });
  afterAll(() => t.close());

  it('answers each actor as the role rules say', async () => {
    // the shared grids of actors.ts, so this test and every route matrix read the same way
    await expectMatrix(t.app, actors, [
      { method: 'GET', url: '/api/health', expect: anyone(200) },
      { method: 'GET', url: '/api/auth/config', expect: anyone(200) },
      { method: 'GET', url: '/api/auth/user', expect: everyone(200) },
      { method: 'GET', url: '/api/test/signed-in', expect: everyone(200) },
      { method: 'GET', url: '/api/test/viewer', expect: everyone(200) },
      { method: 'GET', url: '/api/test/write', expect: byRole(403, 200, 200) },
      { method: 'GET', url: '/api/test/admin', expect: adminsOnly(200) },
      { method: 'GET', url: '/api/test/platform', expect: platformAdmins(200) },
      { method: 'GET', url: '/api/test/owner', expect: ownerOnly(200) },
    ]);
  });

  it('reports the effective role: platform role first, else the workspace role', async () => {
    const roles: Record<string, string> = {};
    for (const name of ['viewer', 'staff', 'admin', 'platformAdmin', 'owner'] as const) {
      roles[name] = (await call(t.app, actors[name], { url: '/api/auth/user' })).json().role;
    }
    expect(roles).toEqual({
      viewer: 'viewer',
      staff: 'staff',
      admin: 'admin',
      platformAdmin: 'admin',
      owner: 'owner',
    });
  });

  it('decides workspace actions by the workspace role alone, whatever the platform role', async () => {
    // A platform administrator who is only a viewer in a customer's workspace (issue 8).
    const { userId } = await createAccount(
      t.ctx.database.db,
      {
        email: `pa-viewer-${Date.now()}@example.test`,
        platformRole: 'admin',
        joinWorkspace: { workspaceId: actors.admin.workspaceId!, role: 'viewer' },
      },
      { plan: t.ctx.config.defaultPlan },
    );
    const { token } = await createSession(t.ctx.database.db, userId, t.ctx.config.session);
    const who = { name: 'viewer' as const, cookie: `${SESSION_COOKIE}=${token}` };
    const status = async (url: string) => (await call(t.app, who, { url })).statusCode;
    expect({
      viewer: await status('/api/test/viewer'),
      write: await status('/api/test/write'),
      admin: await status('/api/test/admin'),
      platform: await status('/api/test/platform'),
      owner: await status('/api/test/owner'),
    }).toEqual({ viewer: 200, write: 403, admin: 403, platform: 200, owner: 403 });
    const me = (await call(t.app, who, { url: '/api/auth/user' })).json();
    expect(me).toMatchObject({ role: 'admin', workspaceRole: 'viewer', platformRole: 'admin' });
  });
});
