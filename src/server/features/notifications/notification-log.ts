import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_LOG_LIMIT,
  type NotificationLogEntry,
} from '../../../contracts/notifications.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import type { WebhookType } from '../../../contracts/webhooks.js';

/**
 * The last deliveries of the workspace, newest first: alert mails (one entry per mail, however
 * many alerts it grouped), alerts waiting to be grouped or not mailed (skipped, with the
 * reason), reports, system mails and webhook events. Alerts inside a sent mail are not listed
 * separately.
 */
export async function notificationLog(db: Db, actor: Actor): Promise<NotificationLogEntry[]> {
  const res = await db.execute<{
    id: number;
    channel: string;
    event_type: string | null;
    status: NotificationLogEntry['status'];
    attempts: number;
    last_error: string | null;
    last_status_code: number | null;
    recipient: string | null;
    summary: string | null;
    webhook_id: number | null;
    webhook_name: string | null;
    webhook_type: WebhookType | null;
    created_at: string;
    delivered_at: string | null;
    next_attempt_at: string;
  }>(sql`
    SELECT n.id, n.channel, n.event_type, n.status, n.attempts, n.last_error, n.last_status_code,
           n.recipient, n.webhook_id,
           coalesce(n.summary,
             CASE WHEN n.channel = 'webhook'
                  THEN n.event_type || ': ' || coalesce(p.name, 'a property')
                  WHEN n.channel = 'push'
                  THEN 'Push: ' || coalesce(p.name, 'a property') || ' ' || coalesce(a.type, '')
                  WHEN n.channel = 'sms'
                  THEN 'Alert SMS: ' || coalesce(p.name, 'a property') || ' ' || coalesce(a.type, '')
                       || CASE WHEN n.status = 'pending' THEN ' (waiting to be grouped)' ELSE '' END
                  ELSE 'Alert mail: ' || coalesce(p.name, 'a property') || ' ' || coalesce(a.type, '')
                       || CASE WHEN n.status = 'pending' THEN ' (waiting to be grouped)' ELSE '' END
             END) AS summary, w.name AS webhook_name, w.type AS webhook_type,
           n.created_at, n.delivered_at, n.next_attempt_at
      FROM notifications n
      LEFT JOIN webhooks w ON w.id = n.webhook_id
      LEFT JOIN alerts a ON a.id = n.alert_id
      LEFT JOIN properties p ON p.id = a.property_id
     WHERE n.workspace_id = ${actor.workspaceId} AND n.digest_id IS NULL
     ORDER BY n.created_at DESC, n.id DESC
     LIMIT ${NOTIFICATION_LOG_LIMIT}`);
  return res.rows.map((r) => ({
    id: Number(r.id),
    channel:
      r.channel === 'webhook' || r.channel === 'sms' || r.channel === 'push' ? r.channel : 'email',
    eventType: r.event_type,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    lastStatusCode: r.last_status_code,
    recipient: r.recipient,
    summary: r.summary,
    webhook:
      r.webhook_id !== null && r.webhook_name !== null && r.webhook_type !== null
        ? { id: r.webhook_id, name: r.webhook_name, type: r.webhook_type }
        : null,
    createdAt: new Date(r.created_at).toISOString(),
    deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
    nextAttemptAt: r.status === 'pending' ? new Date(r.next_attempt_at).toISOString() : null,
  }));
}
