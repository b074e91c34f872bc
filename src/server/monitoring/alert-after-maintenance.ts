// The end of a maintenance window (decision 026): a covered property still offline then is
// alerted at that moment, as if its outage had just started (an `offline` alert, its mail, SMS,
// webhooks and live event, through the one outbox path). Each ended occurrence is claimed once
// (end_handled, SKIP LOCKED), so two workers never alert twice; a property still inside another
// window waits for that one's end. The outage's tracked incident opens then too (decision 032).
// The same claim tells status page subscribers the maintenance ended and the live streams that
// the properties left it (maintenance-moments.ts).
import type pg from 'pg';
import { openAutomaticIncidents } from './automatic-incidents.js';
import { batchEvents } from './batch-events.js';
import { publishEvents } from './events.js';
import { maintenanceEvents, queueMomentNews } from './maintenance-moments.js';
import { queueAlertNotifications, type QueuedAlert } from './queue-alert-notifications.js';

/** How often the worker looks for ended occurrences: an alert comes at most this late. */
export const MAINTENANCE_END_EVERY_MS = 10_000;

/** Raises the alerts of occurrences ended by `now`; returns how many alerts were raised. */
export async function alertAfterMaintenance(pool: pg.Pool, now = new Date()): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const due = await client.query<{ window_id: number; starts_at: Date }>(
      `UPDATE maintenance_occurrences o SET end_handled = true
        WHERE (o.window_id, o.starts_at) IN (
                SELECT window_id, starts_at FROM maintenance_occurrences
                 WHERE NOT end_handled AND ends_at <= $1
                 ORDER BY ends_at LIMIT 500 FOR UPDATE SKIP LOCKED)
       RETURNING o.window_id, o.starts_at`,
      [now],
    );
    if (due.rows.length === 0) {
      await client.query('COMMIT');
      return 0;
    }
    // subscribers are told it ended, and the live streams drop "Maintenance" (issue 27)
    await queueMomentNews(client, 'ended', due.rows);
    const leaving = await maintenanceEvents(client, due.rows, now);
    const down = await client.query<{
      id: number;
      workspace_id: string;
      name: string;
      message: string;
    }>(
      `SELECT DISTINCT ON (p.id) p.id, p.workspace_id, p.name,
              p.name || ' (' || p.address || ') is still offline now that planned maintenance "' ||
              w.title || '" has ended: ' || sch.consecutive_failures || ' consecutive ' ||
              CASE WHEN sch.consecutive_failures = 1 THEN 'check' ELSE 'checks' END ||
              ' failed.' AS message
         FROM unnest($1::int[], $2::timestamptz[]) AS d(window_id, starts_at)
         JOIN maintenance_spans s ON s.window_id = d.window_id AND s.starts_at = d.starts_at
         JOIN maintenance_windows w ON w.id = d.window_id
         JOIN properties p ON p.id = s.property_id AND p.status = 'offline'
         JOIN property_schedule sch ON sch.property_id = p.id
        WHERE NOT EXISTS (SELECT 1 FROM maintenance_spans o
                           WHERE o.property_id = p.id AND o.during @> $3::timestamptz)
        ORDER BY p.id`,
      [due.rows.map((r) => r.window_id), due.rows.map((r) => r.starts_at), now],
    );
    // the outage becomes an incident now, as its alert goes out (decision 032)
    const incidents = await openAutomaticIncidents(
      client,
      down.rows.map((d) => ({
        workspaceId: d.workspace_id,
        propertyId: d.id,
        name: d.name,
        startedAt: now,
        message: `${d.name} is still offline now that planned maintenance has ended.`,
      })),
    );
    const res = await client.query<QueuedAlert>(
      `INSERT INTO alerts (workspace_id, property_id, type, message, created_at, tracked_incident_id)
       SELECT w, p, 'offline', m, $4::timestamptz, i
         FROM unnest($1::uuid[], $2::int[], $3::text[], $5::bigint[]) AS r(w, p, m, i)
       RETURNING id, workspace_id AS "workspaceId", property_id AS "propertyId", type`,
      [
        down.rows.map((d) => d.workspace_id),
        down.rows.map((d) => d.id),
        down.rows.map((d) => d.message),
        now,
        down.rows.map((d) => incidents.get(d.id) ?? null),
      ],
    );
    await queueAlertNotifications(client, res.rows);
    await publishEvents(client, [...leaving, ...batchEvents([], res.rows)]);
    await client.query('COMMIT');
    return res.rows.length;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
