import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, properties } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export async function deleteProperty(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(properties)
      .where(and(eq(properties.id, id), eq(properties.workspaceId, actor.workspaceId)))
      .returning({ name: properties.name });
    if (!gone) throw notFound('Property not found');
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'property.deleted',
      message: `Property "${gone.name}" removed`,
    });
  });
}
