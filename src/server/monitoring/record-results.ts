// Writes one probed batch in one transaction: property state, raw results, alerts, activity,
// notification outbox rows and live-update events. The rollups are not touched here: the raw
// rows are folded into them every few minutes (fold-check-results.ts, decision 014); the schedule
// state is a HOT update of a narrow row, and the wide property row changes only with its status.
// A crash before COMMIT writes nothing (the lease expires and the checks are redone); after it,
// everything. So no alert is lost or doubled.
// Raw node-postgres on purpose (the one exception to "Drizzle, with sql templates": decision 011):
// this is the scheduler's hot path, measured in decision 004 at 129 µs of worker CPU per check
// (4.2 % of a core for 10,000 properties every 30 s), written as a few set-based statements over
// unnest() arrays per batch of up to 2,000 checks.
import type pg from 'pg';
import { alertMessage } from './alert-messages.js';
import type { ClaimedCheck } from './claim-due-checks.js';
import { batchEvents } from './batch-events.js';
import { publishEvents } from './events.js';
import type { ProbeResult } from './probe/types.js';
import { nextStatus, type AlertType, type Transition } from './status-machine.js';

export type BatchOutcome = { claim: ClaimedCheck; result: ProbeResult; checkedAt: Date };
export type RecordSummary = { applied: number; alerts: number };

/** Alert types e-mailed by default (DESIGN §1); `timeout` only when a workspace asks. */
const MAILED: ReadonlySet<AlertType> = new Set(['offline', 'online']);

type Row = BatchOutcome & { t: Transition; nextAt: Date };

export async function recordResults(pool: pg.Pool, batch: BatchOutcome[]): Promise<RecordSummary> {
  if (batch.length === 0) return { applied: 0, alerts: 0 };
  const rows: Row[] = batch.map((b) => ({
    ...b,
    t: nextStatus(b.claim, b.result.outcome, b.claim.failuresBeforeOffline),
    nextAt: nextCheckAt(b.claim, b.checkedAt),
  }));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Never wait long on a row lock someone else holds: fail the batch (logged, its leases
    // expire and it is checked again) rather than hold a batch slot and a connection.
    await client.query(`SET LOCAL lock_timeout = '10s'`);
    const applied = await updateProperties(client, rows);
    const mine = rows.filter((r) => applied.has(r.claim.id));
    await insertResults(client, mine);
    const alerts = await insertAlerts(client, mine);
    await insertActivity(client, mine);
    await trackIncidents(client, mine);
    await publishEvents(
      client,
      batchEvents(
        mine.map((r) => ({
          workspaceId: r.claim.workspaceId,
          propertyId: r.claim.id,
          result: r.result,
          checkedAt: r.checkedAt,
          newStatus: r.t.changed ? r.t.status : null,
        })),
        alerts,
      ),
    );
    await client.query('COMMIT');
    return { applied: mine.length, alerts: alerts.length };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** Keeps each property's phase (no drift); one that fell behind or was checked on demand restarts. */
export function nextCheckAt(claim: ClaimedCheck, checkedAt: Date): Date {
  const intervalMs = claim.intervalSeconds * 1000;
  const next = claim.nextCheckAt.getTime() + intervalMs;
  return new Date(next > checkedAt.getTime() ? next : checkedAt.getTime() + intervalMs);
}

/**
 * The schedule state of every check in one statement over arrays (the narrow `property_schedule`
 * row, a HOT update), and the wide `properties` row only for the checks whose status changed
 * (decision 014). Both writes are guarded by the lease the worker claimed with.
 */
async function updateProperties(client: pg.PoolClient, rows: Row[]): Promise<Set<number>> {
  const changed = rows.filter((r) => r.t.changed);
  // Row locks in id order, `properties` before `property_schedule`, as every other writer of
  // both takes them (an edit, a delete, "check all"): two writers of many rows locking in
  // different orders deadlock, and the aborted batch would lose its results.
  if (changed.length > 0) {
    await client.query(
      'SELECT id FROM properties WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE',
      [changed.map((r) => r.claim.id)],
    );
  }
  await client.query(
    `SELECT property_id FROM property_schedule WHERE property_id = ANY($1::int[])
      ORDER BY property_id FOR NO KEY UPDATE`,
    [rows.map((r) => r.claim.id)],
  );
  const res = await client.query<{ id: number }>(
    `UPDATE property_schedule s
        SET response_time = r.rtt, last_check = r.at, consecutive_failures = r.failures,
            next_check_at = r.next_at, lease_until = NULL
       FROM unnest($1::int[], $2::real[], $3::timestamptz[], $4::int[], $5::timestamptz[],
                   $6::timestamptz[])
            AS r(id, rtt, at, failures, next_at, lease)
      WHERE s.property_id = r.id AND s.lease_until = r.lease
      RETURNING s.property_id AS id`,
    [
      rows.map((r) => r.claim.id),
      rows.map((r) => (r.result.outcome === 'up' ? r.result.rttMs : null)),
      rows.map((r) => r.checkedAt),
      rows.map((r) => r.t.consecutiveFailures),
      rows.map((r) => r.nextAt),
      rows.map((r) => r.claim.leaseUntil),
    ],
  );
  const applied = new Set(res.rows.map((r) => r.id));
  const statusChanges = changed.filter((r) => applied.has(r.claim.id));
  if (statusChanges.length > 0) {
    await client.query(
      `UPDATE properties p SET status = r.status, status_changed_at = r.at
         FROM unnest($1::int[], $2::text[], $3::timestamptz[]) AS r(id, status, at)
        WHERE p.id = r.id`,
      [
        statusChanges.map((r) => r.claim.id),
        statusChanges.map((r) => r.t.status),
        statusChanges.map((r) => r.checkedAt),
      ],
    );
  }
  return applied;
}

async function insertResults(client: pg.PoolClient, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  await client.query(
    `INSERT INTO check_results (property_id, checked_at, outcome, rtt_ms)
     SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::text[], $4::real[])`,
    [
      rows.map((r) => r.claim.id),
      rows.map((r) => r.checkedAt),
      rows.map((r) => r.result.outcome),
      rows.map((r) => (r.result.outcome === 'up' ? r.result.rttMs : null)),
    ],
  );
}

type InsertedAlert = { id: number; workspaceId: string; propertyId: number; type: AlertType };

async function insertAlerts(client: pg.PoolClient, rows: Row[]): Promise<InsertedAlert[]> {
  const withAlert = rows.filter((r) => r.t.alert !== null);
  if (withAlert.length === 0) return [];
  const res = await client.query<InsertedAlert>(
    `INSERT INTO alerts (workspace_id, property_id, type, message, created_at)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::timestamptz[])
     RETURNING id, workspace_id AS "workspaceId", property_id AS "propertyId", type`,
    [
      withAlert.map((r) => r.claim.workspaceId),
      withAlert.map((r) => r.claim.id),
      withAlert.map((r) => r.t.alert),
      withAlert.map((r) =>
        alertMessage(r.t.alert!, {
          name: r.claim.name,
          address: r.claim.address,
          outcome: r.result.outcome,
          rttMs: r.result.rttMs,
          failures: r.t.consecutiveFailures,
          timeoutMs: r.claim.timeoutMs,
          downSince: r.claim.statusChangedAt,
          at: r.checkedAt,
        }),
      ),
      withAlert.map((r) => r.checkedAt),
    ],
  );
  const mailed = res.rows.filter((a) => MAILED.has(a.type));
  // Outbox rows (src/server/notify sends them): one e-mail row per mailed alert, grouped into one
  // mail per workspace later (a timeout alert only when the workspace's alert e-mail or a member
  // with a verified address wants timeouts); one SMS row per alert and member who wants it by SMS
  // (verified phone), grouped per member later; one row per enabled webhook and subscribed event
  // (property.<type> and alert.created), each with its own event id; one push row per alert and
  // browser a member opted in on, for the alert types that member wants (decision 028).
  await client.query(
    `INSERT INTO notifications (workspace_id, alert_id, channel, event_type, webhook_id, payload)
     SELECT a.workspace_id, a.id, 'email', 'property.' || a.type, NULL::int, NULL::jsonb
       FROM alerts a JOIN unnest($1::bigint[]) AS x(id) ON a.id = x.id
     UNION ALL
     SELECT a.workspace_id, a.id, 'email', 'property.' || a.type, NULL::int, NULL::jsonb
       FROM alerts a JOIN workspaces w ON w.id = a.workspace_id
       JOIN unnest($2::bigint[]) AS y(id) ON a.id = y.id
      WHERE w.email_on_timeout OR EXISTS (
              SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
               WHERE m.workspace_id = a.workspace_id AND m.email_alerts
                 AND 'timeout' = ANY(m.alert_types) AND u.email_verified_at IS NOT NULL)
     UNION ALL
     SELECT a.workspace_id, a.id, 'sms', 'property.' || a.type, NULL::int,
            jsonb_build_object('userId', m.user_id)
       FROM alerts a JOIN unnest($3::bigint[]) AS s(id) ON a.id = s.id
       JOIN memberships m ON m.workspace_id = a.workspace_id AND m.sms_alerts
                         AND a.type = ANY(m.alert_types)
       JOIN users u ON u.id = m.user_id AND u.phone_verified_at IS NOT NULL
     UNION ALL
     SELECT a.workspace_id, a.id, 'webhook', e.t, h.id, NULL::jsonb
       FROM alerts a JOIN unnest($3::bigint[]) AS z(id) ON a.id = z.id
       JOIN webhooks h ON h.workspace_id = a.workspace_id AND h.enabled
       CROSS JOIN LATERAL unnest(ARRAY['property.' || a.type, 'alert.created']) AS e(t)
      WHERE e.t = ANY(h.events)
     UNION ALL
     SELECT a.workspace_id, a.id, 'push', 'property.' || a.type, NULL::int,
            jsonb_build_object('subscriptionId', ps.id)
       FROM alerts a JOIN unnest($3::bigint[]) AS q(id) ON a.id = q.id
       JOIN memberships m ON m.workspace_id = a.workspace_id AND a.type = ANY(m.alert_types)
       JOIN push_subscriptions ps ON ps.workspace_id = m.workspace_id AND ps.user_id = m.user_id`,
    [
      mailed.map((a) => a.id),
      res.rows.filter((a) => a.type === 'timeout').map((a) => a.id),
      res.rows.map((a) => a.id),
    ],
  );
  return res.rows;
}

async function insertActivity(client: pg.PoolClient, rows: Row[]): Promise<void> {
  const changed = rows.filter((r) => r.t.changed);
  if (changed.length === 0) return;
  await client.query(
    `INSERT INTO activity_events (workspace_id, property_id, kind, message, created_at)
     SELECT w, p, 'status.changed', m, at FROM unnest($1::uuid[], $2::int[], $3::text[], $4::timestamptz[]) AS r(w, p, m, at)`,
    [
      changed.map((r) => r.claim.workspaceId),
      changed.map((r) => r.claim.id),
      changed.map((r) => `${r.claim.name} is now ${r.t.status}`),
      changed.map((r) => r.checkedAt),
    ],
  );
}

/** Opens an incident when an outage is confirmed (from its first failed check), closes it on recovery. */
async function trackIncidents(client: pg.PoolClient, rows: Row[]): Promise<void> {
  const opened = rows.filter((r) => r.t.alert === 'offline');
  const closed = rows.filter((r) => r.t.alert === 'online');
  if (opened.length > 0) {
    await client.query(
      `INSERT INTO incidents (workspace_id, property_id, started_at)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[])`,
      [
        opened.map((r) => r.claim.workspaceId),
        opened.map((r) => r.claim.id),
        opened.map((r) =>
          r.claim.status === 'timeout' && r.claim.statusChangedAt
            ? r.claim.statusChangedAt
            : r.checkedAt,
        ),
      ],
    );
  }
  if (closed.length > 0) {
    await client.query(
      `UPDATE incidents i SET ended_at = r.at
         FROM unnest($1::int[], $2::timestamptz[]) AS r(id, at)
        WHERE i.property_id = r.id AND i.ended_at IS NULL`,
      [closed.map((r) => r.claim.id), closed.map((r) => r.checkedAt)],
    );
  }
}
