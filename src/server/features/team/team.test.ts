// Team rules (spec commercial §2 Team, issue 8): the member list, role changes, removal, nobody
// acts on their own row, and a workspace keeps an admin even when two admins race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../contracts/messages.js';
import { TEAM_MSG } from '../../../contracts/team.js';
import { connectDatabase } from '../../db/client.js';
import { buildApp } from '../../app.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { joinAs, rolesIn, workspacesOf } from './test-support/team-fixtures.js';

describe('team members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setRole = (who: Actor, target: Pick<Actor, 'userId'>, role: unknown) =>
    call(t.app, who, {
      method: 'PUT',
      url: `/api/team/members/${target.userId}/role`,
      payload: { role },
    });
  const remove = (who: Actor, target: Pick<Actor, 'userId'>) =>
    call(t.app, who, { method: 'DELETE', url: `/api/team/members/${target.userId}` });

  it('lists the workspace members with the caller marked, and nobody from elsewhere', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const viewer = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    await createActor(t.ctx, 'otherAdmin');
    const res = await call(t.app, viewer, { url: '/api/team/members' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: admin.userId,
        firstName: 'admin',
        lastName: 'Tester',
        email: admin.email,
        role: 'admin',
        profileImageUrl: null,
        isYou: false,
      },
      expect.objectContaining({ id: viewer.userId, role: 'viewer', isYou: true }),
    ]);
  });

  it('changes a role at once; a bad role is refused and changes nothing', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const staff = await joinAs(t.ctx, admin.workspaceId!, 'staff');
    const bad = await setRole(admin, staff, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TEAM_MSG.roleInvalid);
    const res = await setRole(admin, staff, 'viewer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: staff.userId, role: 'viewer', isYou: false });
    expect((await rolesIn(t.ctx, admin.workspaceId!))[staff.userId!]).toBe('viewer');
    // the member's very next request acts with the new role
    const me = (await call(t.app, staff, { url: '/api/auth/user' })).json();
    expect(me.workspaceRole).toBe('viewer');
    const unknown = await setRole(
      admin,
      { userId: '00000000-0000-4000-8000-000000000000' },
      'staff',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TEAM_MSG.memberNotFound);
  });

  it('nobody changes their own role or removes themselves', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await joinAs(t.ctx, admin.workspaceId!, 'admin');
    const own = await setRole(admin, admin, 'viewer');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(TEAM_MSG.ownRole);
    const gone = await remove(admin, admin);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().message).toBe(TEAM_MSG.ownRemoval);
    expect((await rolesIn(t.ctx, admin.workspaceId!))[admin.userId!]).toBe('admin');
  });

  it('staff and viewers change nothing', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const staff = await joinAs(t.ctx, admin.workspaceId!, 'staff');
    const viewer = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    expect((await setRole(staff, viewer, 'admin')).statusCode).toBe(403);
    expect((await remove(staff, viewer)).statusCode).toBe(403);
    expect((await rolesIn(t.ctx, admin.workspaceId!))[viewer.userId!]).toBe('viewer');
  });

  it('a removed member loses this workspace at once and keeps their account and others', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const other = await createActor(t.ctx, 'otherAdmin');
    const contractor = await joinAs(t.ctx, other.workspaceId!, 'staff');
    await t.ctx.database.pool.query(
      `INSERT INTO memberships (user_id, workspace_id, role) VALUES ($1, $2, 'staff')`,
      [contractor.userId, admin.workspaceId],
    );
    // the contractor's browser acts in the admin's workspace
    const sw = await call(t.app, contractor, {
      method: 'POST',
      url: '/api/auth/workspace',
      payload: { workspaceId: admin.workspaceId },
    });
    expect(sw.statusCode).toBe(200);

    expect((await remove(admin, contractor)).statusCode).toBe(204);
    expect((await call(t.app, contractor, { url: '/api/properties' })).statusCode).toBe(401);
    expect(await workspacesOf(t.ctx, contractor.userId!)).toEqual([other.workspaceId]);
    const again = await remove(admin, contractor);
    expect(again.statusCode).toBe(404);
  });

  it('someone removed from their only workspace gets an empty one of their own', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const viewer = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    expect((await remove(admin, viewer)).statusCode).toBe(204);
    const [fresh] = await workspacesOf(t.ctx, viewer.userId!);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(admin.workspaceId);
    expect(await rolesIn(t.ctx, fresh!)).toEqual({ [viewer.userId!]: 'admin' });
    const { rows } = await t.ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM properties WHERE workspace_id = $1`,
      [fresh],
    );
    expect(rows[0].n).toBe(0);
  });

  it('staff and viewers removing or demoting the only admin are refused for their role (403), not told the team rule', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const staff = await joinAs(t.ctx, admin.workspaceId!, 'staff');
    const viewer = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    for (const who of [staff, viewer]) {
      for (const res of [await remove(who, admin), await setRole(who, admin, 'viewer')]) {
        expect([res.statusCode, res.json()], who.email).toEqual([
          403,
          { message: MSG.forbidden, code: 'forbidden' },
        ]);
      }
      // nor whether a member exists, nor the rules about their own row
      const ghost = { userId: '00000000-0000-4000-8000-000000000000' };
      expect((await remove(who, ghost)).statusCode).toBe(403);
      expect((await setRole(who, ghost, 'staff')).statusCode).toBe(403);
      expect((await remove(who, who)).json()).toEqual({
        message: MSG.forbidden,
        code: 'forbidden',
      });
    }
    expect(await rolesIn(t.ctx, admin.workspaceId!)).toEqual({
      [admin.userId!]: 'admin',
      [staff.userId!]: 'staff',
      [viewer.userId!]: 'viewer',
    });
  });

  it('an admin demoted a moment ago is refused for their role before any team rule', async () => {
    const a1 = await createActor(t.ctx, 'admin');
    const a2 = await joinAs(t.ctx, a1.workspaceId!, 'admin');
    expect((await setRole(a2, a1, 'staff')).statusCode).toBe(200);
    const res = await setRole(a1, a2, 'viewer');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
    const rm = await remove(a1, a2);
    expect(rm.statusCode).toBe(403);
    // and a demoted admin changes nobody else either
    const viewer = await joinAs(t.ctx, a1.workspaceId!, 'viewer');
    expect((await setRole(a1, viewer, 'staff')).statusCode).toBe(403);
    expect(await rolesIn(t.ctx, a1.workspaceId!)).toMatchObject({
      [a1.userId!]: 'staff',
      [a2.userId!]: 'admin',
    });
  });

  it('two admins demoting each other at the same moment leave exactly one admin', async () => {
    // Two apps on two pools: the requests really run side by side on separate connections.
    const second = connectDatabase(t.ctx.database.pool.options.connectionString!, 5);
    const app2 = await buildApp({ config: t.ctx.config, database: second });
    try {
      for (let round = 0; round < 5; round++) {
        const a1 = await createActor(t.ctx, 'admin');
        const a2 = await joinAs(t.ctx, a1.workspaceId!, 'admin');
        const [r1, r2] = await Promise.all([
          call(t.app, a1, {
            method: 'PUT',
            url: `/api/team/members/${a2.userId}/role`,
            payload: { role: 'staff' },
          }),
          call(app2, a2, {
            method: 'PUT',
            url: `/api/team/members/${a1.userId}/role`,
            payload: { role: 'staff' },
          }),
        ]);
        const roles = Object.values(await rolesIn(t.ctx, a1.workspaceId!));
        expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
        // the second finds itself demoted: refused for its role
        expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 403]);
      }
    } finally {
      await app2.close();
      await second.close();
    }
  });
});
