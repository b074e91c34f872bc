// The provider outage's workspace: an upstream (the provider line) and N members on loopback
// addresses in one group behind it, and three channels on loopback fakes (Discord, ntfy,
// PagerDuty) subscribed to offline and back-online events. Nothing is due until the bench says.
import type pg from 'pg';
import type { TargetPolicy } from '../../src/server/monitoring/target-policy.js';
import { PAGERDUTY_TEST_KEY } from '../../src/server/notify/test-support/fake-pagerduty.js';

/** 127.x.y.z; last octet 1..254. */
const loopback = (i: number) =>
  `127.${20 + Math.floor(i / 64_516)}.${Math.floor(i / 254) % 254}.${1 + (i % 254)}`;

export type Seeded = { workspaceId: string; upstream: number; members: number[] };

export async function seedOutage(
  pool: pg.Pool,
  policy: TargetPolicy,
  opts: { members: number; failuresBeforeOffline: number; discordUrl: string; ntfyUrl: string },
): Promise<Seeded> {
  const ws = await pool.query<{ id: string }>(
    `INSERT INTO workspaces (name, plan, failures_before_offline)
     VALUES ('Incidents bench', 'enterprise', $1) RETURNING id`,
    [opts.failuresBeforeOffline],
  );
  const workspaceId = ws.rows[0]!.id;
  const ips = Array.from({ length: opts.members + 1 }, (_, i) => loopback(i));
  // the network rule: loopback only, checked before a row exists (no packet is sent anyway)
  for (const ip of ips) {
    if (!ip.startsWith('127.') || !policy.check(ip).ok) throw new Error(`refusing to seed ${ip}`);
  }
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
     SELECT $1, CASE WHEN i = 1 THEN 'Provider line' ELSE 'Building ' || (i - 1) END,
            i || ' Campus Road', ip, true
       FROM unnest($2::text[]) WITH ORDINALITY AS s(ip, i) ORDER BY i
     RETURNING id`,
    [workspaceId, ips],
  );
  const [upstream, ...members] = rows.map((r) => r.id).sort((a, b) => a - b);
  const group = await pool.query<{ id: number }>(
    `INSERT INTO property_groups (workspace_id, name, upstream_property_id)
     VALUES ($1, 'Oak Campus', $2) RETURNING id`,
    [workspaceId, upstream],
  );
  await pool.query(`UPDATE properties SET group_id = $1 WHERE id = ANY($2::int[])`, [
    group.rows[0]!.id,
    members,
  ]);
  await pool.query(
    `UPDATE property_schedule SET next_check_at = now() + interval '10 years'
      WHERE property_id = ANY($1::int[])`,
    [[upstream, ...members]],
  );
  const events = ['property.offline', 'property.online'];
  await pool.query(
    `INSERT INTO webhooks (workspace_id, name, type, url, secret, events, credential)
     VALUES ($1, 'Discord', 'discord', $2, 'unused-secret-0123456789abcdef', $4, NULL),
            ($1, 'ntfy', 'ntfy', $3, 'unused-secret-0123456789abcdef', $4, NULL),
            ($1, 'PagerDuty', 'pagerduty', '', 'unused-secret-0123456789abcdef', $4, $5)`,
    [workspaceId, opts.discordUrl, opts.ntfyUrl, events, PAGERDUTY_TEST_KEY],
  );
  return { workspaceId, upstream: upstream!, members };
}
