import { and, eq } from 'drizzle-orm';
import { WEBHOOK_MSG, type Webhook, type WebhookType } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { webhooks } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { channelColumns, type ChannelInput } from './channel-fields.js';
import { toWebhookDto } from './webhook-dto.js';
import { assertWebhookUrlAllowed } from './webhook-url.js';

export type WebhookChanges = ChannelInput &
  Partial<{ name: string; type: WebhookType; events: string[]; enabled: boolean }>;

/** Changes an endpoint (enable/disable, events, URL...); the secret stays. */
export async function updateWebhook(
  db: Db,
  config: Config,
  actor: Actor,
  id: number,
  changes: WebhookChanges,
): Promise<Webhook> {
  const where = and(eq(webhooks.id, id), eq(webhooks.workspaceId, actor.workspaceId));
  const [current] = await db.select().from(webhooks).where(where);
  if (!current) throw notFound(WEBHOOK_MSG.notFound);
  const type = changes.type ?? current.type;
  const channel = channelColumns(type, changes, current);
  if (channel.url && (changes.url !== undefined || channel.url !== current.url))
    await assertWebhookUrlAllowed(config, channel.url);
  const { name, events, enabled } = changes;
  const set = Object.fromEntries(
    Object.entries({ name, type, events, enabled }).filter(([, v]) => v !== undefined),
  );
  const [row] = await db
    .update(webhooks)
    .set({ ...set, ...channel, updatedAt: new Date() })
    .where(where)
    .returning();
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return toWebhookDto(row);
}
