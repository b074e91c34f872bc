// An admin removes a subscriber (an address or a webhook URL) from a page: its queued news is
// skipped when its turn comes (deliver-subscriber-message.ts finds no subscriber).
import { and, eq } from 'drizzle-orm';
import { SUBSCRIBER_MSG } from '../../../../contracts/status-subscribers.js';
import type { Actor } from '../../../auth/actor.js';
import type { Db } from '../../../db/client.js';
import { statusPageSubscribers } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import { ownPage } from './list-subscribers.js';

export async function removeSubscriber(
  db: Db,
  actor: Actor,
  pageId: number,
  subscriberId: number,
): Promise<void> {
  await ownPage(db, actor, pageId);
  const gone = await db
    .delete(statusPageSubscribers)
    .where(
      and(eq(statusPageSubscribers.id, subscriberId), eq(statusPageSubscribers.pageId, pageId)),
    )
    .returning({ id: statusPageSubscribers.id });
  if (gone.length === 0) throw notFound(SUBSCRIBER_MSG.notFound);
}
