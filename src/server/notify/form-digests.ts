// Grouping: a workspace's alert e-mail rows wait until the window since its oldest pending one
// has passed, then all of them become one digest row (one mail listing every property), so an
// area-wide outage sends one message, not fifty. A flapping property is limited to a number of
// mails per hour; the excess rows are skipped with the reason.
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { alerts, notifications, properties } from '../db/schema/index.js';
import {
  countsByType,
  dueAlertRows,
  insertDigest,
  skipAllPending,
  skipRows,
} from './digest-rows.js';
import { withDigestLock } from './with-digest-lock.js';

export type DigestOptions = {
  now: Date;
  windowSeconds: number;
  maxPerPropertyPerHour: number;
  smtpConfigured: boolean;
};

export type DigestSummary = { digests: number; grouped: number; skipped: number };

/** one digest former at a time across all workers: a workspace's rows are never split in two */
const DIGEST_LOCK = 7_002;

export const SMTP_NOT_CONFIGURED = 'SMTP is not configured';
export const flappingReason = (max: number) =>
  `Not sent: this property already had ${max} alert mails in the last hour (flapping)`;

type Member = {
  id: number;
  workspaceId: string;
  propertyId: number | null;
  type: string;
  name: string | null;
};

export async function formDigests(db: Db, opts: DigestOptions): Promise<DigestSummary> {
  return withDigestLock(db, DIGEST_LOCK, { digests: 0, grouped: 0, skipped: 0 }, (tx) =>
    opts.smtpConfigured ? group(tx, opts) : skipAll(tx),
  );
}

/** Without SMTP nothing can be mailed: every alert mail is recorded as skipped, with why. */
async function skipAll(tx: Tx): Promise<DigestSummary> {
  return {
    digests: 0,
    grouped: 0,
    skipped: await skipAllPending(tx, 'email', SMTP_NOT_CONFIGURED),
  };
}

async function group(tx: Tx, opts: DigestOptions): Promise<DigestSummary> {
  const members: Member[] = await tx
    .select({
      id: notifications.id,
      workspaceId: notifications.workspaceId,
      propertyId: alerts.propertyId,
      type: alerts.type,
      name: properties.name,
    })
    .from(notifications)
    .innerJoin(alerts, eq(alerts.id, notifications.alertId))
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .where(dueAlertRows(tx, 'email', opts.now, opts.windowSeconds))
    .orderBy(notifications.workspaceId, notifications.createdAt, notifications.id)
    .for('update', { of: notifications });
  if (members.length === 0) return { digests: 0, grouped: 0, skipped: 0 };

  const recent = await recentMailsPerProperty(tx, members, opts.now);
  const byWorkspace = new Map<string, Member[]>();
  const skipped: number[] = [];
  for (const m of members) {
    if (m.propertyId !== null) {
      const sent = recent.get(m.propertyId) ?? 0;
      if (sent >= opts.maxPerPropertyPerHour) {
        skipped.push(m.id);
        continue;
      }
      recent.set(m.propertyId, sent + 1);
    }
    const list = byWorkspace.get(m.workspaceId) ?? [];
    list.push(m);
    byWorkspace.set(m.workspaceId, list);
  }
  await skipRows(tx, skipped, flappingReason(opts.maxPerPropertyPerHour));
  for (const [workspaceId, list] of byWorkspace) {
    await insertDigest(tx, {
      workspaceId,
      channel: 'email',
      eventType: 'alert.digest',
      now: opts.now,
      summary: digestSummary(list),
      memberIds: list.map((m) => m.id),
    });
  }
  return {
    digests: byWorkspace.size,
    grouped: members.length - skipped.length,
    skipped: skipped.length,
  };
}

/** Alert mails per property already on their way or sent within the last hour. */
async function recentMailsPerProperty(
  tx: Tx,
  members: Member[],
  now: Date,
): Promise<Map<number, number>> {
  const ids = [...new Set(members.map((m) => m.propertyId).filter((p): p is number => p !== null))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ propertyId: alerts.propertyId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(alerts, eq(alerts.id, notifications.alertId))
    .where(
      and(
        eq(notifications.channel, 'email'),
        isNotNull(notifications.digestId),
        inArray(notifications.status, ['pending', 'sending', 'delivered']),
        inArray(alerts.propertyId, ids),
        gt(notifications.createdAt, sql`${now.toISOString()}::timestamptz - interval '1 hour'`),
      ),
    )
    .groupBy(alerts.propertyId);
  return new Map(rows.map((r) => [r.propertyId!, r.n]));
}

function digestSummary(list: Member[]): string {
  if (list.length === 1) {
    const m = list[0]!;
    return `Alert mail: ${m.name ?? 'a property'} ${m.type}`;
  }
  return `Alert mail: ${list.length} alerts (${countsByType(list)})`;
}
