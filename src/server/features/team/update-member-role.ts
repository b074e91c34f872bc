// PUT /api/team/members/{userId}/role, under the workspace lock: the workspace keeps an admin
// however many admins change roles at the same moment.
import { and, eq } from 'drizzle-orm';
import { mayGrant } from '../../../contracts/permissions.js';
import type { WorkspaceRole } from '../../../contracts/roles.js';
import { TEAM_MSG, type TeamMember } from '../../../contracts/team.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, memberships, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  countAdmins,
  lockWorkspace,
  personName,
  requireTeamManager,
} from '../../accounts/team-tx.js';
import { memberColumns } from './member-row.js';

export async function updateMemberRole(
  db: Db,
  actor: Actor,
  userId: string,
  role: WorkspaceRole,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, actor.workspaceId);
    // Authorization first, with the caller's role as it is now under the lock: an admin demoted
    // a moment ago by another admin is refused (403) before any rule about the team is told.
    const myRole = await requireTeamManager(tx, actor);
    if (userId === actor.userId) throw new AppError('forbidden', TEAM_MSG.ownRole);
    const [target] = await tx
      .select(memberColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, actor.workspaceId), eq(memberships.userId, userId)));
    if (!target) throw notFound(TEAM_MSG.memberNotFound);
    if (!mayGrant(myRole, role) || !mayGrant(myRole, target.role))
      throw new AppError('forbidden', TEAM_MSG.roleAboveOwn);
    if (
      target.role === 'admin' &&
      role !== 'admin' &&
      (await countAdmins(tx, actor.workspaceId)) <= 1
    )
      throw new AppError('conflict', TEAM_MSG.lastAdmin);

    if (target.role !== role) {
      await tx
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.workspaceId, actor.workspaceId), eq(memberships.userId, userId)));
      await tx.insert(activityEvents).values({
        workspaceId: actor.workspaceId,
        kind: 'team.role_changed',
        message: `${personName(actor)} changed ${personName(target)}'s role from ${target.role} to ${role}`,
      });
    }
    return { ...target, role, isYou: false };
  });
}
