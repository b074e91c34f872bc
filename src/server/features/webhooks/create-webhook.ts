import { count, eq, sql } from 'drizzle-orm';
import {
  MAX_WEBHOOKS_PER_WORKSPACE,
  WEBHOOK_MSG,
  type WebhookType,
  type WebhookWithSecret,
} from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { activityEvents, webhooks } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { newWebhookSecret } from '../../notify/webhook-signature.js';
import { channelColumns, type ChannelInput } from './channel-fields.js';
import { toWebhookDto } from './webhook-dto.js';
import { assertWebhookUrlAllowed } from './webhook-url.js';

export type NewWebhook = ChannelInput & {
  name: string;
  type: WebhookType;
  events: string[];
  enabled: boolean;
};

/** Registers an endpoint; the reply is the only time its secret is shown. */
export async function createWebhook(
  db: Db,
  config: Config,
  actor: Actor,
  input: NewWebhook,
): Promise<WebhookWithSecret> {
  const channel = channelColumns(input.type, input);
  if (channel.url) await assertWebhookUrlAllowed(config, channel.url);
  return db.transaction(async (tx) => {
    // One creation at a time per workspace, so two parallel requests cannot pass the limit.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`webhooks:${actor.workspaceId}`}))`,
    );
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(webhooks)
      .where(eq(webhooks.workspaceId, actor.workspaceId));
    if (n >= MAX_WEBHOOKS_PER_WORKSPACE) throw badRequest(WEBHOOK_MSG.limitReached);
    const [row] = await tx
      .insert(webhooks)
      .values({
        name: input.name,
        type: input.type,
        events: input.events,
        enabled: input.enabled,
        ...channel,
        workspaceId: actor.workspaceId,
        secret: newWebhookSecret(),
      })
      .returning();
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'webhook.created',
      message: `Webhook "${input.name}" added`,
    });
    return { ...toWebhookDto(row!), secret: row!.secret };
  });
}
