// POST /api/groups/assign and a property's `groupId`: puts properties in a group or in none.
// Every property and the group must be the caller's workspace's; an upstream may not join a group
// it is the upstream of (or one below it): refused, nothing changed.
import { and, eq, inArray } from 'drizzle-orm';
import { GROUP_MSG } from '../../../contracts/groups.js';
import type { Actor } from '../../auth/actor.js';
import type { Db, Tx } from '../../db/client.js';
import { properties } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { assertGroupTree, lockGroups } from './group-tree.js';
import { getGroup } from './list-groups.js';

export async function assignGroup(
  db: Db,
  actor: Actor,
  groupId: number | null,
  propertyIds: number[],
): Promise<{ updated: number }> {
  return db.transaction(async (tx) => ({
    updated: await assignGroupIn(tx, actor, groupId, propertyIds),
  }));
}

/** The same inside a caller's transaction (a property's edit); returns how many were found. */
export async function assignGroupIn(
  tx: Tx,
  actor: Pick<Actor, 'workspaceId'>,
  groupId: number | null,
  propertyIds: number[],
): Promise<number> {
  const ids = [...new Set(propertyIds)];
  await lockGroups(tx, actor.workspaceId);
  if (groupId !== null) {
    await getGroup(tx, actor, groupId).catch(() => {
      throw badRequest(GROUP_MSG.notFound);
    });
  }
  const rows = await tx
    .update(properties)
    .set({ groupId })
    .where(and(inArray(properties.id, ids), eq(properties.workspaceId, actor.workspaceId)))
    .returning({ id: properties.id });
  if (rows.length !== ids.length) throw badRequest(GROUP_MSG.unknownProperty);
  await assertGroupTree(tx, actor.workspaceId);
  return rows.length;
}
