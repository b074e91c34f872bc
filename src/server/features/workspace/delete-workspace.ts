import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PlanId } from '../../../contracts/plans.js';
import { SETTINGS_MSG } from '../../../contracts/settings.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { memberships, users, workspaces } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requireCurrentPermission } from '../../accounts/team-tx.js';

/**
 * Danger Zone: deletes the workspace and everything in it (properties, history, alerts,
 * notifications, webhooks cascade with it). Its members lose access: their accounts are
 * deleted with their sessions. Site operators (a platform role) keep their account and get a
 * new, empty workspace instead, so the installation never loses its owner.
 * Returns whether the caller's own account was deleted.
 */
export async function deleteWorkspace(
  db: Db,
  actor: Actor,
  opts: {
    confirmName: string;
    plan: PlanId;
    /** runs once the name is confirmed, before anything is deleted (e.g. stop billing) */
    beforeDelete?: () => Promise<void>;
  },
): Promise<{ callerDeleted: boolean }> {
  return db.transaction(async (tx) => {
    const [ws] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, actor.workspaceId))
      .for('update');
    if (!ws) throw notFound();
    // The route checked the role the request started with; this is the role now, under the
    // lock, and it comes before the name is compared (authorization first).
    await requireCurrentPermission(tx, actor, 'manageSettings');
    if (opts.confirmName.trim() !== ws.name.trim())
      throw badRequest(SETTINGS_MSG.confirmNameMismatch);
    await opts.beforeDelete?.();

    const members = await tx
      .select({
        id: users.id,
        platformRole: users.platformRole,
        firstName: users.firstName,
        email: users.email,
        // a member of other workspaces keeps their account and those memberships
        elsewhere: sql<boolean>`EXISTS (SELECT 1 FROM memberships o
          WHERE o.user_id = ${users.id} AND o.workspace_id <> ${actor.workspaceId})`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.workspaceId, actor.workspaceId));
    const onlyHere = members.filter((x) => !x.elsewhere);
    for (const m of onlyHere.filter((x) => x.platformRole !== null)) {
      const [fresh] = await tx
        .insert(workspaces)
        .values({ name: `${m.firstName || m.email || 'My'}'s workspace`, plan: opts.plan })
        .returning({ id: workspaces.id });
      await tx.insert(memberships).values({ userId: m.id, workspaceId: fresh!.id, role: 'admin' });
    }
    const doomed = onlyHere.filter((x) => x.platformRole === null).map((x) => x.id);
    if (doomed.length > 0) {
      await tx
        .delete(users)
        .where(sql`${inArray(users.id, doomed)} AND ${isNull(users.platformRole)}`);
    }
    await tx.delete(workspaces).where(eq(workspaces.id, actor.workspaceId));
    return { callerDeleted: doomed.includes(actor.userId) };
  });
}
