import { and, eq } from 'drizzle-orm';
import { TEST_EVENT, WEBHOOK_MSG, type TestEventResult } from '../../../contracts/webhooks.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { webhooks } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { sendTestNow } from '../../notify/send-test-now.js';
import { settingsLink } from '../../notify/links.js';
import { testPayload } from '../../notify/webhook-message.js';

/**
 * The "send test event" button: one attempt, made now, its result returned (no retries); it is
 * recorded in the endpoint's delivery log like any other. Works on disabled endpoints too, so an
 * endpoint can be tried before it is switched on.
 */
export async function sendTestEvent(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<TestEventResult> {
  const [hook] = await ctx.database.db
    .select({ id: webhooks.id, name: webhooks.name })
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.workspaceId, actor.workspaceId)));
  if (!hook) throw notFound(WEBHOOK_MSG.notFound);
  return sendTestNow(ctx, {
    workspaceId: actor.workspaceId,
    channel: 'webhook',
    eventType: TEST_EVENT,
    webhookId: hook.id,
    payload: (eventId, now) => testPayload(eventId, now, settingsLink(ctx.config)),
    summary: `Test event to "${hook.name}"`,
    recipient: hook.name,
  });
}
