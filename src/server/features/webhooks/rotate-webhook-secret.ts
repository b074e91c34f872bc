import { and, eq } from 'drizzle-orm';
import { WEBHOOK_MSG, type WebhookWithSecret } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { webhooks } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { newWebhookSecret } from '../../notify/webhook-signature.js';
import { toWebhookDto } from './webhook-dto.js';

/** A new secret (the old one stops working at once), shown once like at creation. */
export async function rotateWebhookSecret(
  db: Db,
  actor: Actor,
  id: number,
): Promise<WebhookWithSecret> {
  const [row] = await db
    .update(webhooks)
    .set({ secret: newWebhookSecret(), updatedAt: new Date() })
    .where(and(eq(webhooks.id, id), eq(webhooks.workspaceId, actor.workspaceId)))
    .returning();
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return { ...toWebhookDto(row), secret: row.secret };
}
