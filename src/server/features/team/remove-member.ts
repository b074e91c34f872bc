// DELETE /api/team/members/{userId}: the person leaves this workspace at once (their sessions in
// it end, an open live stream closes); their account and other memberships stay. Someone left
// with no workspace gets a fresh empty one of their own, so they can still sign in.
import { and, eq, sql } from 'drizzle-orm';
import { mayGrant } from '../../../contracts/permissions.js';
import type { PlanId } from '../../../contracts/plans.js';
import { TEAM_MSG } from '../../../contracts/team.js';
import type { Actor } from '../../auth/actor.js';
import { endWorkspaceSessions } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { activityEvents, memberships, users, workspaces } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { EVENTS_CHANNEL, type MonitorEvent } from '../../monitoring/events.js';
import {
  countAdmins,
  lockWorkspace,
  personName,
  requireTeamManager,
} from '../../accounts/team-tx.js';

export async function removeMember(
  db: Db,
  actor: Actor,
  userId: string,
  newWorkspace: { plan: PlanId; trialEndsAt: Date | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, actor.workspaceId);
    // Authorization first: someone without the right learns nothing of the member or the rules.
    const myRole = await requireTeamManager(tx, actor);
    if (userId === actor.userId) throw new AppError('forbidden', TEAM_MSG.ownRemoval);
    const here = and(
      eq(memberships.workspaceId, actor.workspaceId),
      eq(memberships.userId, userId),
    );
    const [target] = await tx
      .select({
        role: memberships.role,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(here);
    if (!target) throw notFound(TEAM_MSG.memberNotFound);
    if (!mayGrant(myRole, target.role)) throw new AppError('forbidden', TEAM_MSG.roleAboveOwn);
    if (target.role === 'admin' && (await countAdmins(tx, actor.workspaceId)) <= 1)
      throw new AppError('conflict', TEAM_MSG.lastAdmin);

    await tx.delete(memberships).where(here);
    await endWorkspaceSessions(tx, userId, actor.workspaceId);
    const [elsewhere] = await tx
      .select({ id: memberships.workspaceId })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .limit(1);
    if (!elsewhere) {
      const [fresh] = await tx
        .insert(workspaces)
        .values({ name: `${personName(target)}'s workspace`, ...newWorkspace })
        .returning({ id: workspaces.id });
      await tx.insert(memberships).values({ userId, workspaceId: fresh!.id, role: 'admin' });
    }
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'team.member_removed',
      message: `${personName(actor)} removed ${personName(target)} from the team`,
    });
    // Delivered on commit: the person's open live stream of this workspace closes.
    const event: MonitorEvent = { type: 'member_removed', workspaceId: actor.workspaceId, userId };
    await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  });
}
