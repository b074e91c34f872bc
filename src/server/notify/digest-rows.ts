// The outbox rows both digest formers (alert mail, alert SMS) work on: a channel's alert rows
// still waiting for a digest, skipping rows with the reason, and a digest row with its members.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { notifications } from '../db/schema/index.js';

export type DigestChannel = 'email' | 'sms';

/** A channel's alert rows not yet in a digest and still pending. */
export const pendingAlertRows = (channel: DigestChannel): SQL =>
  and(
    eq(notifications.channel, channel),
    isNotNull(notifications.alertId),
    isNull(notifications.digestId),
    eq(notifications.status, 'pending'),
  )!;

/**
 * Pending alert rows of the workspaces whose oldest pending row waited out the grouping window:
 * a workspace's rows go into a digest together, or wait together.
 */
export function dueAlertRows(tx: Tx, channel: DigestChannel, now: Date, windowSeconds: number) {
  const dueWorkspaces = tx
    .select({ id: notifications.workspaceId })
    .from(notifications)
    .where(pendingAlertRows(channel))
    .groupBy(notifications.workspaceId)
    .having(
      sql`min(${notifications.createdAt}) <= ${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})`,
    );
  return and(pendingAlertRows(channel), inArray(notifications.workspaceId, dueWorkspaces))!;
}

/** Records every pending alert row of the channel as skipped (no provider); how many. */
export async function skipAllPending(
  tx: Tx,
  channel: DigestChannel,
  reason: string,
): Promise<number> {
  const res = await tx
    .update(notifications)
    .set({ status: 'skipped', lastError: reason })
    .where(pendingAlertRows(channel));
  return res.rowCount ?? 0;
}

/** Records these rows as skipped, with why. */
export async function skipRows(tx: Tx, ids: number[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(notifications)
    .set({ status: 'skipped', lastError: reason })
    .where(inArray(notifications.id, ids));
}

/** One pending digest row sent in place of `memberIds`, which point at it. */
export async function insertDigest(
  tx: Tx,
  digest: {
    workspaceId: string;
    channel: DigestChannel;
    eventType: string;
    now: Date;
    summary: string;
    payload?: unknown;
    memberIds: number[];
  },
): Promise<void> {
  const { memberIds, now, ...row } = digest;
  const [made] = await tx
    .insert(notifications)
    .values({ ...row, status: 'pending', nextAttemptAt: now, createdAt: now })
    .returning({ id: notifications.id });
  await tx
    .update(notifications)
    .set({ digestId: made!.id })
    .where(inArray(notifications.id, memberIds));
}

/** "2 offline, 1 online": how many alerts of each type, in the order first seen. */
export function countsByType(list: { type: string }[]): string {
  const counts = new Map<string, number>();
  for (const m of list) counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
  return [...counts].map(([t, n]) => `${n} ${t}`).join(', ');
}
