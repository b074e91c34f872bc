// Route x actor matrix for every team and invitation route (issue 8): who may call what, and
// another workspace's member or invitation is a 404.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminsOnly, createActors, expectMatrix, type Actor } from '../../test/actors.js';
import { createTestApp } from '../../test/test-app.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';
import { joinAs, plantInvitation } from './test-support/team-fixtures.js';

describe('team API: route x actor', () => {
  const { t, a } = useTestAppWithActors();
  const email = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.test`;
  /** a fresh viewer in the admin's workspace */
  const member = async () =>
    `/api/team/members/${(await joinAs(t.ctx, a.admin.workspaceId!, 'viewer')).userId}`;
  const invitation = async () =>
    (await plantInvitation(t.ctx, { workspaceId: a.admin.workspaceId!, email: email('inv') })).id;
  const s = adminsOnly;

  it('members, roles, removal and invitations: admins of the workspace only', async () => {
    await expectMatrix(t.app, a, [
      {
        method: 'GET',
        url: '/api/team/members',
        expect: { ...s(200, 200), viewer: 200, staff: 200 },
      },
      {
        method: 'POST',
        url: '/api/team/invite',
        body: () => ({ email: email('new'), role: 'staff' }),
        expect: s(201, 201),
      },
      {
        method: 'PUT',
        url: () => member().then((u) => `${u}/role`),
        body: { role: 'staff' },
        expect: s(200, 404),
      },
      { method: 'DELETE', url: () => member(), expect: s(204, 404) },
      { method: 'GET', url: '/api/team/invitations', expect: s(200, 200) },
      {
        method: 'POST',
        url: async () => `/api/team/invitations/${await invitation()}/resend`,
        expect: s(200, 404),
      },
      {
        method: 'DELETE',
        url: async () => `/api/team/invitations/${await invitation()}`,
        expect: s(204, 404),
      },
      {
        method: 'GET',
        url: async () =>
          `/api/invitations/${(await plantInvitation(t.ctx, { workspaceId: a.admin.workspaceId!, email: email('pub') })).token}`,
        expect: { ...s(200, 200), anonymous: 200, viewer: 200, staff: 200 },
      },
    ]);
  });

  it('accepting: signed in only; the invitation must name the caller', async () => {
    // a fresh set: accepting moves the caller's session into the inviting workspace
    const b = await createActors(t.ctx);
    const host = await joinAs(t.ctx, a.otherAdmin.workspaceId!, 'admin');
    const forCaller = async (actor: Actor) =>
      `/api/invitations/${(await plantInvitation(t.ctx, { workspaceId: host.workspaceId!, email: actor.email ?? email('anon') })).token}/accept`;
    const forSomeoneElse = async () =>
      `/api/invitations/${(await plantInvitation(t.ctx, { workspaceId: host.workspaceId!, email: email('else') })).token}/accept`;
    const all = (n: number) => ({ ...s(n, n), anonymous: 401, viewer: n, staff: n });
    await expectMatrix(t.app, b, [
      { method: 'POST', url: forSomeoneElse, expect: all(403) },
      { method: 'POST', url: forCaller, expect: all(200) },
    ]);
  });

  it('the public invitation routes are rate limited like sign-in', async () => {
    const strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await strict.app.inject({ url: `/api/invitations/guess-${i}` });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
