import type { WebhookType, WebhookWithSecret } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { activityEvents, webhooks } from '../../db/schema/index.js';
import { newWebhookSecret } from '../../notify/webhook-signature.js';
import { toWebhookDto } from './webhook-dto.js';
import { assertWebhookUrlAllowed } from './webhook-url.js';

export type NewWebhook = {
  name: string;
  type: WebhookType;
  url: string;
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
  await assertWebhookUrlAllowed(config, input.url);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhooks)
      .values({ ...input, workspaceId: actor.workspaceId, secret: newWebhookSecret() })
      .returning();
    await tx.insert(activityEvents).values({
      workspaceId: actor.workspaceId,
      kind: 'webhook.created',
      message: `Webhook "${input.name}" added`,
    });
    return { ...toWebhookDto(row!), secret: row!.secret };
  });
}
