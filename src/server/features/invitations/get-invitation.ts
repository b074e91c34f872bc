// GET /api/invitations/{token} (public): what the invitation page shows for a link, in each state.
import { eq } from 'drizzle-orm';
import type { InvitationInfo } from '../../../contracts/team.js';
import type { Db } from '../../db/client.js';
import { users, workspaces } from '../../db/schema/index.js';
import { findInvitation } from '../../accounts/find-invitation.js';
import { invitationState } from '../../accounts/invitation-token.js';
import { personName } from '../../accounts/team-tx.js';

export async function getInvitation(
  db: Db,
  token: string,
  signUpAllowed: boolean,
): Promise<InvitationInfo> {
  const inv = await findInvitation(db, token);
  const state = invitationState(inv);
  if (!inv || state === 'unknown') {
    return {
      state: 'unknown',
      workspaceName: null,
      inviterName: null,
      email: null,
      role: null,
      expiresAt: null,
      signUpAllowed,
    };
  }
  const [ws] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, inv.workspaceId));
  const [inviter] = inv.invitedBy
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, inv.invitedBy))
    : [];
  return {
    state,
    workspaceName: ws?.name ?? null,
    inviterName: inviter ? personName(inviter) : null,
    email: inv.email,
    role: inv.role,
    expiresAt: inv.expiresAt.toISOString(),
    signUpAllowed,
  };
}
