// Claims due outbox rows for this worker: FOR UPDATE SKIP LOCKED plus a lease. A worker that
// dies after claiming (even after sending) leaves the row `sending`; once the lease runs out
// another worker sends it again with the same event id / Message-ID: at least once, never lost.
import type pg from 'pg';

export type ClaimedNotification = {
  id: number;
  workspaceId: string;
  alertId: number | null;
  channel: string;
  eventType: string | null;
  eventId: string;
  webhookId: number | null;
  /** including this attempt */
  attempts: number;
  payload: unknown;
  leaseUntil: Date;
};

const RETURNING = `n.id, n.workspace_id AS "workspaceId", n.alert_id AS "alertId", n.channel,
  n.event_type AS "eventType", n.event_id AS "eventId", n.webhook_id AS "webhookId",
  n.attempts, n.payload, n.lease_until AS "leaseUntil"`;

/**
 * Alert e-mail and SMS rows are never claimed themselves: they go out inside their digest row
 * (see form-digests.ts and sms/form-sms-digests.ts).
 */
export async function claimNotifications(
  pool: pg.Pool,
  opts: { now: Date; limit: number; leaseSeconds: number },
): Promise<ClaimedNotification[]> {
  const { rows } = await pool.query<ClaimedNotification>(
    `WITH due AS (
       SELECT id FROM notifications
        WHERE NOT (channel IN ('email', 'sms') AND alert_id IS NOT NULL)
          AND ((status = 'pending' AND next_attempt_at <= $1)
               OR (status = 'sending' AND lease_until < $1))
        ORDER BY next_attempt_at, id
        LIMIT $2
        FOR UPDATE SKIP LOCKED
     )
     UPDATE notifications n
        SET status = 'sending', attempts = n.attempts + 1,
            lease_until = $1::timestamptz + make_interval(secs => $3)
       FROM due WHERE n.id = due.id
     RETURNING ${RETURNING}`,
    [opts.now, opts.limit, opts.leaseSeconds],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** Inserts a row already claimed by the caller (the "send test event" button sends at once). */
export async function insertClaimed(
  pool: pg.Pool,
  row: {
    workspaceId: string;
    channel: string;
    eventType: string;
    webhookId: number | null;
    payload: unknown;
    summary: string;
    recipient: string | null;
    eventId: string;
    now: Date;
    leaseSeconds: number;
  },
): Promise<ClaimedNotification> {
  const { rows } = await pool.query<ClaimedNotification>(
    `INSERT INTO notifications AS n (workspace_id, channel, event_type, webhook_id, payload, summary,
            recipient, event_id, status, attempts, next_attempt_at, lease_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'sending', 1, $9, $9::timestamptz + make_interval(secs => $10), $9)
     RETURNING ${RETURNING}`,
    [
      row.workspaceId,
      row.channel,
      row.eventType,
      row.webhookId,
      JSON.stringify(row.payload),
      row.summary,
      row.recipient,
      row.eventId,
      row.now,
      row.leaseSeconds,
    ],
  );
  return rows[0]!;
}
