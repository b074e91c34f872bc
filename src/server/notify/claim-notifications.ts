// Claims due outbox rows for this worker: FOR UPDATE SKIP LOCKED plus a lease. A worker that
// dies after claiming (even after sending) leaves the row `sending`; once the lease runs out
// another worker sends it again with the same event id / Message-ID: at least once, never lost.
import { and, eq, inArray, isNotNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema/index.js';

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

const n = notifications;
const claimedColumns = {
  id: n.id,
  workspaceId: n.workspaceId,
  alertId: n.alertId,
  channel: n.channel,
  eventType: n.eventType,
  eventId: n.eventId,
  webhookId: n.webhookId,
  attempts: n.attempts,
  payload: n.payload,
  leaseUntil: n.leaseUntil,
};

/**
 * Alert e-mail and SMS rows are never claimed themselves: they go out inside their digest row
 * (see form-digests.ts and sms/form-sms-digests.ts).
 */
export async function claimNotifications(
  db: Db,
  opts: { now: Date; limit: number; leaseSeconds: number },
): Promise<ClaimedNotification[]> {
  const due = db
    .select({ id: n.id })
    .from(n)
    .where(
      and(
        not(and(inArray(n.channel, ['email', 'sms']), isNotNull(n.alertId))!),
        or(
          and(eq(n.status, 'pending'), lte(n.nextAttemptAt, opts.now)),
          and(eq(n.status, 'sending'), lt(n.leaseUntil, opts.now)),
        ),
      ),
    )
    .orderBy(n.nextAttemptAt, n.id)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  const rows = (await db
    .update(n)
    .set({
      status: 'sending',
      attempts: sql`${n.attempts} + 1`,
      leaseUntil: new Date(opts.now.getTime() + opts.leaseSeconds * 1000),
    })
    .where(inArray(n.id, due))
    .returning(claimedColumns)) as ClaimedNotification[];
  return rows.sort((a, b) => a.id - b.id);
}

/** Inserts a row already claimed by the caller (the "send test event" button sends at once). */
export async function insertClaimed(
  db: Db,
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
  const [claimed] = await db
    .insert(n)
    .values({
      workspaceId: row.workspaceId,
      channel: row.channel,
      eventType: row.eventType,
      webhookId: row.webhookId,
      payload: row.payload,
      summary: row.summary,
      recipient: row.recipient,
      eventId: row.eventId,
      status: 'sending',
      attempts: 1,
      nextAttemptAt: row.now,
      leaseUntil: new Date(row.now.getTime() + row.leaseSeconds * 1000),
      createdAt: row.now,
    })
    .returning(claimedColumns);
  return claimed as ClaimedNotification;
}
