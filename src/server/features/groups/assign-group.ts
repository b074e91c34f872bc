// POST /api/groups/assign: puts properties in a group or in none (data/assign-property-group.ts).
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { assignPropertyGroup } from '../../data/assign-property-group.js';

export async function assignGroup(
  db: Db,
  actor: Actor,
  groupId: number | null,
  propertyIds: number[],
): Promise<{ updated: number }> {
  return db.transaction(async (tx) => ({
    updated: await assignPropertyGroup(tx, actor, groupId, propertyIds),
  }));
}
