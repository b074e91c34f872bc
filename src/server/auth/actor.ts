// Who is calling: loaded once per request from the session (or, later, an API key).
import { eq } from 'drizzle-orm';
import type { PlanId } from '../../contracts/plans.js';
import type { PlatformRole, WorkspaceRole } from '../../contracts/roles.js';
import type { Db } from '../db/client.js';
import { memberships, users, workspaces } from '../db/schema/index.js';

export type Actor = {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  platformRole: PlatformRole | null;
  workspaceId: string;
  workspaceRole: WorkspaceRole;
  plan: PlanId;
  /** the workspace hides last octets unless the caller is the platform owner */
  seesFullIps: boolean;
};

export async function loadActor(db: Db, userId: string): Promise<Actor | undefined> {
  const [row] = await db
    .select({
      user: users,
      workspaceId: memberships.workspaceId,
      workspaceRole: memberships.role,
      plan: workspaces.plan,
      maskIps: workspaces.maskIps,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    userId: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    profileImageUrl: row.user.profileImageUrl,
    platformRole: row.user.platformRole,
    workspaceId: row.workspaceId,
    workspaceRole: row.workspaceRole,
    plan: row.plan,
    seesFullIps: row.user.platformRole === 'owner' || !row.maskIps,
  };
}
