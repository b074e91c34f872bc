// DELETE /api/team/invitations/{id}: the link stops working and says it was withdrawn.
import { and, eq } from 'drizzle-orm';
import { TEAM_MSG } from '../../../contracts/team.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, invitations } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pendingIn } from './invitation-dto.js';
import { lockWorkspace, personName, requireTeamManager } from '../../accounts/team-tx.js';

export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, actor.workspaceId);
    await requireTeamManager(tx, actor);
    const [gone] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(pendingIn(actor.workspaceId), eq(invitations.id, id)))
      .returning({ email: invitations.email });
    if (!gone) throw notFound(TEAM_MSG.invitationNotFound);
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'team.invitation_revoked',
      message: `${personName(actor)} withdrew the invitation to ${gone.email}`,
    });
  });
}
