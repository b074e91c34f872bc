// Puts properties in a group or in none, inside the caller's transaction: shared by the groups'
// bulk assignment (POST /api/groups/assign) and a property's edit (`groupId`). Every property and
// the group must be the caller's workspace's; the tree's rules hold afterwards (group-tree.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { GROUP_MSG } from '../../contracts/groups.js';
import type { Actor } from '../auth/actor.js';
import type { Tx } from '../db/client.js';
import { properties, propertyGroups } from '../db/schema/index.js';
import { badRequest } from '../lib/errors.js';
import { assertGroupTree, lockGroups } from './group-tree.js';

/**
 * Returns how many properties were assigned: all of them, or it throws and nothing changes.
 * `leaveOutGone`: an id no longer in the workspace (deleted since it was selected) is skipped.
 */
export async function assignPropertyGroup(
  tx: Tx,
  actor: Pick<Actor, 'workspaceId'>,
  groupId: number | null,
  propertyIds: number[],
  { leaveOutGone = false } = {},
): Promise<number> {
  const ids = [...new Set(propertyIds)];
  await lockGroups(tx, actor.workspaceId);
  if (groupId !== null) {
    const [g] = await tx
      .select({ id: propertyGroups.id })
      .from(propertyGroups)
      .where(and(eq(propertyGroups.id, groupId), eq(propertyGroups.workspaceId, actor.workspaceId)));
    if (!g) throw badRequest(GROUP_MSG.notFound);
  }
  const rows = await tx
    .update(properties)
    .set({ groupId })
    .where(and(inArray(properties.id, ids), eq(properties.workspaceId, actor.workspaceId)))
    .returning({ id: properties.id });
  if (rows.length !== ids.length && !leaveOutGone) throw badRequest(GROUP_MSG.unknownProperty);
  await assertGroupTree(tx, actor.workspaceId);
  return rows.length;
}
