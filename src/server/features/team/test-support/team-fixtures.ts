// Test helpers for the team API: members joined straight in the database, invitations with a
// known token, and reading what the database holds.
import type { AppContext } from '../../../app-context.js';
import { createActor, type Actor } from '../../../test/actors.js';
import { newInvitationToken } from '../../../accounts/invitation-token.js';

type Role = 'admin' | 'staff' | 'viewer';

/** A new person (with a session) who is `role` in `workspaceId` and nowhere else. */
export const joinAs = (ctx: AppContext, workspaceId: string, role: Role): Promise<Actor> =>
  createActor(ctx, role === 'admin' ? 'otherAdmin' : role, { workspaceId, role });

/** An invitation row with a token the test knows (the API only ever mails it). */
export async function plantInvitation(
  ctx: AppContext,
  o: { workspaceId: string; email: string; role?: Role; expired?: boolean },
): Promise<{ id: string; token: string }> {
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const expires = o.expired ? new Date(Date.now() - 60_000) : expiresAt;
  const { rows } = await ctx.database.pool.query(
    `INSERT INTO invitations (workspace_id, email, role, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [o.workspaceId, o.email, o.role ?? 'viewer', tokenHash, expires],
  );
  return { id: rows[0].id as string, token };
}

export async function rolesIn(
  ctx: AppContext,
  workspaceId: string,
): Promise<Record<string, string>> {
  const { rows } = await ctx.database.pool.query(
    `SELECT user_id, role FROM memberships WHERE workspace_id = $1`,
    [workspaceId],
  );
  return Object.fromEntries(rows.map((r) => [r.user_id as string, r.role as string]));
}

export async function workspacesOf(ctx: AppContext, userId: string): Promise<string[]> {
  const { rows } = await ctx.database.pool.query(
    `SELECT workspace_id FROM memberships WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return rows.map((r) => r.workspace_id as string);
}
