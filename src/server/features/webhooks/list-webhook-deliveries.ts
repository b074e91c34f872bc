import { and, desc, eq } from 'drizzle-orm';
import { WEBHOOK_MSG, type WebhookDelivery } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { notificationAttempts, notifications, webhooks } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export const DELIVERY_LOG_LIMIT = 50;

/** An endpoint's delivery log: its last attempts, newest first, with status codes and errors. */
export async function listWebhookDeliveries(
  db: Db,
  actor: Actor,
  id: number,
): Promise<WebhookDelivery[]> {
  const [hook] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.workspaceId, actor.workspaceId)));
  if (!hook) throw notFound(WEBHOOK_MSG.notFound);
  const t = notificationAttempts;
  const n = notifications;
  const rows = await db
    .select({
      id: t.id,
      notificationId: t.notificationId,
      eventId: n.eventId,
      eventType: n.eventType,
      attempt: t.attempt,
      ok: t.ok,
      statusCode: t.statusCode,
      error: t.error,
      durationMs: t.durationMs,
      createdAt: t.createdAt,
      status: n.status,
      nextAttemptAt: n.nextAttemptAt,
    })
    .from(t)
    .innerJoin(n, eq(n.id, t.notificationId))
    .where(eq(t.webhookId, id))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(DELIVERY_LOG_LIMIT);
  return rows.map(({ createdAt, nextAttemptAt, ...r }) => ({
    ...r,
    at: createdAt.toISOString(),
    nextAttemptAt: r.status === 'pending' ? nextAttemptAt.toISOString() : null,
  }));
}
