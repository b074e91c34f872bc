import { and, eq } from 'drizzle-orm';
import { PUSH_MSG } from '../../../contracts/push.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** Turns push off for one of the caller's browsers (messages still queued for it are skipped). */
export async function deletePushSubscription(db: Db, actor: Actor, id: number): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, id),
        eq(pushSubscriptions.workspaceId, actor.workspaceId),
        eq(pushSubscriptions.userId, actor.userId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound(PUSH_MSG.notFound);
}
