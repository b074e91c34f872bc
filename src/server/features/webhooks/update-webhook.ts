import { and, eq } from 'drizzle-orm';
import { WEBHOOK_MSG, type Webhook, type WebhookType } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { webhooks } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toWebhookDto } from './webhook-dto.js';
import { assertWebhookUrlAllowed } from './webhook-url.js';

export type WebhookChanges = Partial<{
  name: string;
  type: WebhookType;
  url: string;
  events: string[];
  enabled: boolean;
}>;

/** Changes an endpoint (enable/disable, events, URL...); the secret stays. */
export async function updateWebhook(
  db: Db,
  config: Config,
  actor: Actor,
  id: number,
  changes: WebhookChanges,
): Promise<Webhook> {
  if (changes.url !== undefined) await assertWebhookUrlAllowed(config, changes.url);
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(webhooks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(webhooks.id, id), eq(webhooks.workspaceId, actor.workspaceId)))
    .returning();
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return toWebhookDto(row);
}
