// POST /api/team/invite: an invitation row and its mail, in one transaction. A pending
// invitation to the same address is renewed (new link, role, expiry) instead of duplicated.
// The caller's right comes first, then a verified sender, then the mail limits (decision 019).
import { and, eq, sql } from 'drizzle-orm';
import { mayGrant } from '../../../contracts/permissions.js';
import { TEAM_MSG, type PendingInvitation } from '../../../contracts/team.js';
import type { WorkspaceRole } from '../../../contracts/roles.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { activityEvents, invitations, memberships, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { pendingInvitationById, pendingInvitationTo } from './invitation-dto.js';
import { requireVerifiedSender, takeInvitationAllowance } from './invitation-guard.js';
import { queueInvitationMail } from './invitation-mail.js';
import { newInvitationToken } from '../../accounts/invitation-token.js';
import { lockWorkspace, personName, requireTeamManager } from '../../accounts/team-tx.js';

export async function inviteMember(
  db: Db,
  config: Config,
  actor: Actor,
  body: { email: string; role: WorkspaceRole },
): Promise<PendingInvitation> {
  const email = body.email.toLowerCase();
  return db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, actor.workspaceId);
    const myRole = await requireTeamManager(tx, actor);
    if (!mayGrant(myRole, body.role)) throw new AppError('forbidden', TEAM_MSG.roleAboveOwn);
    requireVerifiedSender(config, actor);

    const [member] = await tx
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(eq(memberships.workspaceId, actor.workspaceId), sql`lower(${users.email}) = ${email}`),
      );
    if (member) throw new AppError('conflict', TEAM_MSG.alreadyMember(email));

    await takeInvitationAllowance(tx, actor, email);
    const { token, tokenHash, expiresAt } = newInvitationToken();
    const fields = { role: body.role, tokenHash, expiresAt, invitedBy: actor.userId };
    const pending = await pendingInvitationTo(tx, actor.workspaceId, email);
    const [row] = pending
      ? await tx
          .update(invitations)
          .set({ ...fields, createdAt: new Date() })
          .where(eq(invitations.id, pending.id))
          .returning({ id: invitations.id })
      : await tx
          .insert(invitations)
          .values({ ...fields, workspaceId: actor.workspaceId, email })
          .returning({ id: invitations.id });

    await queueInvitationMail(tx, config, {
      workspaceId: actor.workspaceId,
      workspaceName: ws.name,
      inviterName: personName(actor),
      inviterEmail: actor.email,
      to: email,
      role: body.role,
      token,
    });
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'team.invited',
      message: `${personName(actor)} invited ${email} as ${body.role}`,
    });
    return (await pendingInvitationById(tx, actor.workspaceId, row!.id))!;
  });
}
