// Who is calling: loaded once per request from the session (or, later, an API key).
import { and, asc, eq } from 'drizzle-orm';
import type { ApiKeyScope } from '../../contracts/permissions.js';
import type { PlanId } from '../../contracts/plans.js';
import type { PlatformRole, WorkspaceRole } from '../../contracts/roles.js';
import type { Db } from '../db/client.js';
import { memberships, users, workspaces } from '../db/schema/index.js';

export type Actor = {
  userId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  platformRole: PlatformRole | null;
  /** the workspace this request acts in: the session's choice, else the person's first */
  workspaceId: string;
  workspaceName: string;
  workspaceRole: WorkspaceRole;
  plan: PlanId;
  /** the workspace hides last octets unless the caller is the platform owner */
  seesFullIps: boolean;
  /** set when an API key calls: the key, and the scope that narrows its creator's role */
  apiKeyId: string | null;
  apiKeyScope: ApiKeyScope | null;
};

/**
 * The actor for a user acting in `workspaceId`. When that membership is gone (or none was
 * chosen) the person's oldest membership is used; a person with no membership has no actor.
 */
export async function loadActor(
  db: Db,
  userId: string,
  workspaceId?: string | null,
): Promise<Actor | undefined> {
  const select = db
    .select({
      user: users,
      workspaceId: memberships.workspaceId,
      workspaceName: workspaces.name,
      workspaceRole: memberships.role,
      plan: workspaces.plan,
      maskIps: workspaces.maskIps,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId));
  let [row] = workspaceId
    ? await select.where(and(eq(users.id, userId), eq(memberships.workspaceId, workspaceId)))
    : [];
  if (!row) {
    [row] = await select
      .where(eq(users.id, userId))
      .orderBy(asc(memberships.createdAt), asc(memberships.workspaceId))
      .limit(1);
  }
  if (!row) return undefined;
  return {
    userId: row.user.id,
    email: row.user.email,
    emailVerified: row.user.emailVerifiedAt !== null,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    profileImageUrl: row.user.profileImageUrl,
    platformRole: row.user.platformRole,
    workspaceId: row.workspaceId,
    workspaceName: row.workspaceName,
    workspaceRole: row.workspaceRole,
    plan: row.plan,
    seesFullIps: row.user.platformRole === 'owner' || !row.maskIps,
    apiKeyId: null,
    apiKeyScope: null,
  };
}
