// Invitations (issue 8): the mail over real SMTP, the link's states (valid, expired, revoked,
// used, unknown), accepting with an account, signing up through the link, resend and revoke.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../contracts/messages.js';
import { INVITATION_STATE_MSG, TEAM_MSG } from '../../../contracts/team.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { startSmtpSink, type SmtpSink } from '../../notify/test-support/smtp-sink.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { plantInvitation, rolesIn, workspacesOf } from './test-support/team-fixtures.js';
import { sessionCookieName } from '../../auth/sessions.js';

describe('invitations', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Actor;
  let seq = 0;
  const address = () => `person${++seq}-${Date.now()}@example.test`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      PUBLIC_URL: 'https://monitor.example.test',
    });
  });
  beforeEach(async () => {
    admin = await createActor(t.ctx, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const invite = (email: string, role?: string) =>
    call(t.app, admin, { method: 'POST', url: '/api/team/invite', payload: { email, role } });
  /** Delivers the outbox and returns the token of the newest mail to `email`. */
  async function mailedToken(
    email: string,
  ): Promise<{ token: string; text: string; subject: string }> {
    await runDeliveryOnce(t.ctx, { now: new Date() });
    const mail = [...sink.messages].reverse().find((m) => m.to.includes(email.toLowerCase()));
    if (!mail) throw new Error(`no mail to ${email}`);
    const parsed = parseMail(mail.raw);
    const token = /https:\/\/monitor\.example\.test\/invite\/([A-Za-z0-9_-]{43})/.exec(
      parsed.text,
    )?.[1];
    if (!token) throw new Error(`no link in: ${parsed.text}`);
    return { token, text: parsed.text, subject: parsed.headers.subject ?? '' };
  }
  const info = async (token: string) =>
    (await call(t.app, { name: 'anonymous' }, { url: `/api/invitations/${token}` })).json();
  const accept = (who: Actor, token: string) =>
    call(t.app, who, { method: 'POST', url: `/api/invitations/${token}/accept` });
  const signUp = (body: Record<string, unknown>) =>
    call(t.app, { name: 'anonymous' }, { method: 'POST', url: '/api/auth/sign-up', payload: body });

  it('mails a link naming the workspace and the inviter; the link reads as valid', async () => {
    const email = address();
    const res = await invite(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      role: 'viewer',
      invitedBy: 'admin Tester',
      isExpired: false,
    });
    const mail = await mailedToken(email);
    expect(mail.subject).toBe(
      "[Property Monitor] admin Tester invited you to admin Tester's workspace",
    );
    expect(mail.text).toContain(
      `admin Tester (${admin.email}) invited you to join the workspace "admin Tester's workspace"`,
    );
    expect(mail.text).toContain('as Viewer');
    expect(await info(mail.token)).toEqual({
      state: 'valid',
      workspaceName: "admin Tester's workspace",
      inviterName: 'admin Tester',
      email,
      role: 'viewer',
      expiresAt: expect.any(String),
      signUpAllowed: true,
    });
    const days = (Date.parse((await info(mail.token)).expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // only the hash is stored
    const { rows } = await t.ctx.database.pool.query(
      `SELECT token_hash FROM invitations WHERE email = $1`,
      [email],
    );
    expect(rows[0].token_hash).not.toBe(mail.token);
  });

  it('validates the address and role; an existing member is a 409; nothing is queued', async () => {
    const bad = await invite('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TEAM_MSG.emailInvalid);
    expect((await invite(address(), 'owner')).statusCode).toBe(400);
    const member = await invite(admin.email!);
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(`${admin.email} is already a member of this workspace`);
    const { rows } = await t.ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM notifications WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('inviting the same address again renews the one invitation; the old link stops working', async () => {
    const email = address();
    await invite(email, 'viewer');
    const first = await mailedToken(email);
    const again = await invite(email, 'staff');
    expect(again.statusCode).toBe(201);
    const second = await mailedToken(email);
    expect(second.token).not.toBe(first.token);
    const list = (await call(t.app, admin, { url: '/api/team/invitations' })).json();
    expect(list.filter((i: { email: string }) => i.email === email)).toEqual([
      expect.objectContaining({ role: 'staff' }),
    ]);
    expect((await info(first.token)).state).toBe('unknown');
    expect((await info(second.token)).state).toBe('valid');
  });

  it('signing up through the link: invited address, verified, only the inviting workspace', async () => {
    const email = address();
    await invite(email, 'staff');
    const { token } = await mailedToken(email);
    const other = await signUp({
      email: address(),
      password: 'long-amber-falcon',
      invitationToken: token,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(TEAM_MSG.signUpEmailFixed(email));

    const res = await signUp({
      email,
      password: 'long-amber-falcon',
      firstName: 'Nia',
      invitationToken: token,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      workspaceRole: 'staff',
      emailVerified: true,
      workspace: { id: admin.workspaceId },
      workspaces: [{ id: admin.workspaceId, role: 'staff' }],
    });
    expect(res.cookies.some((c) => c.name === sessionCookieName(t.ctx.config))).toBe(true);
    expect((await info(token)).state).toBe('used');
    const twice = await signUp({ email, password: 'long-amber-falcon', invitationToken: token });
    expect(twice.statusCode).toBe(410);
    expect(twice.json()).toEqual({ message: INVITATION_STATE_MSG.used, code: 'gone' });
    expect((await call(t.app, admin, { url: '/api/team/invitations' })).json()).toEqual([]);
  });

  it('an existing account accepts after signing in; another signed-in person is refused', async () => {
    const person = await createActor(t.ctx, 'otherAdmin');
    await invite(person.email!, 'staff');
    const { token } = await mailedToken(person.email!);
    const stranger = await createActor(t.ctx, 'otherAdmin');
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(TEAM_MSG.wrongEmail(person.email!.toLowerCase()));
    expect(await workspacesOf(t.ctx, stranger.userId!)).toHaveLength(1);
    expect((await accept({ name: 'anonymous' }, token)).statusCode).toBe(401);

    const res = await accept(person, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      workspace: { id: admin.workspaceId },
      workspaceRole: 'staff',
    });
    expect(res.json().workspaces).toHaveLength(2);
    // the session now acts in the joined workspace
    const me = (await call(t.app, person, { url: '/api/auth/user' })).json();
    expect(me.workspace.id).toBe(admin.workspaceId);
    expect((await rolesIn(t.ctx, admin.workspaceId!))[person.userId!]).toBe('staff');
    expect((await accept(person, token)).statusCode).toBe(410);
  });

  it('expired, revoked and unknown links each say so, and let nobody in', async () => {
    const person = await createActor(t.ctx, 'otherAdmin');
    const expired = await plantInvitation(t.ctx, {
      workspaceId: admin.workspaceId!,
      email: person.email!,
      expired: true,
    });
    expect((await info(expired.token)).state).toBe('expired');
    const late = await accept(person, expired.token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(INVITATION_STATE_MSG.expired);
    expect(
      (
        await signUp({
          email: 'late@example.test',
          password: 'long-amber-falcon',
          invitationToken: expired.token,
        })
      ).statusCode,
    ).toBe(410);

    const email = address();
    await invite(email);
    const { token } = await mailedToken(email);
    const [pending] = (await call(t.app, admin, { url: '/api/team/invitations' })).json();
    const revoke = await call(t.app, admin, {
      method: 'DELETE',
      url: `/api/team/invitations/${pending.id}`,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await info(token)).state).toBe('revoked');
    const gone = await signUp({ email, password: 'long-amber-falcon', invitationToken: token });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(INVITATION_STATE_MSG.revoked);
    expect(
      (await call(t.app, admin, { method: 'DELETE', url: `/api/team/invitations/${pending.id}` }))
        .statusCode,
    ).toBe(404);

    expect((await info('no-such-token')).state).toBe('unknown');
    const unknown = await accept(person, 'no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVITATION_STATE_MSG.unknown);
    expect(await workspacesOf(t.ctx, person.userId!)).toEqual([person.workspaceId]);
    const { rows } = await t.ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM users WHERE email IN ($1, 'late@example.test')`,
      [email],
    );
    expect(rows[0].n).toBe(0);
  });

  it('resending an expired invitation mails a new link valid for another 7 days', async () => {
    const email = address();
    const old = await plantInvitation(t.ctx, {
      workspaceId: admin.workspaceId!,
      email,
      expired: true,
    });
    const listed = (await call(t.app, admin, { url: '/api/team/invitations' })).json();
    expect(listed).toEqual([expect.objectContaining({ id: old.id, isExpired: true })]);
    const res = await call(t.app, admin, {
      method: 'POST',
      url: `/api/team/invitations/${old.id}/resend`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: old.id, isExpired: false });
    const { token } = await mailedToken(email);
    expect((await info(token)).state).toBe('valid');
    expect((await info(old.token)).state).toBe('unknown');
  });

  it('an invitation lets a person sign up where sign-up is otherwise closed', async () => {
    const closed = await createTestApp({ ALLOW_SIGNUP: 'false' });
    try {
      const host = await createActor(closed.ctx, 'admin');
      const email = address();
      const { token } = await plantInvitation(closed.ctx, {
        workspaceId: host.workspaceId!,
        email,
        role: 'staff',
      });
      const plain = await call(
        closed.app,
        { name: 'anonymous' },
        {
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email: address(), password: 'long-amber-falcon' },
        },
      );
      expect(plain.json().message).toBe(MSG.signupDisabled);
      const res = await call(
        closed.app,
        { name: 'anonymous' },
        {
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: { email, password: 'long-amber-falcon', invitationToken: token },
        },
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().workspaceRole).toBe('staff');
    } finally {
      await closed.close();
    }
  });
});
