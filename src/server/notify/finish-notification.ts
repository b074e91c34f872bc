// Records how a claimed notification went, in one transaction: its state (delivered, skipped,
// retry later with back-off, or failed after the last attempt), the attempt log, the members of
// an alert digest with their alerts' emailSent flag, and a system mail when a webhook gives up.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { alerts, notificationAttempts, notifications, webhooks } from '../db/schema/index.js';
import { retryDelaySeconds, type RetryPolicy } from './back-off.js';
import type { ClaimedNotification } from './claim-notifications.js';
import { finishedPayload, type DirectMailPayload } from './queue-direct-mail.js';

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
  db: Db,
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

  return db.transaction(async (tx) => {
    const n = notifications;
    const updated = await tx
      .update(n)
      .set({
        status: state === 'retry' ? 'pending' : state,
        leaseUntil: null,
        nextAttemptAt: nextAt,
        deliveredAt: state === 'delivered' ? opts.now : sql`${n.deliveredAt}`,
        lastError: error,
        lastStatusCode: statusCode ?? sql`${n.lastStatusCode}`,
        recipient: outcome.recipient ?? sql`${n.recipient}`,
        // a finished direct mail keeps no body and no (sealed) one-time link (decision 019)
        ...(state !== 'retry' && isDirectMailBody(row)
          ? { payload: finishedPayload(row.payload) }
          : {}),
      })
      .where(and(eq(n.id, row.id), eq(n.status, 'sending'), eq(n.leaseUntil, row.leaseUntil)));
    // Our lease ran out and another worker took the row over: it records the result (and this
    // transaction has written nothing).
    if (updated.rowCount === 0) return 'lost';
    if (outcome.kind !== 'skipped') {
      await tx.insert(notificationAttempts).values({
        notificationId: row.id,
        workspaceId: row.workspaceId,
        webhookId: row.webhookId,
        attempt: row.attempts,
        ok: outcome.kind === 'delivered',
        statusCode,
        error,
        durationMs: Math.round(outcome.durationMs ?? 0),
        createdAt: opts.now,
      });
    }
    const isDigest = row.eventType === 'alert.digest' || row.eventType === 'alert.sms';
    if (isDigest && state !== 'retry') {
      await finishMembers(tx, row.id, state, error, opts.now, row.eventType === 'alert.digest');
    }
    if (state === 'failed' && row.webhookId !== null && row.eventType !== 'webhook.test') {
      await queueWebhookFailureMail(tx, row, error ?? 'unknown error', opts.now);
    }
    return state;
  });
}

function isDirectMailBody(
  row: ClaimedNotification,
): row is ClaimedNotification & { payload: DirectMailPayload } {
  const p = row.payload as Partial<DirectMailPayload> | null;
  return row.channel === 'email' && typeof p?.to === 'string' && typeof p.text === 'string';
}

async function finishMembers(
  tx: Tx,
  digestId: number,
  state: 'delivered' | 'skipped' | 'failed',
  error: string | null,
  now: Date,
  /** an alert mail (not an SMS): its alerts show "Email notification sent" */
  marksEmailSent: boolean,
): Promise<void> {
  const n = notifications;
  const members = await tx
    .update(n)
    .set({ status: state, lastError: error, deliveredAt: state === 'delivered' ? now : null })
    .where(and(eq(n.digestId, digestId), eq(n.status, 'pending')))
    .returning({ alertId: n.alertId });
  const alertIds = members.flatMap((m) => (m.alertId === null ? [] : [m.alertId]));
  if (marksEmailSent && state === 'delivered' && alertIds.length > 0) {
    await tx.update(alerts).set({ emailSent: true }).where(inArray(alerts.id, alertIds));
  }
}

/** Tells the workspace's admins (system alerts on) that an endpoint gave up on an event. */
async function queueWebhookFailureMail(
  tx: Tx,
  row: ClaimedNotification,
  error: string,
  now: Date,
): Promise<void> {
  const w = webhooks;
  // INSERT … SELECT from the endpoint (gone by now if it was deleted): a `sql` template.
  await tx.execute(sql`
    INSERT INTO ${notifications} (workspace_id, channel, event_type, payload, summary, next_attempt_at, created_at)
    SELECT ${row.workspaceId}, 'email', 'system.webhook_failed',
           jsonb_build_object('webhookId', ${w.id}, 'webhookName', ${w.name},
                              'eventType', ${row.eventType}::text, 'eventId', ${row.eventId}::text,
                              'attempts', ${row.attempts}::int, 'error', ${error}::text),
           'System mail: webhook "' || ${w.name} || '" failed', ${now}, ${now}
      FROM ${w} WHERE ${w.id} = ${row.webhookId}`);
}
