// Invitations are no spam relay (issue 30, decision 019): where mail is configured only a sender
// with a verified address invites, and invitation mails (new or resent) are limited per invitee
// address, sender and workspace, counted in PostgreSQL so every web process refuses alike.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_LIMITS, TEAM_MSG } from '../../../contracts/team.js';
import { buildApp } from '../../app.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { joinAs, plantInvitation } from './test-support/team-fixtures.js';

let seq = 0;
const address = () => `invitee${++seq}-${Date.now()}@example.test`;

const invite = (app: FastifyInstance, who: Actor, email: string) =>
  call(app, who, { method: 'POST', url: '/api/team/invite', payload: { email, role: 'viewer' } });
const resend = (app: FastifyInstance, who: Actor, id: string) =>
  call(app, who, { method: 'POST', url: `/api/team/invitations/${id}/resend` });

describe('invitation mail limits', () => {
  let t: TestApp;
  /** a second web process on the same database */
  let other: FastifyInstance;
  beforeAll(async () => {
    // mail configured (nothing listens: the mails wait in the outbox, which is all we count)
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://m.test' });
    other = await buildApp(t.ctx);
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const queued = async (workspaceId: string) =>
    (
      await t.ctx.database.pool.query(
        `SELECT count(*)::int AS n FROM notifications WHERE workspace_id = $1 AND event_type = 'team.invitation'`,
        [workspaceId],
      )
    ).rows[0].n as number;

  function expect429(res: Awaited<ReturnType<typeof invite>>, message: string, maxWait: number) {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ message, code: 'rate_limited' });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(maxWait);
  }

  it('an unverified sender is told to verify first, for a new invitation and a resend', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await t.ctx.database.pool.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [
      admin.userId,
    ]);
    const res = await invite(t.app, admin, address());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: TEAM_MSG.verifyBeforeInviting, code: 'forbidden' });
    const planted = await plantInvitation(t.ctx, {
      workspaceId: admin.workspaceId!,
      email: address(),
    });
    const again = await resend(t.app, admin, planted.id);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(TEAM_MSG.verifyBeforeInviting);
    expect(await queued(admin.workspaceId!)).toBe(0);
    // a staff member still learns first that they may not invite at all
    const staff = await joinAs(t.ctx, admin.workspaceId!, 'staff');
    await t.ctx.database.pool.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [
      staff.userId,
    ]);
    expect((await invite(t.app, staff, address())).statusCode).toBe(403);
  });

  it('one address: an invitation and its resends, three an hour, whichever process answers', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const email = address();
    const first = await invite(t.app, admin, email);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().id as string;
    expect((await resend(other, admin, id)).statusCode).toBe(200);
    expect((await resend(t.app, admin, id)).statusCode).toBe(200);
    expect429(await resend(other, admin, id), TEAM_MSG.tooManyToAddress, 3600);
    expect429(await invite(t.app, admin, email), TEAM_MSG.tooManyToAddress, 3600);
    // from another workspace too: the limit protects the mailbox, not the sender
    const stranger = await createActor(t.ctx, 'otherAdmin');
    expect429(await invite(other, stranger, email.toUpperCase()), TEAM_MSG.tooManyToAddress, 3600);
    expect(await queued(admin.workspaceId!)).toBe(INVITE_LIMITS.perAddressPerHour);
    expect(await queued(stranger.workspaceId!)).toBe(0);
    // another address is still fine
    expect((await invite(t.app, admin, address())).statusCode).toBe(201);
  });

  it('parallel invitations to one address from several workspaces: exactly the limit gets through', async () => {
    const email = address();
    const admins = await Promise.all([1, 2, 3].map(() => createActor(t.ctx, 'otherAdmin')));
    const answers = await Promise.all(
      [...admins, ...admins].map((a, i) => invite(i % 2 ? other : t.app, a, email)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('one sender: twenty invitation mails an hour', async () => {
    const admin = await createActor(t.ctx, 'admin');
    for (let i = 0; i < INVITE_LIMITS.perSenderPerHour; i++) {
      const res = await invite(i % 2 ? other : t.app, admin, address());
      expect(res.statusCode, res.body).toBe(201);
    }
    expect429(await invite(t.app, admin, address()), TEAM_MSG.tooManyFromSender, 3600);
    expect(await queued(admin.workspaceId!)).toBe(INVITE_LIMITS.perSenderPerHour);
    // another admin of the workspace has an allowance of their own
    const second = await joinAs(t.ctx, admin.workspaceId!, 'admin');
    expect((await invite(t.app, second, address())).statusCode).toBe(201);
  });

  it('one workspace: fifty invitation mails a day, whoever sends them', async () => {
    const first = await createActor(t.ctx, 'admin');
    const ws = first.workspaceId!;
    const admins = [first, ...(await Promise.all([1, 2].map(() => joinAs(t.ctx, ws, 'admin'))))];
    for (let i = 0; i < INVITE_LIMITS.perWorkspacePerDay; i++) {
      const who = admins[Math.floor(i / INVITE_LIMITS.perSenderPerHour)]!;
      const res = await invite(t.app, who, address());
      expect(res.statusCode, res.body).toBe(201);
    }
    expect429(await invite(other, admins[2]!, address()), TEAM_MSG.tooManyFromWorkspace, 86_400);
    expect(await queued(ws)).toBe(INVITE_LIMITS.perWorkspacePerDay);
  });

  it('without mail configured an unverified admin may invite (no mail leaves anyway)', async () => {
    const plain = await createTestApp();
    try {
      const admin = await createActor(plain.ctx, 'admin');
      await plain.ctx.database.pool.query(
        `UPDATE users SET email_verified_at = NULL WHERE id = $1`,
        [admin.userId],
      );
      expect((await invite(plain.app, admin, address())).statusCode).toBe(201);
    } finally {
      await plain.close();
    }
  });
});
