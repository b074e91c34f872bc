// GET /api/auth/user's answer: the actor's fields plus every workspace the person belongs to.
import { asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../../contracts/auth.js';
import { effectiveRole } from '../../contracts/roles.js';
import type { Actor } from './actor.js';
import type { Db } from '../db/client.js';
import { memberships, workspaces } from '../db/schema/index.js';

export async function loadCurrentUser(db: Db, actor: Actor): Promise<CurrentUser> {
  // The session lookup read them already (one query per request); an API key's actor did not.
  const mine =
    actor.workspaces ??
    (await db
      .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
      .from(memberships)
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(eq(memberships.userId, actor.userId))
      .orderBy(asc(memberships.createdAt), asc(memberships.workspaceId)));
  return {
    id: actor.userId,
    email: actor.email,
    firstName: actor.firstName,
    lastName: actor.lastName,
    role: effectiveRole(actor.platformRole, actor.workspaceRole),
    profileImageUrl: actor.profileImageUrl,
    subscriptionPlan: actor.plan,
    workspaceRole: actor.workspaceRole,
    platformRole: actor.platformRole,
    emailVerified: actor.emailVerified,
    workspace: { id: actor.workspaceId, name: actor.workspaceName },
    workspaces: mine,
  };
}
