// Grouping for SMS, like alert mail: a workspace's alert SMS rows wait until the window since its
// oldest pending one has passed, then each member's rows become one digest row (one message per
// member for an area-wide outage). Members past the daily cap, workspaces without the plan and
// installations without a provider get the rows recorded as skipped, with the reason.
import type pg from 'pg';
import { withDigestLock } from '../with-digest-lock.js';
import { plansWith, PLANS, type PlanId } from '../../../contracts/plans.js';

export type SmsDigestOptions = {
  now: Date;
  windowSeconds: number;
  dailyCap: number;
  configured: boolean;
};

export type SmsDigestSummary = { digests: number; grouped: number; skipped: number };

const MEMBER = `n.channel = 'sms' AND n.alert_id IS NOT NULL AND n.digest_id IS NULL AND n.status = 'pending'`;
const SMS_DIGEST_LOCK = 7_003;

export const SMS_NOT_CONFIGURED = 'SMS is not configured';
export const smsPlanReason = (plan: string) =>
  `Not sent: SMS alerts need the ${plansWith('smsAlerts')} plan (this workspace is on ${plan})`;
export const smsCapReason = (cap: number) =>
  `Not sent: this member already had ${cap} alert SMS in the last 24 hours (daily limit)`;

type Member = { id: number; workspaceId: string; userId: string; type: string; plan: PlanId };

export async function formSmsDigests(
  pool: pg.Pool,
  opts: SmsDigestOptions,
): Promise<SmsDigestSummary> {
  return withDigestLock(pool, SMS_DIGEST_LOCK, { digests: 0, grouped: 0, skipped: 0 }, (client) =>
    opts.configured ? group(client, opts) : skipAll(client),
  );
}

async function skipAll(client: pg.PoolClient): Promise<SmsDigestSummary> {
  const res = await client.query(
    `UPDATE notifications n SET status = 'skipped', last_error = $1 WHERE ${MEMBER}`,
    [SMS_NOT_CONFIGURED],
  );
  return { digests: 0, grouped: 0, skipped: res.rowCount ?? 0 };
}

async function group(client: pg.PoolClient, opts: SmsDigestOptions): Promise<SmsDigestSummary> {
  const { rows } = await client.query<Member>(
    `SELECT n.id, n.workspace_id AS "workspaceId", n.payload->>'userId' AS "userId", a.type, w.plan
       FROM notifications n
       JOIN alerts a ON a.id = n.alert_id
       JOIN workspaces w ON w.id = n.workspace_id
      WHERE ${MEMBER}
        AND n.workspace_id IN (
          SELECT n.workspace_id FROM notifications n WHERE ${MEMBER}
           GROUP BY n.workspace_id HAVING min(n.created_at) <= $1::timestamptz - make_interval(secs => $2))
      ORDER BY n.workspace_id, n.created_at, n.id
      FOR UPDATE OF n`,
    [opts.now, opts.windowSeconds],
  );
  const byMember = new Map<string, Member[]>();
  for (const m of rows) {
    const key = `${m.workspaceId}/${m.userId}`;
    byMember.set(key, [...(byMember.get(key) ?? []), m]);
  }
  const summary: SmsDigestSummary = { digests: 0, grouped: 0, skipped: 0 };
  for (const list of byMember.values()) {
    const { workspaceId, userId, plan } = list[0]!;
    const ids = list.map((m) => m.id);
    const reason = !PLANS[plan].smsAlerts
      ? smsPlanReason(PLANS[plan].name)
      : (await sentToday(client, userId, opts.now)) >= opts.dailyCap
        ? smsCapReason(opts.dailyCap)
        : null;
    if (reason) {
      await client.query(
        `UPDATE notifications SET status = 'skipped', last_error = $2 WHERE id = ANY($1::bigint[])`,
        [ids, reason],
      );
      summary.skipped += ids.length;
      continue;
    }
    const digest = await client.query<{ id: number }>(
      `INSERT INTO notifications (workspace_id, channel, event_type, status, next_attempt_at, created_at, summary, payload)
       VALUES ($1, 'sms', 'alert.sms', 'pending', $2, $2, $3, $4) RETURNING id`,
      [workspaceId, opts.now, smsSummary(list), JSON.stringify({ userId })],
    );
    await client.query(`UPDATE notifications SET digest_id = $1 WHERE id = ANY($2::bigint[])`, [
      digest.rows[0]!.id,
      ids,
    ]);
    summary.digests++;
    summary.grouped += ids.length;
  }
  return summary;
}

/** Alert SMS of this person (in any of their workspaces) on their way or sent in 24 hours. */
async function sentToday(client: pg.PoolClient, userId: string, now: Date): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications
      WHERE workspace_id IN (SELECT workspace_id FROM memberships WHERE user_id = $1)
        AND created_at > $2::timestamptz - interval '24 hours'
        AND channel = 'sms' AND event_type = 'alert.sms' AND payload->>'userId' = $1::text
        AND status IN ('pending', 'sending', 'delivered')`,
    [userId, now],
  );
  return rows[0]?.n ?? 0;
}

function smsSummary(list: Member[]): string {
  const counts = new Map<string, number>();
  for (const m of list) counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
  return `Alert SMS: ${list.length} ${list.length === 1 ? 'alert' : 'alerts'} (${[...counts].map(([t, n]) => `${n} ${t}`).join(', ')})`;
}
