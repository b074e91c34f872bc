import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_MSG, type WebhookDelivery } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { webhooks } from '../../db/schema/index.js';
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
  const res = await db.execute<{
    id: number;
    notification_id: number;
    event_id: string;
    event_type: string | null;
    attempt: number;
    ok: boolean;
    status_code: number | null;
    error: string | null;
    duration_ms: number;
    created_at: string;
    status: WebhookDelivery['status'];
    next_attempt_at: string;
  }>(sql`
    SELECT t.id, t.notification_id, n.event_id, n.event_type, t.attempt, t.ok, t.status_code,
           t.error, t.duration_ms, t.created_at, n.status, n.next_attempt_at
      FROM notification_attempts t JOIN notifications n ON n.id = t.notification_id
     WHERE t.webhook_id = ${id}
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT ${DELIVERY_LOG_LIMIT}`);
  return res.rows.map((r) => ({
    id: Number(r.id),
    notificationId: Number(r.notification_id),
    eventId: r.event_id,
    eventType: r.event_type,
    attempt: r.attempt,
    ok: r.ok,
    statusCode: r.status_code,
    error: r.error,
    durationMs: r.duration_ms,
    at: new Date(r.created_at).toISOString(),
    status: r.status,
    nextAttemptAt: r.status === 'pending' ? new Date(r.next_attempt_at).toISOString() : null,
  }));
}
