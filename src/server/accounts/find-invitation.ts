// Looking up an invitation by the token in its link, and refusing one that no longer works.
import { eq, sql } from 'drizzle-orm';
import { INVITATION_STATE_MSG } from '../../contracts/team.js';
import type { Db } from '../db/client.js';
import { activityEvents, invitations, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { hashInvitationToken, invitationState } from './invitation-token.js';
import { lockWorkspace } from './team-tx.js';
import type { Tx } from '../db/client.js';

export type InvitationRow = typeof invitations.$inferSelect;

export async function findInvitation(
  db: Db | Tx,
  token: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  return row;
}

/**
 * The invitation behind a token, read again under its workspace's lock (the lock every team
 * change takes first, so the order of locks is always workspace, then invitation), if the link
 * still works; otherwise its state's message: 404 for an unknown link, 410 for a spent one.
 */
export async function lockUsableInvitation(
  tx: Tx,
  token: string,
): Promise<{ invitation: InvitationRow; workspaceName: string }> {
  const first = await findInvitation(tx, token);
  if (!first) throw new AppError('not_found', INVITATION_STATE_MSG.unknown);
  const { name } = await lockWorkspace(tx, first.workspaceId);
  const invitation = await findInvitation(tx, token);
  const state = invitationState(invitation);
  if (!invitation || state === 'unknown')
    throw new AppError('not_found', INVITATION_STATE_MSG.unknown);
  if (state !== 'valid') throw new AppError('gone', INVITATION_STATE_MSG[state]);
  return { invitation, workspaceName: name };
}

/** Marks the invitation used, counts the address as verified (the link reached it), logs it. */
export async function markInvitationAccepted(
  tx: Tx,
  invitation: InvitationRow,
  userId: string,
  joinedName: string,
): Promise<void> {
  const now = new Date();
  await tx
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(invitations.id, invitation.id));
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
  await tx.insert(activityEvents).values({
    workspaceId: invitation.workspaceId,
    kind: 'team.joined',
    message: `${joinedName} joined the team as ${invitation.role}`,
  });
}
