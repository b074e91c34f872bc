// Sign-up with the strength rule (issue 30), and an invitation link claiming an unverified account
// that holds the invited address (decision 018) where it used to answer 409.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../contracts/messages.js';
import { newInvitationToken } from '../../accounts/invitation-token.js';
import { createActor } from '../../test/actors.js';
import { useTestApp } from '../../test/use-test-app.js';
import { as, signUpPerson } from '../../test/sign-up-person.js';

describe('sign-up', () => {
  const t = useTestApp();
  const pool = () => t.ctx.database.pool;
  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  async function invite(email: string) {
    const admin = await createActor(t.ctx, 'admin');
    const { token, tokenHash, expiresAt } = newInvitationToken();
    await pool().query(
      `INSERT INTO invitations (workspace_id, email, role, token_hash, expires_at)
       VALUES ($1, $2, 'staff', $3, $4)`,
      [admin.workspaceId, email, tokenHash, expiresAt],
    );
    return { token, workspaceId: admin.workspaceId! };
  }

  it('refuses a guessable password with the reason, and keeps the length rules’ messages', async () => {
    const cases: Array<[string, string]> = [
      [
        'password123',
        'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
      ],
      ['short', 'Password must be at least 8 characters'],
      ['x'.repeat(201), 'Password must be at most 200 characters'],
    ];
    for (const [password, message] of cases) {
      const email = `weak-${Date.now()}@example.test`;
      const res = await signUp({ email, password });
      expect([res.statusCode, res.json()]).toEqual([400, { message, code: 'validation' }]);
      const { rows } = await pool().query(`SELECT 1 FROM users WHERE email = $1`, [email]);
      expect(rows).toEqual([]);
    }
  });

  it('an invitation link claims an unverified account at the invited address', async () => {
    const squatter = await signUpPerson(t.app, 'invitee');
    const { token, workspaceId } = await invite(squatter.email);

    const res = await signUp({
      email: squatter.email,
      password: 'harbor-violet-31',
      firstName: 'Real',
      lastName: 'Invitee',
      invitationToken: token,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: squatter.id,
      email: squatter.email,
      firstName: 'Real',
      emailVerified: true,
      workspace: { id: workspaceId },
      workspaceRole: 'staff',
    });
    // the earlier holder is out: session ended, password replaced
    expect((await as(t.app, squatter, { url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await signIn(squatter.email, squatter.password)).statusCode).toBe(401);
    expect((await signIn(squatter.email, 'harbor-violet-31')).statusCode).toBe(200);
  });

  it('a verified account at the invited address still answers 409 (sign in to accept)', async () => {
    const owner = await createActor(t.ctx, 'admin');
    const { token } = await invite(owner.email!);
    const res = await signUp({
      email: owner.email,
      password: 'harbor-violet-31',
      invitationToken: token,
    });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: MSG.emailTaken, code: 'conflict' },
    ]);
  });
});
