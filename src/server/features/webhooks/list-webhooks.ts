import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Webhook } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { notificationAttempts, webhooks } from '../../db/schema/index.js';
import { toWebhookDto, type LastDelivery } from './webhook-dto.js';

export async function listWebhooks(db: Db, actor: Actor): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.workspaceId, actor.workspaceId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  if (rows.length === 0) return [];
  const t = notificationAttempts;
  const last = await db
    .selectDistinctOn([t.webhookId], {
      webhookId: t.webhookId,
      createdAt: t.createdAt,
      ok: t.ok,
      statusCode: t.statusCode,
      error: t.error,
    })
    .from(t)
    .where(
      inArray(
        t.webhookId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(t.webhookId, desc(t.createdAt), desc(t.id));
  const byId = new Map<number, LastDelivery>(
    last.map((r) => [
      Number(r.webhookId),
      { at: r.createdAt.toISOString(), ok: r.ok, statusCode: r.statusCode, error: r.error },
    ]),
  );
  return rows.map((r) => toWebhookDto(r, byId.get(r.id) ?? null));
}
