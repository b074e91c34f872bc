import { and, eq } from 'drizzle-orm';
import { WEBHOOK_MSG } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { activityEvents, webhooks } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** Removes an endpoint with its queued events and delivery log. */
export async function deleteWebhook(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.workspaceId, actor.workspaceId)))
      .returning({ name: webhooks.name });
    if (!gone) throw notFound(WEBHOOK_MSG.notFound);
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'webhook.deleted',
      message: `Webhook "${gone.name}" removed`,
    });
  });
}
