// POST /api/team/invitations/{id}/resend: a new link (the old one stops working) and 7 more days,
// within the same sender checks and mail limits as a new invitation (invitation-guard.ts).
import { eq } from 'drizzle-orm';
import { TEAM_MSG, type PendingInvitation } from '../../../contracts/team.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { invitations } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pendingInvitationById } from './invitation-dto.js';
import { requireVerifiedSender, takeInvitationAllowance } from './invitation-guard.js';
import { queueInvitationMail } from './invitation-mail.js';
import { newInvitationToken } from '../../accounts/invitation-token.js';
import { lockWorkspace, personName, requireTeamManager } from '../../accounts/team-tx.js';

export async function resendInvitation(
  db: Db,
  config: Config,
  actor: Actor,
  id: string,
): Promise<PendingInvitation> {
  return db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, actor.workspaceId);
    await requireTeamManager(tx, actor);
    requireVerifiedSender(config, actor);
    const pending = await pendingInvitationById(tx, actor.workspaceId, id);
    if (!pending) throw notFound(TEAM_MSG.invitationNotFound);
    await takeInvitationAllowance(tx, actor, pending.email);
    const { token, tokenHash, expiresAt } = newInvitationToken();
    await tx
      .update(invitations)
      .set({ tokenHash, expiresAt, invitedBy: actor.userId })
      .where(eq(invitations.id, id));
    await queueInvitationMail(tx, config, {
      workspaceId: actor.workspaceId,
      workspaceName: ws.name,
      inviterName: personName(actor),
      inviterEmail: actor.email,
      to: pending.email,
      role: pending.role,
      token,
    });
    return (await pendingInvitationById(tx, actor.workspaceId, id))!;
  });
}
