import { describe, expect, it } from 'vitest';
import { adminsOnly, call, createActor, expectMatrix, type Actor } from '../../test/actors.js';
import { addProperty, addWebhook, insertAlert } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { MSG } from '../../../contracts/messages.js';
import type { Actor as RequestActor } from '../../auth/actor.js';
import { deleteWorkspace } from './delete-workspace.js';

describe('workspace Danger Zone API', () => {
  const { t, a } = useTestAppWithActors();

  it('route x actor: admins only', async () => {
    const s = (admin: number) => adminsOnly(admin);
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/workspace/export', expect: s(200) },
      // a wrong name: the guard passed (400), nothing deleted
      { method: 'DELETE', url: '/api/workspace', body: { confirmName: 'nope' }, expect: s(400) },
    ]);
  });

  it('exports all workspace data as a JSON download, without webhook secrets', async () => {
    const admin = a.admin;
    const prop = await addProperty(t.app, admin, {
      name: 'Export Inn',
      address: '5 Data Way',
      ipAddress: '127.0.5.5',
    });
    await insertAlert(t.ctx.database.pool, {
      workspaceId: admin.workspaceId!,
      propertyId: prop.id,
      type: 'offline',
      message: 'Export Inn is offline',
    });
    const hook = await addWebhook(t.app, admin, {
      name: 'Export hook',
      url: 'http://127.0.0.1:9/x',
    });
    const res = await call(t.app, admin, { url: '/api/workspace/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="workspace-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.body).not.toContain(hook.secret);
    const data = res.json();
    expect(data.workspace).toMatchObject({
      id: admin.workspaceId,
      settings: { checkIntervalSeconds: 30 },
    });
    expect(
      data.members.map((m: { email: string; role: string }) => [m.email, m.role]).sort(),
    ).toEqual(
      [
        [a.admin.email, 'admin'],
        [a.staff.email, 'staff'],
        [a.viewer.email, 'viewer'],
      ].sort(),
    );
    expect(data.properties).toEqual([
      expect.objectContaining({
        name: 'Export Inn',
        address: '5 Data Way',
        ipAddress: '127.0.5.x',
      }),
    ]);
    expect(data.alerts).toEqual([expect.objectContaining({ message: 'Export Inn is offline' })]);
    expect(data.webhooks).toEqual([expect.objectContaining({ name: 'Export hook' })]);
    expect(data.activity.length).toBeGreaterThan(0);
  });

  it('deletes the workspace when its name is typed; members lose access, operators keep an empty workspace', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const ws = admin.workspaceId!;
    const staff = await createActor(t.ctx, 'staff', { workspaceId: ws, role: 'staff' });
    const operator = await createActor(t.ctx, 'platformAdmin', { workspaceId: ws, role: 'viewer' });
    const name = (await call(t.app, admin, { url: '/api/settings' })).json().workspace
      .name as string;
    await addProperty(t.app, admin, {
      name: 'Doomed',
      address: '1 Gone St',
      ipAddress: '127.0.6.6',
    });
    const deleteWorkspace = (who: Actor, confirmName: string) =>
      call(t.app, who, { method: 'DELETE', url: '/api/workspace', payload: { confirmName } });

    const wrong = await deleteWorkspace(staff, name);
    expect(wrong.statusCode).toBe(403);
    const typo = await deleteWorkspace(admin, `${name}x`);
    expect(typo.json()).toEqual({
      message: 'The name you typed does not match the workspace name',
      code: 'validation',
    });

    const res = await deleteWorkspace(admin, name);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/pm_session=;/);
    for (const gone of [admin, staff]) {
      expect((await call(t.app, gone, { url: '/api/auth/user' })).statusCode).toBe(401);
    }
    const left = await t.ctx.database.pool.query(
      `SELECT (SELECT count(*)::int FROM workspaces WHERE id = $1) AS ws,
              (SELECT count(*)::int FROM properties WHERE workspace_id = $1) AS props,
              (SELECT count(*)::int FROM users WHERE email = ANY($2::text[])) AS users`,
      [ws, [admin.email, staff.email]],
    );
    expect(left.rows[0]).toEqual({ ws: 0, props: 0, users: 0 });
    // the site operator keeps their account, now admin of a new empty workspace
    const op = (await call(t.app, operator, { url: '/api/settings' })).json();
    expect(op.canEditWorkspace).toBe(true);
    expect((await call(t.app, operator, { url: '/api/properties' })).json()).toEqual([]);
  });

  it('an admin demoted while the request runs is refused by the role they have now, before the name', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const ws = admin.workspaceId!;
    const name = (await call(t.app, admin, { url: '/api/settings' })).json().workspace
      .name as string;
    // the request passed the route's guard as an admin; another admin demotes them meanwhile
    const started = {
      userId: admin.userId!,
      workspaceId: ws,
      platformRole: null,
    } as RequestActor;
    await t.ctx.database.pool.query(`UPDATE memberships SET role = 'staff' WHERE user_id = $1`, [
      admin.userId,
    ]);
    for (const confirmName of [name, 'not the name']) {
      await expect(
        deleteWorkspace(t.ctx.database.db, started, { confirmName, plan: 'basic' }),
      ).rejects.toMatchObject({ code: 'forbidden', message: MSG.forbidden });
    }
    const { rows } = await t.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM workspaces WHERE id = $1',
      [ws],
    );
    expect(rows[0].n).toBe(1);
  });
});
