// Records how a claimed notification went, in one transaction: its state (delivered, skipped,
// retry later with back-off, or failed after the last attempt), the attempt log, the members of
// an alert digest with their alerts' emailSent flag, and a system mail when a webhook gives up.
import type pg from 'pg';
import { retryDelaySeconds, type RetryPolicy } from './back-off.js';
import type { ClaimedNotification } from './claim-notifications.js';

export type Outcome =
  | {
      kind: 'delivered';
      statusCode?: number | null;
      recipient?: string | null;
      durationMs?: number;
    }
  | { kind: 'skipped'; reason: string; recipient?: string | null }
  | {
      kind: 'error';
      error: string;
      /** no point in trying again (refused by policy, 5xx from SMTP...) */
      permanent: boolean;
      statusCode?: number | null;
      recipient?: string | null;
      durationMs?: number;
    };

export type FinalState = 'delivered' | 'skipped' | 'retry' | 'failed' | 'lost';

export async function finishNotification(
  pool: pg.Pool,
  row: ClaimedNotification,
  outcome: Outcome,
  opts: { now: Date; retry: RetryPolicy; maxAttempts?: number },
): Promise<FinalState> {
  const maxAttempts = opts.maxAttempts ?? opts.retry.maxAttempts;
  const state: Exclude<FinalState, 'lost'> =
    outcome.kind === 'delivered'
      ? 'delivered'
      : outcome.kind === 'skipped'
        ? 'skipped'
        : outcome.permanent || row.attempts >= maxAttempts
          ? 'failed'
          : 'retry';
  const error =
    outcome.kind === 'error' ? outcome.error : outcome.kind === 'skipped' ? outcome.reason : null;
  const statusCode = outcome.kind === 'skipped' ? null : (outcome.statusCode ?? null);
  const nextAt =
    state === 'retry'
      ? new Date(opts.now.getTime() + retryDelaySeconds(row.attempts, opts.retry) * 1000)
      : opts.now;

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const updated = await client.query(
      `UPDATE notifications
          SET status = $3, lease_until = NULL, next_attempt_at = $4,
              delivered_at = CASE WHEN $3 = 'delivered' THEN $5::timestamptz ELSE delivered_at END,
              last_error = $6, last_status_code = coalesce($7, last_status_code),
              recipient = coalesce($8, recipient)
        WHERE id = $1 AND status = 'sending' AND lease_until = $2`,
      [
        row.id,
        row.leaseUntil,
        state === 'retry' ? 'pending' : state,
        nextAt,
        opts.now,
        error,
        statusCode,
        outcome.recipient ?? null,
      ],
    );
    if (updated.rowCount === 0) {
      // Our lease ran out and another worker took the row over: it records the result.
      await client.query('ROLLBACK');
      return 'lost';
    }
    if (outcome.kind !== 'skipped') {
      await client.query(
        `INSERT INTO notification_attempts
           (notification_id, workspace_id, webhook_id, attempt, ok, status_code, error, duration_ms, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          row.id,
          row.workspaceId,
          row.webhookId,
          row.attempts,
          outcome.kind === 'delivered',
          statusCode,
          error,
          Math.round(outcome.durationMs ?? 0),
          opts.now,
        ],
      );
    }
    const isDigest = row.eventType === 'alert.digest' || row.eventType === 'alert.sms';
    if (isDigest && state !== 'retry') {
      await finishMembers(client, row.id, state, error, opts.now, row.eventType === 'alert.digest');
    }
    if (state === 'failed' && row.webhookId !== null && row.eventType !== 'webhook.test') {
      await queueWebhookFailureMail(client, row, error ?? 'unknown error', opts.now);
    }
    await client.query('COMMIT');
    return state;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function finishMembers(
  client: pg.PoolClient,
  digestId: number,
  state: 'delivered' | 'skipped' | 'failed',
  error: string | null,
  now: Date,
  /** an alert mail (not an SMS): its alerts show "Email notification sent" */
  marksEmailSent: boolean,
): Promise<void> {
  const members = await client.query<{ alert_id: number }>(
    `UPDATE notifications
        SET status = $2, last_error = $3,
            delivered_at = CASE WHEN $2 = 'delivered' THEN $4::timestamptz ELSE NULL END
      WHERE digest_id = $1 AND status = 'pending'
      RETURNING alert_id`,
    [digestId, state, error, now],
  );
  if (marksEmailSent && state === 'delivered' && members.rows.length > 0) {
    await client.query(`UPDATE alerts SET email_sent = true WHERE id = ANY($1::bigint[])`, [
      members.rows.map((r) => r.alert_id),
    ]);
  }
}

/** Tells the workspace's admins (system alerts on) that an endpoint gave up on an event. */
async function queueWebhookFailureMail(
  client: pg.PoolClient,
  row: ClaimedNotification,
  error: string,
  now: Date,
): Promise<void> {
  await client.query(
    `INSERT INTO notifications (workspace_id, channel, event_type, payload, summary, next_attempt_at, created_at)
     SELECT $1, 'email', 'system.webhook_failed',
            jsonb_build_object('webhookId', w.id, 'webhookName', w.name, 'eventType', $3::text,
                               'eventId', $4::text, 'attempts', $5::int, 'error', $6::text),
            'System mail: webhook "' || w.name || '" failed', $7, $7
       FROM webhooks w WHERE w.id = $2`,
    [row.workspaceId, row.webhookId, row.eventType, row.eventId, row.attempts, error, now],
  );
}
