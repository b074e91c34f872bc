// Grouping: a workspace's alert e-mail rows wait until the window since its oldest pending one
// has passed, then all of them become one digest row (one mail listing every property), so an
// area-wide outage sends one message, not fifty. A flapping property is limited to a number of
// mails per hour; the excess rows are skipped with the reason.
import type pg from 'pg';
import { withDigestLock } from './with-digest-lock.js';

export type DigestOptions = {
  now: Date;
  windowSeconds: number;
  maxPerPropertyPerHour: number;
  smtpConfigured: boolean;
};

export type DigestSummary = { digests: number; grouped: number; skipped: number };

const MEMBER = `n.channel = 'email' AND n.alert_id IS NOT NULL AND n.digest_id IS NULL AND n.status = 'pending'`;
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

export async function formDigests(pool: pg.Pool, opts: DigestOptions): Promise<DigestSummary> {
  return withDigestLock(pool, DIGEST_LOCK, { digests: 0, grouped: 0, skipped: 0 }, (client) =>
    opts.smtpConfigured ? group(client, opts) : skipAll(client),
  );
}

/** Without SMTP nothing can be mailed: every alert mail is recorded as skipped, with why. */
async function skipAll(client: pg.PoolClient): Promise<DigestSummary> {
  const res = await client.query(
    `UPDATE notifications n SET status = 'skipped', last_error = $1 WHERE ${MEMBER}`,
    [SMTP_NOT_CONFIGURED],
  );
  return { digests: 0, grouped: 0, skipped: res.rowCount ?? 0 };
}

async function group(client: pg.PoolClient, opts: DigestOptions): Promise<DigestSummary> {
  const { rows: members } = await client.query<Member>(
    `SELECT n.id, n.workspace_id AS "workspaceId", a.property_id AS "propertyId", a.type, p.name
       FROM notifications n
       JOIN alerts a ON a.id = n.alert_id
       LEFT JOIN properties p ON p.id = a.property_id
      WHERE ${MEMBER}
        AND n.workspace_id IN (
          SELECT n.workspace_id FROM notifications n WHERE ${MEMBER}
           GROUP BY n.workspace_id HAVING min(n.created_at) <= $1::timestamptz - make_interval(secs => $2))
      ORDER BY n.workspace_id, n.created_at, n.id
      FOR UPDATE OF n`,
    [opts.now, opts.windowSeconds],
  );
  if (members.length === 0) return { digests: 0, grouped: 0, skipped: 0 };

  const recent = await recentMailsPerProperty(client, members, opts.now);
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
  if (skipped.length > 0) {
    await client.query(
      `UPDATE notifications SET status = 'skipped', last_error = $2 WHERE id = ANY($1::bigint[])`,
      [skipped, flappingReason(opts.maxPerPropertyPerHour)],
    );
  }
  for (const [workspaceId, list] of byWorkspace) {
    const digest = await client.query<{ id: number }>(
      `INSERT INTO notifications (workspace_id, channel, event_type, status, next_attempt_at, created_at, summary)
       VALUES ($1, 'email', 'alert.digest', 'pending', $2, $2, $3) RETURNING id`,
      [workspaceId, opts.now, digestSummary(list)],
    );
    await client.query(`UPDATE notifications SET digest_id = $1 WHERE id = ANY($2::bigint[])`, [
      digest.rows[0]!.id,
      list.map((m) => m.id),
    ]);
  }
  return {
    digests: byWorkspace.size,
    grouped: members.length - skipped.length,
    skipped: skipped.length,
  };
}

/** Alert mails per property already on their way or sent within the last hour. */
async function recentMailsPerProperty(
  client: pg.PoolClient,
  members: Member[],
  now: Date,
): Promise<Map<number, number>> {
  const ids = [...new Set(members.map((m) => m.propertyId).filter((p): p is number => p !== null))];
  const { rows } = await client.query<{ property_id: number; n: number }>(
    `SELECT a.property_id, count(*)::int AS n
       FROM notifications n JOIN alerts a ON a.id = n.alert_id
      WHERE n.channel = 'email' AND n.digest_id IS NOT NULL
        AND n.status IN ('pending', 'sending', 'delivered')
        AND a.property_id = ANY($1::int[])
        AND n.created_at > $2::timestamptz - interval '1 hour'
      GROUP BY a.property_id`,
    [ids, now],
  );
  return new Map(rows.map((r) => [r.property_id, r.n]));
}

function digestSummary(list: Member[]): string {
  if (list.length === 1) {
    const m = list[0]!;
    return `Alert mail: ${m.name ?? 'a property'} ${m.type}`;
  }
  const counts = new Map<string, number>();
  for (const m of list) counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
  return `Alert mail: ${list.length} alerts (${[...counts].map(([t, n]) => `${n} ${t}`).join(', ')})`;
}
