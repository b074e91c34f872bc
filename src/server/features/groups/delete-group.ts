// DELETE /api/groups/{id}: its members are left in no group, groups below it lose their parent
// (they keep their own upstream); the properties themselves stay.
import { and, eq } from 'drizzle-orm';
import { GROUP_MSG } from '../../../contracts/groups.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { properties, propertyGroups } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { lockGroups } from '../../data/group-tree.js';

export async function deleteGroup(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGroups(tx, actor.workspaceId);
    // unassigned explicitly (not only by the foreign key) so the property list hears of it
    await tx
      .update(properties)
      .set({ groupId: null })
      .where(and(eq(properties.groupId, id), eq(properties.workspaceId, actor.workspaceId)));
    const [row] = await tx
      .delete(propertyGroups)
      .where(and(eq(propertyGroups.id, id), eq(propertyGroups.workspaceId, actor.workspaceId)))
      .returning({ id: propertyGroups.id });
    if (!row) throw notFound(GROUP_MSG.notFound);
  });
}
