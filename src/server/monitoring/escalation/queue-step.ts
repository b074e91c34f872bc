// One escalation step's messages, in the runner's transaction: an outbox row per member (e-mail,
// and push to each browser they opted in), one per chosen channel, and a timeline entry saying
// who was notified. A member inside their quiet hours gets the mail held until they end, unless
// the step overrides quiet hours; the mail is checked again when sent (deliver-escalation-mail.ts).
import type pg from 'pg';
import type { EscalationStep } from '../../../contracts/escalation.js';
import type { Config } from '../../config.js';
import { escalationMail } from './escalation-mail.js';
import { quietHoursEnd } from './quiet-hours.js';

export type StepContext = {
  incident: { id: number; workspaceId: string; title: string; state: string; startedAt: Date };
  policyName: string;
  step: EscalationStep;
  /** "step 2 of 3" or "step 3 of 3, repeat 1 of 2" */
  position: string;
  /**
   * the policy's first send for this incident: it goes out beside the outage's own alert, so a
   * channel or browser that alert already reaches is not sent the same alert a second time
   */
  first: boolean;
  now: Date;
};

type Member = {
  id: string;
  email: string;
  name: string;
  starts: string | null;
  ends: string | null;
  time_zone: string | null;
};

export async function queueStep(client: pg.ClientBase, config: Config, c: StepContext) {
  const { incident, step, now } = c;
  const members = await client.query<Member>(
    `SELECT u.id, u.email, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS name,
            q.starts, q.ends, q.time_zone
       FROM memberships m JOIN users u ON u.id = m.user_id
       LEFT JOIN member_quiet_hours q ON q.user_id = u.id
      WHERE m.workspace_id = $1 AND m.user_id = ANY($2::uuid[])
      ORDER BY array_position($2::uuid[], m.user_id)`,
    [incident.workspaceId, step.memberIds],
  );
  // push and channels carry the incident's offline alert (their payloads are built from it)
  const alert = await client.query<{ id: string }>(
    `SELECT id FROM alerts WHERE tracked_incident_id = $1 ORDER BY id LIMIT 1`,
    [incident.id],
  );
  const alertId = alert.rows[0]?.id ?? null;
  const mail = escalationMail(config, {
    incidentId: incident.id,
    title: incident.title,
    startedAt: incident.startedAt,
    policyName: c.policyName,
    position: c.position,
  });
  const summary = `Escalation ${c.position}: ${incident.title}`;
  const told: string[] = [];
  for (const m of members.rows) {
    const held =
      step.overridesQuietHours || !m.starts || !m.ends || !m.time_zone
        ? null
        : quietHoursEnd(now, { starts: m.starts, ends: m.ends, timeZone: m.time_zone });
    await client.query(
      `INSERT INTO notifications (workspace_id, channel, event_type, payload, summary, recipient,
                                  next_attempt_at, tracked_incident_id, created_at)
       VALUES ($1, 'email', 'escalation.step', $2, $3, $4, $5, $6, $7)`,
      [
        incident.workspaceId,
        { to: m.email, ...mail, incidentId: incident.id },
        summary,
        m.email,
        held ?? now,
        incident.id,
        now,
      ],
    );
    if (held) {
      told.push(`${m.name} (held for quiet hours until ${held.toISOString().slice(0, 16)} UTC)`);
      continue;
    }
    told.push(m.name);
    if (alertId !== null) {
      await client.query(
        `INSERT INTO notifications (workspace_id, alert_id, channel, event_type, payload, summary,
                                    recipient, tracked_incident_id, next_attempt_at, created_at)
         SELECT $1, $2, 'push', 'property.offline', jsonb_build_object('subscriptionId', ps.id),
                $3, ps.device, $4, $5, $5
           FROM push_subscriptions ps WHERE ps.workspace_id = $1 AND ps.user_id = $6
            AND NOT ($7 AND EXISTS (SELECT 1 FROM notifications n
                                     WHERE n.alert_id = $2 AND n.channel = 'push'
                                       AND n.payload->>'subscriptionId' = ps.id::text))`,
        [incident.workspaceId, alertId, summary, incident.id, now, m.id, c.first],
      );
    }
  }
  if (alertId !== null && step.channelIds.length > 0) {
    // read before this step's rows exist (the same transaction would see them)
    const alerted = !c.first
      ? { rows: [] }
      : await client.query<{ name: string }>(
          `SELECT w.name FROM webhooks w
          WHERE w.workspace_id = $1 AND w.id = ANY($2::int[]) AND w.enabled
            AND EXISTS (SELECT 1 FROM notifications n WHERE n.alert_id = $3 AND n.webhook_id = w.id)
          ORDER BY array_position($2::int[], w.id)`,
          [incident.workspaceId, step.channelIds, alertId],
        );
    const channels = await client.query<{ name: string }>(
      `INSERT INTO notifications (workspace_id, alert_id, channel, event_type, webhook_id, summary,
                                  recipient, tracked_incident_id, next_attempt_at, created_at)
       SELECT $1, $2, 'webhook', 'property.offline', w.id, $3, w.name, $4, $5, $5
         FROM webhooks w
        WHERE w.workspace_id = $1 AND w.id = ANY($6::int[]) AND w.enabled
          AND NOT ($7 AND EXISTS (SELECT 1 FROM notifications n
                                   WHERE n.alert_id = $2 AND n.webhook_id = w.id))
       RETURNING recipient AS name`,
      [incident.workspaceId, alertId, summary, incident.id, now, step.channelIds, c.first],
    );
    told.push(...channels.rows.map((r) => r.name));
    told.push(...alerted.rows.map((r) => `${r.name} (already had the outage's alert)`));
  }
  await client.query(
    `INSERT INTO incident_updates (incident_id, state, kind, message, created_at)
     VALUES ($1, $2, 'escalation', $3, $4)`,
    [
      incident.id,
      incident.state,
      told.length > 0
        ? `Escalation ${c.position}: notified ${told.join(', ')}.`
        : `Escalation ${c.position}: nobody left to notify (members or channels removed).`,
      now,
    ],
  );
  return told.length;
}
