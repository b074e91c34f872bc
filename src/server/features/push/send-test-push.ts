import { and, eq } from 'drizzle-orm';
import { PUSH_MSG } from '../../../contracts/push.js';
import type { TestEventResult } from '../../../contracts/webhooks.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { sendTestNow } from '../../notify/send-test-now.js';

/** The "Send test" button of a browser: one push, sent now, recorded in the notification log. */
export async function sendTestPush(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<TestEventResult> {
  const [sub] = await ctx.database.db
    .select({ id: pushSubscriptions.id, device: pushSubscriptions.device })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, id),
        eq(pushSubscriptions.workspaceId, actor.workspaceId),
        eq(pushSubscriptions.userId, actor.userId),
      ),
    );
  if (!sub) throw notFound(PUSH_MSG.notFound);
  return sendTestNow(ctx, {
    workspaceId: actor.workspaceId,
    channel: 'push',
    eventType: 'push.test',
    webhookId: null,
    payload: () => ({ subscriptionId: sub.id }),
    summary: `Test push to ${sub.device}`,
    recipient: sub.device,
  });
}
