// Shared by the team services: the lock every change to a workspace's
// team (roles, removals, invitations, joins) takes first.
import { and, eq, sql } from 'drizzle-orm';
import { can, type WorkspacePermission } from '../../contracts/permissions.js';
import { MSG } from '../../contracts/messages.js';
import type { WorkspaceRole } from '../../contracts/roles.js';
import type { Tx } from '../db/client.js';
import { memberships, workspaces } from '../db/schema/index.js';
import { AppError, notFound } from '../lib/errors.js';

/**
 * Locks the workspace row (FOR UPDATE), so changes to one workspace's team run one after the
 * other: "at least one admin" and "one pending invitation per address" then hold even when two
 * admins act at the same moment (READ COMMITTED: every statement after the lock sees what the
 * previous holder committed).
 */
export async function lockWorkspace(tx: Tx, workspaceId: string): Promise<{ name: string }> {
  const [ws] = await tx
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  if (!ws) throw notFound();
  return ws;
}

type Caller = { userId: string; workspaceId: string; platformRole: 'owner' | 'admin' | null };

/**
 * The caller's role as it is now, under the lock, if it allows `action`: an admin demoted a
 * moment ago by another admin may not make one more change with the role the request started
 * with. Called first, before anything about the target or the workspace's rules is read or told
 * (authorization first: a caller without the right gets 403, never a 404 or a 409).
 */
export async function requireCurrentPermission(
  tx: Tx,
  actor: Caller,
  action: WorkspacePermission,
): Promise<WorkspaceRole> {
  const [me] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.userId, actor.userId), eq(memberships.workspaceId, actor.workspaceId)),
    );
  if (!me || !can({ workspaceRole: me.role, platformRole: actor.platformRole }, action)) {
    throw new AppError('forbidden', MSG.forbidden);
  }
  return me.role;
}

export const requireTeamManager = (tx: Tx, actor: Caller) =>
  requireCurrentPermission(tx, actor, 'manageTeam');

/** Admins of the workspace (read under the workspace lock). */
export async function countAdmins(tx: Tx, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'admin')));
  return row?.n ?? 0;
}

/** "First Last", else the e-mail, else "A teammate": how a person is named in mail and pages. */
export function personName(p: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  const full = [p.firstName, p.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || p.email || 'A teammate';
}
