import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_LOG_LIMIT,
  type NotificationLogEntry,
} from '../../../contracts/notifications.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { alerts, notifications, properties, webhooks } from '../../db/schema/index.js';

/**
 * The last deliveries of the workspace, newest first: alert mails (one entry per mail, however
 * many alerts it grouped), alerts waiting to be grouped or not mailed (skipped, with the
 * reason), reports, system mails and webhook events. Alerts inside a sent mail are not listed
 * separately.
 */
export async function notificationLog(db: Db, actor: Actor): Promise<NotificationLogEntry[]> {
  const n = notifications;
  const p = properties;
  const a = alerts;
  // what the row says it is, for rows written before summaries were stored
  const waiting = sql`CASE WHEN ${n.status} = 'pending' THEN ' (waiting to be grouped)' ELSE '' END`;
  const summary = sql<string | null>`coalesce(${n.summary},
    CASE WHEN ${n.channel} = 'webhook'
         THEN ${n.eventType} || ': ' || coalesce(${p.name}, 'a property')
         WHEN ${n.channel} = 'push'
         THEN 'Push: ' || coalesce(${p.name}, 'a property') || ' ' || coalesce(${a.type}, '')
         WHEN ${n.channel} = 'sms'
         THEN 'Alert SMS: ' || coalesce(${p.name}, 'a property') || ' ' || coalesce(${a.type}, '')
              || ${waiting}
         ELSE 'Alert mail: ' || coalesce(${p.name}, 'a property') || ' ' || coalesce(${a.type}, '')
              || ${waiting}
    END)`;
  const rows = await db
    .select({
      id: n.id,
      channel: n.channel,
      eventType: n.eventType,
      status: n.status,
      attempts: n.attempts,
      lastError: n.lastError,
      lastStatusCode: n.lastStatusCode,
      recipient: n.recipient,
      webhookId: n.webhookId,
      summary,
      webhookName: webhooks.name,
      webhookType: webhooks.type,
      createdAt: n.createdAt,
      deliveredAt: n.deliveredAt,
      nextAttemptAt: n.nextAttemptAt,
    })
    .from(n)
    .leftJoin(webhooks, eq(webhooks.id, n.webhookId))
    .leftJoin(a, eq(a.id, n.alertId))
    .leftJoin(p, eq(p.id, a.propertyId))
    .where(and(eq(n.workspaceId, actor.workspaceId), isNull(n.digestId)))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(NOTIFICATION_LOG_LIMIT);
  return rows.map((r) => ({
    id: Number(r.id),
    channel:
      r.channel === 'webhook' || r.channel === 'sms' || r.channel === 'push' ? r.channel : 'email',
    eventType: r.eventType,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    lastStatusCode: r.lastStatusCode,
    recipient: r.recipient,
    summary: r.summary,
    webhook:
      r.webhookId !== null && r.webhookName !== null && r.webhookType !== null
        ? { id: r.webhookId, name: r.webhookName, type: r.webhookType }
        : null,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt ? r.deliveredAt.toISOString() : null,
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
  }));
}
