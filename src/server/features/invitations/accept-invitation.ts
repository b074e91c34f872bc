// POST /api/invitations/{token}/accept: a signed-in person joins the inviting workspace with the
// invited role, only when the invitation was sent to their own address.
import { and, eq } from 'drizzle-orm';
import { TEAM_MSG } from '../../../contracts/team.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { lockUsableInvitation, markInvitationAccepted } from '../../accounts/find-invitation.js';
import { personName } from '../../accounts/team-tx.js';

export async function acceptInvitation(
  db: Db,
  actor: Actor,
  token: string,
): Promise<{ workspaceId: string }> {
  return db.transaction(async (tx) => {
    const { invitation, workspaceName } = await lockUsableInvitation(tx, token);
    // Never a silent join under another address: the invitation names one person.
    if (actor.email?.toLowerCase() !== invitation.email.toLowerCase())
      throw new AppError('forbidden', TEAM_MSG.wrongEmail(invitation.email));
    const [already] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, actor.userId),
          eq(memberships.workspaceId, invitation.workspaceId),
        ),
      );
    if (already) throw new AppError('conflict', TEAM_MSG.youAreAlreadyMember(workspaceName));
    await tx.insert(memberships).values({
      userId: actor.userId,
      workspaceId: invitation.workspaceId,
      role: invitation.role,
    });
    await markInvitationAccepted(tx, invitation, actor.userId, personName(actor));
    return { workspaceId: invitation.workspaceId };
  });
}
