// Who is calling: loaded once per request from the session (or, later, an API key).
import { and, asc, eq } from 'drizzle-orm';
import type { ApiKeyScope } from '../../contracts/permissions.js';
import type { WorkspaceSummary } from '../../contracts/auth.js';
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
  /** every workspace of the person, oldest membership first, when the session lookup read them */
  workspaces?: WorkspaceSummary[];
};

/**
 * The columns an actor is made of, and no more: the users row also holds the password hash and
 * other fields that every request would otherwise fetch and turn into objects for nothing.
 */
export const actorColumns = {
  userId: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  platformRole: users.platformRole,
  workspaceId: memberships.workspaceId,
  workspaceName: workspaces.name,
  workspaceRole: memberships.role,
  plan: workspaces.plan,
  maskIps: workspaces.maskIps,
};

type ActorRow = {
  [K in keyof typeof actorColumns]: (typeof actorColumns)[K]['_']['data'] | null;
};

/** An actor from a row of actorColumns; undefined when the person has no membership. */
export function toActor(row: ActorRow): Actor | undefined {
  if (!row.userId || !row.workspaceId || !row.workspaceName || !row.workspaceRole || !row.plan) {
    return undefined;
  }
  return {
    userId: row.userId,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    platformRole: row.platformRole,
    workspaceId: row.workspaceId,
    workspaceName: row.workspaceName,
    workspaceRole: row.workspaceRole,
    plan: row.plan,
    seesFullIps: row.platformRole === 'owner' || !row.maskIps,
    apiKeyId: null,
    apiKeyScope: null,
  };
}

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
    .select(actorColumns)
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
  return row ? toActor(row) : undefined;
}
