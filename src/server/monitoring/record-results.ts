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
import { arrayLiteral } from '../db/array-literal.js';
import { CHECK_FIGURES } from '../db/write-tracker.js';
import { alertMessage } from './alert-messages.js';
import type { ClaimedCheck } from './claim-due-checks.js';
import { batchEvents } from './batch-events.js';
import { openAutomaticIncidents, resolveAutomaticIncidents } from './automatic-incidents.js';
import { propertiesInMaintenance } from './in-maintenance.js';
import { queueAlertNotifications, type QueuedAlert } from './queue-alert-notifications.js';
import { publishEvents } from './events.js';
import { statusActivity } from './status-activity.js';
import {
  holdForUpstream,
  releaseHeldMembers,
  upstreamHeadline,
  upstreamTitle,
} from './upstream-gate.js';
import { dependentsOf } from './upstream-outage.js';
import { writeRawResults } from './write-raw-results.js';
import type { ProbeResult } from './probe/types.js';
import { nextStatus, type Transition } from './status-machine.js';
import { confirmBatch } from './confirmation/confirm-batch.js';
import type { Direction } from './confirmation/decide-vote.js';

export type BatchOutcome = { claim: ClaimedCheck; result: ProbeResult; checkedAt: Date };
export type RecordSummary = { applied: number; alerts: number };

/**
 * `aside`: a failure seen while the location was degraded, not counted (decision 027);
 * `countAsUp`: a failure another location has not confirmed (confirmation/), written as up
 */
type Row = BatchOutcome & { t: Transition; nextAt: Date; aside: boolean; countAsUp?: boolean };

export type RecordOptions = {
  /**
   * the location is degraded (location-guard/): each failure keeps its property's last confirmed
   * state (no status change, no alert, no raw result, so no downtime) and is marked unconfirmed
   */
  setAsideFailures?: boolean;
  /** changes a second location already agreed on (confirmation/apply-confirmed.ts) */
  confirmed?: Map<number, Direction>;
  /**
   * after COMMIT: the checks whose results were written (the lease still held) and their next
   * due times, for the worker's in-memory schedule (schedule/)
   */
  onApplied?: (applied: { id: number; nextAt: Date }[]) => void;
};

export async function recordResults(
  pool: pg.Pool,
  batch: BatchOutcome[],
  opts: RecordOptions = {},
): Promise<RecordSummary> {
  if (batch.length === 0) return { applied: 0, alerts: 0 };
  const rows: Row[] = batch.map((b) => {
    const aside = opts.setAsideFailures === true && b.result.outcome !== 'up';
    return {
      ...b,
      aside,
      t: aside
        ? {
            status: b.claim.status,
            consecutiveFailures: b.claim.consecutiveFailures,
            changed: false,
            alert: null,
          }
        : nextStatus(b.claim, b.result.outcome, b.claim.failuresBeforeOffline),
      nextAt: nextCheckAt(b.claim, b.checkedAt),
    };
  });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Never wait long on a row lock someone else holds: fail the batch (logged, its leases
    // expire and it is checked again) rather than hold a batch slot and a connection.
    await client.query(`SET LOCAL lock_timeout = '10s'`);
    // confirmation from 2 locations (issue 28) may hold a change until another location agrees
    await confirmBatch(client, rows, opts.confirmed);
    const applied = await updateProperties(client, rows);
    const mine = rows.filter((r) => applied.has(r.claim.id));
    await insertResults(
      client,
      mine.filter((r) => !r.aside),
    );
    await releaseForRecoveredUpstreams(client, mine);
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
          notConfirmed: r.aside,
        })),
        alerts,
      ),
    );
    await client.query('COMMIT');
    opts.onApplied?.(mine.map((r) => ({ id: r.claim.id, nextAt: r.nextAt })));
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
      `${CHECK_FIGURES} SELECT id FROM properties WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
      [changed.map((r) => r.claim.id)],
    );
  }
  await client.query(
    `${CHECK_FIGURES} SELECT property_id FROM property_schedule WHERE property_id = ANY($1::int[])
      ORDER BY property_id FOR NO KEY UPDATE`,
    [arrayLiteral(rows.map((r) => r.claim.id))],
  );
  // Times as milliseconds since the epoch (float8, exact for whole ms): node-postgres formats a
  // Date in a timestamptz array as text, element by element, a measurable part of the worker's
  // time per check (decision 036); the arrays as literals joined at once (array-literal.ts).
  const res = await client.query<{ id: number }>(
    `${CHECK_FIGURES} UPDATE property_schedule s
        SET response_time = CASE WHEN r.aside THEN s.response_time ELSE r.rtt END,
            last_check = to_timestamp(r.at / 1000), consecutive_failures = r.failures,
            next_check_at = to_timestamp(r.next_at / 1000), lease_until = NULL,
            unconfirmed_at = CASE WHEN r.aside THEN to_timestamp(r.at / 1000) END
       FROM unnest($1::int[], $2::real[], $3::float8[], $4::int[], $5::float8[],
                   $6::float8[], $7::bool[], $8::float8[])
            AS r(id, rtt, at, failures, next_at, lease, aside, slot)
      WHERE s.property_id = r.id
        AND CASE WHEN r.lease IS NULL
                 -- claimed without a lease (the in-memory schedule): still at the due time read,
                 -- and no one else's lease on it
                 THEN date_trunc('milliseconds', s.next_check_at) = to_timestamp(r.slot / 1000)
                      AND (s.lease_until IS NULL OR s.lease_until < now())
                 ELSE s.lease_until = to_timestamp(r.lease / 1000) END
      RETURNING s.property_id AS id`,
    [
      arrayLiteral(rows.map((r) => r.claim.id)),
      arrayLiteral(rows.map((r) => (r.result.outcome === 'up' ? r.result.rttMs : null))),
      arrayLiteral(rows.map((r) => r.checkedAt.getTime())),
      arrayLiteral(rows.map((r) => r.t.consecutiveFailures)),
      arrayLiteral(rows.map((r) => r.nextAt.getTime())),
      arrayLiteral(rows.map((r) => r.claim.leaseUntil?.getTime() ?? null)),
      arrayLiteral(rows.map((r) => r.aside)),
      arrayLiteral(rows.map((r) => r.claim.nextCheckAt.getTime())),
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
  // binary COPY on this transaction's client (write-raw-results.ts, decision 036 item 2)
  await writeRawResults(
    client,
    rows.map((r) => ({
      propertyId: r.claim.id,
      checkedAt: r.checkedAt,
      outcome: r.countAsUp ? 'up' : r.result.outcome,
      rttMs: r.result.outcome === 'up' ? r.result.rttMs : null,
    })),
  );
}

type InsertedAlert = QueuedAlert;

async function insertAlerts(client: pg.PoolClient, rows: Row[]): Promise<InsertedAlert[]> {
  const raised = rows.filter((r) => r.t.alert !== null);
  if (raised.length === 0) return [];
  // The one gate of planned maintenance (decision 026): a property in a maintenance window when
  // checked raises no alert of any kind (no alert row, so no mail, SMS, webhook, Slack or Teams
  // message and no live alert event). Its status, results and incidents are recorded as ever; an
  // outage still going at the window's end is alerted then (alert-after-maintenance.ts).
  const held = await propertiesInMaintenance(
    client,
    raised.map((r) => ({ propertyId: r.claim.id, at: r.checkedAt })),
  );
  // A recovery resolves the property's automatic incident even inside a window (decision 032).
  const resolved = await resolveAutomaticIncidents(
    client,
    raised
      .filter((r) => r.t.alert === 'online')
      .map((r) => ({ propertyId: r.claim.id, name: r.claim.name, at: r.checkedAt })),
  );
  const outsideMaintenance = raised.filter((r) => !held.has(r.claim.id));
  // The upstream gate (decision 033): a member failing behind an upstream that is down raises
  // nothing of its own; its outage is told in the upstream's alert, which lists it.
  const behindUpstream = await holdForUpstream(
    client,
    outsideMaintenance.map((r) => ({ id: r.claim.id, alert: r.t.alert! })),
  );
  const withAlert = outsideMaintenance.filter((r) => !behindUpstream.has(r.claim.id));
  if (withAlert.length === 0) return [];
  const upstreams = await dependentsOf(
    client,
    withAlert.filter((r) => r.t.alert === 'offline').map((r) => r.claim.id),
  );
  // An outage is an incident only when it is alerted: not inside a maintenance window (its end
  // opens it: alert-after-maintenance.ts), nor when the location guard set the failure aside,
  // nor for a member behind an upstream that is down (the upstream's incident tells it).
  // An upstream's outage is one incident, titled by what it took down and listing it.
  const opened = await openAutomaticIncidents(
    client,
    withAlert
      .filter((r) => r.t.alert === 'offline')
      .map((r) => {
        const dependents = upstreams.get(r.claim.id);
        return {
          workspaceId: r.claim.workspaceId,
          propertyId: r.claim.id,
          name: r.claim.name,
          startedAt: outageStart(r),
          message: `${r.claim.name} is offline: ${failedChecks(r.t.consecutiveFailures)} failed.`,
          ...(dependents && {
            title: upstreamTitle(r.claim.name, dependents.groups, dependents.members.length),
            affectedPropertyIds: dependents.members.map((m) => m.id),
          }),
        };
      }),
  );
  const incidentOf = (r: Row) =>
    (r.t.alert === 'offline' ? opened : r.t.alert === 'online' ? resolved : undefined)?.get(
      r.claim.id,
    ) ?? null;
  const res = await client.query<InsertedAlert>(
    `INSERT INTO alerts (workspace_id, property_id, type, message, created_at, tracked_incident_id)
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::timestamptz[],
                          $6::bigint[])
     RETURNING id, workspace_id AS "workspaceId", property_id AS "propertyId", type`,
    [
      withAlert.map((r) => r.claim.workspaceId),
      withAlert.map((r) => r.claim.id),
      withAlert.map((r) => r.t.alert),
      withAlert.map((r) => {
        const dependents = r.t.alert === 'offline' ? upstreams.get(r.claim.id) : undefined;
        const message = alertMessage(r.t.alert!, {
          name: r.claim.name,
          address: r.claim.address,
          outcome: r.result.outcome,
          rttMs: r.result.rttMs,
          failures: r.t.consecutiveFailures,
          timeoutMs: r.claim.timeoutMs,
          downSince: r.claim.statusChangedAt,
          at: r.checkedAt,
        });
        // an upstream's outage names what it took down: one alert, not one per member
        return dependents ? `${upstreamHeadline(r.claim.name, dependents)} ${message}` : message;
      }),
      withAlert.map((r) => r.checkedAt),
      withAlert.map(incidentOf),
    ],
  );
  await queueAlertNotifications(client, res.rows);
  return res.rows;
}

/**
 * Upstreams back online in this batch let their held members go (upstream-gate.ts): a member of
 * this batch still failing alerts now, as its own outage (an `offline` alert on this row).
 */
async function releaseForRecoveredUpstreams(client: pg.PoolClient, rows: Row[]): Promise<void> {
  const recovered = rows.filter((r) => r.t.changed && r.t.status === 'online');
  if (recovered.length === 0) return;
  const { alertNow } = await releaseHeldMembers(
    client,
    recovered.map((r) => r.claim.id),
    new Map(rows.map((r) => [r.claim.id, { failing: r.result.outcome !== 'up' && !r.aside }])),
  );
  for (const r of rows) {
    if (alertNow.has(r.claim.id) && r.t.status === 'offline') r.t = { ...r.t, alert: 'offline' };
  }
}

async function insertActivity(client: pg.PoolClient, rows: Row[]): Promise<void> {
  const activity = statusActivity(
    rows
      .filter((r) => r.t.changed)
      .map((r) => ({
        workspaceId: r.claim.workspaceId,
        propertyId: r.claim.id,
        name: r.claim.name,
        from: r.claim.status,
        to: r.t.status,
        at: r.checkedAt,
      })),
  );
  if (activity.length === 0) return;
  await client.query(
    `INSERT INTO activity_events (workspace_id, property_id, kind, message, created_at)
     SELECT w, p, 'status.changed', m, at FROM unnest($1::uuid[], $2::int[], $3::text[], $4::timestamptz[]) AS r(w, p, m, at)`,
    [
      activity.map((a) => a.workspaceId),
      activity.map((a) => a.propertyId),
      activity.map((a) => a.message),
      activity.map((a) => a.at),
    ],
  );
}

/** An outage began with its first failed check: when the property started timing out. */
function outageStart(r: Row): Date {
  return r.claim.status === 'timeout' && r.claim.statusChangedAt
    ? r.claim.statusChangedAt
    : r.checkedAt;
}

const failedChecks = (n: number) => (n === 1 ? '1 check' : `${n} consecutive checks`);

/** Opens an incident when an outage is confirmed (from its first failed check), closes it on recovery. */
async function trackIncidents(client: pg.PoolClient, rows: Row[]): Promise<void> {
  const opened = rows.filter((r) => r.t.alert === 'offline');
  const closed = rows.filter((r) => r.t.alert === 'online');
  if (opened.length > 0) {
    // not when one is open: a member let go by its upstream alerts anew on an outage it was in
    await client.query(
      `INSERT INTO incidents (workspace_id, property_id, started_at)
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::timestamptz[]) AS r(w, p, at)
        WHERE NOT EXISTS (SELECT 1 FROM incidents i WHERE i.property_id = r.p AND i.ended_at IS NULL)`,
      [
        opened.map((r) => r.claim.workspaceId),
        opened.map((r) => r.claim.id),
        opened.map(outageStart),
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
