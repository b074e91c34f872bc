// Grouping for SMS, like alert mail: a workspace's alert SMS rows wait until the window since its
// oldest pending one has passed, then each member's rows become one digest row (one message per
// member for an area-wide outage). Members past the daily cap, workspaces without the plan and
// installations without a provider get the rows recorded as skipped, with the reason.
import { wordFor } from '../../../contracts/plural.js';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { alerts, memberships, notifications, workspaces } from '../../db/schema/index.js';
import {
  countsByType,
  dueAlertRows,
  insertDigest,
  skipAllPending,
  skipRows,
} from '../digest-rows.js';
import { withDigestLock } from '../with-digest-lock.js';
import { planHas, plansWith } from '../../../contracts/entitlements.js';
import { PLANS, type PlanId } from '../../../contracts/plans.js';

export type SmsDigestOptions = {
  now: Date;
  windowSeconds: number;
  dailyCap: number;
  configured: boolean;
};

export type SmsDigestSummary = { digests: number; grouped: number; skipped: number };

const SMS_DIGEST_LOCK = 7_003;

export const SMS_NOT_CONFIGURED = 'SMS is not configured';
export const smsPlanReason = (plan: string) =>
  `Not sent: SMS alerts need the ${plansWith('smsAlerts')} plan (this workspace is on ${plan})`;
export const smsCapReason = (cap: number) =>
  `Not sent: this member already had ${cap} alert SMS in the last 24 hours (daily limit)`;

type Member = { id: number; workspaceId: string; userId: string; type: string; plan: PlanId };

export async function formSmsDigests(db: Db, opts: SmsDigestOptions): Promise<SmsDigestSummary> {
  return withDigestLock(db, SMS_DIGEST_LOCK, { digests: 0, grouped: 0, skipped: 0 }, (tx) =>
    opts.configured ? group(tx, opts) : skipAll(tx),
  );
}

async function skipAll(tx: Tx): Promise<SmsDigestSummary> {
  return { digests: 0, grouped: 0, skipped: await skipAllPending(tx, 'sms', SMS_NOT_CONFIGURED) };
}

async function group(tx: Tx, opts: SmsDigestOptions): Promise<SmsDigestSummary> {
  const rows: Member[] = await tx
    .select({
      id: notifications.id,
      workspaceId: notifications.workspaceId,
      userId: sql<string>`${notifications.payload}->>'userId'`,
      type: alerts.type,
      plan: workspaces.plan,
    })
    .from(notifications)
    .innerJoin(alerts, eq(alerts.id, notifications.alertId))
    .innerJoin(workspaces, eq(workspaces.id, notifications.workspaceId))
    .where(dueAlertRows(tx, 'sms', opts.now, opts.windowSeconds))
    .orderBy(notifications.workspaceId, notifications.createdAt, notifications.id)
    .for('update', { of: notifications });
  const byMember = new Map<string, Member[]>();
  for (const m of rows) {
    const key = `${m.workspaceId}/${m.userId}`;
    byMember.set(key, [...(byMember.get(key) ?? []), m]);
  }
  const summary: SmsDigestSummary = { digests: 0, grouped: 0, skipped: 0 };
  for (const list of byMember.values()) {
    const { workspaceId, userId, plan } = list[0]!;
    const ids = list.map((m) => m.id);
    const reason = !planHas(plan, 'smsAlerts')
      ? smsPlanReason(PLANS[plan].name)
      : (await sentToday(tx, userId, opts.now)) >= opts.dailyCap
        ? smsCapReason(opts.dailyCap)
        : null;
    if (reason) {
      await skipRows(tx, ids, reason);
      summary.skipped += ids.length;
      continue;
    }
    await insertDigest(tx, {
      workspaceId,
      channel: 'sms',
      eventType: 'alert.sms',
      now: opts.now,
      summary: smsSummary(list),
      payload: { userId },
      memberIds: ids,
    });
    summary.digests++;
    summary.grouped += ids.length;
  }
  return summary;
}

/** Alert SMS of this person (in any of their workspaces) on their way or sent in 24 hours. */
async function sentToday(tx: Tx, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.workspaceId,
          tx
            .select({ id: memberships.workspaceId })
            .from(memberships)
            .where(eq(memberships.userId, userId)),
        ),
        gt(notifications.createdAt, sql`${now.toISOString()}::timestamptz - interval '24 hours'`),
        eq(notifications.channel, 'sms'),
        eq(notifications.eventType, 'alert.sms'),
        sql`${notifications.payload}->>'userId' = ${userId}`,
        inArray(notifications.status, ['pending', 'sending', 'delivered']),
      ),
    );
  return row?.n ?? 0;
}

function smsSummary(list: Member[]): string {
  return `Alert SMS: ${list.length} ${wordFor(list.length, { one: 'alert', other: 'alerts' })} (${countsByType(list)})`;
}
