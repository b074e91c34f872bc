// The outbox rows of new alerts (src/server/notify sends them), the one place alerts are queued
// for delivery: after a batch of checks (record-results.ts) and at the end of a maintenance
// window for a property still down (alert-after-maintenance.ts).
import type pg from 'pg';
import type { AlertType } from './status-machine.js';

/** Alert types e-mailed by default (DESIGN §1); `timeout` only when a workspace asks. */
const MAILED: ReadonlySet<AlertType> = new Set(['offline', 'online']);

export type QueuedAlert = { id: number; workspaceId: string; propertyId: number; type: AlertType };

export async function queueAlertNotifications(
  client: pg.ClientBase,
  alerts: QueuedAlert[],
): Promise<void> {
  if (alerts.length === 0) return;
  const mailed = alerts.filter((a) => MAILED.has(a.type));
  // Outbox rows (src/server/notify sends them): one e-mail row per mailed alert, grouped into one
  // mail per workspace later (a timeout alert only when the workspace's alert e-mail or a member
  // with a verified address wants timeouts); one SMS row per alert and member who wants it by SMS
  // (verified phone), grouped per member later; one row per enabled webhook and subscribed event
  // (property.<type> and alert.created), each with its own event id; one push row per alert and
  // browser a member opted in on, for the alert types that member wants (decision 028). Each row
  // names the alert's tracked incident, whose timeline lists it (decision 032).
  await client.query(
    `INSERT INTO notifications (workspace_id, alert_id, channel, event_type, webhook_id, payload,
                               tracked_incident_id)
     SELECT a.workspace_id, a.id, 'email', 'property.' || a.type, NULL::int, NULL::jsonb, a.tracked_incident_id
       FROM alerts a JOIN unnest($1::bigint[]) AS x(id) ON a.id = x.id
     UNION ALL
     SELECT a.workspace_id, a.id, 'email', 'property.' || a.type, NULL::int, NULL::jsonb, a.tracked_incident_id
       FROM alerts a JOIN workspaces w ON w.id = a.workspace_id
       JOIN unnest($2::bigint[]) AS y(id) ON a.id = y.id
      WHERE w.email_on_timeout OR EXISTS (
              SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
               WHERE m.workspace_id = a.workspace_id AND m.email_alerts
                 AND 'timeout' = ANY(m.alert_types) AND u.email_verified_at IS NOT NULL)
     UNION ALL
     SELECT a.workspace_id, a.id, 'sms', 'property.' || a.type, NULL::int,
            jsonb_build_object('userId', m.user_id), a.tracked_incident_id
       FROM alerts a JOIN unnest($3::bigint[]) AS s(id) ON a.id = s.id
       JOIN memberships m ON m.workspace_id = a.workspace_id AND m.sms_alerts
                         AND a.type = ANY(m.alert_types)
       JOIN users u ON u.id = m.user_id AND u.phone_verified_at IS NOT NULL
     UNION ALL
     SELECT a.workspace_id, a.id, 'webhook', e.t, h.id, NULL::jsonb, a.tracked_incident_id
       FROM alerts a JOIN unnest($3::bigint[]) AS z(id) ON a.id = z.id
       JOIN webhooks h ON h.workspace_id = a.workspace_id AND h.enabled
       CROSS JOIN LATERAL unnest(ARRAY['property.' || a.type, 'alert.created']) AS e(t)
      WHERE e.t = ANY(h.events)
     UNION ALL
     SELECT a.workspace_id, a.id, 'push', 'property.' || a.type, NULL::int,
            jsonb_build_object('subscriptionId', ps.id), a.tracked_incident_id
       FROM alerts a JOIN unnest($3::bigint[]) AS q(id) ON a.id = q.id
       JOIN memberships m ON m.workspace_id = a.workspace_id AND a.type = ANY(m.alert_types)
       JOIN push_subscriptions ps ON ps.workspace_id = m.workspace_id AND ps.user_id = m.user_id`,
    [
      mailed.map((a) => a.id),
      alerts.filter((a) => a.type === 'timeout').map((a) => a.id),
      alerts.map((a) => a.id),
    ],
  );
}
