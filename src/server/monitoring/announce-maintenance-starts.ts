// The start of a maintenance occurrence (issue 27): status page subscribers are told and the live
// streams say "Maintenance" (maintenance-moments.ts). Each occurrence is claimed once
// (start_handled, SKIP LOCKED) in the transaction that queues its news, so two workers or a
// restart never announce it twice. One noticed only after it ended is marked and not announced
// (nor is its end: the worker's end pass runs first and sees its start unhandled).
import type pg from 'pg';
import { publishEvents } from './events.js';
import { maintenanceEvents, queueMomentNews } from './maintenance-moments.js';

/** Announces occurrences started by `now`; returns how many were announced. */
export async function announceMaintenanceStarts(pool: pg.Pool, now = new Date()): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const due = await client.query<{ window_id: number; starts_at: Date }>(
      `UPDATE maintenance_occurrences o SET start_handled = true
        WHERE (o.window_id, o.starts_at) IN (
                SELECT window_id, starts_at FROM maintenance_occurrences
                 WHERE NOT start_handled AND starts_at <= $1 AND ends_at > $1
                 ORDER BY starts_at LIMIT 500 FOR UPDATE SKIP LOCKED)
       RETURNING o.window_id, o.starts_at`,
      [now],
    );
    // those already over when noticed (the worker was down through them) are history, not news
    await client.query(
      `UPDATE maintenance_occurrences SET start_handled = true
        WHERE NOT start_handled AND ends_at <= $1`,
      [now],
    );
    if (due.rows.length > 0) {
      await queueMomentNews(client, 'started', due.rows);
      await publishEvents(client, await maintenanceEvents(client, due.rows, now));
    }
    await client.query('COMMIT');
    return due.rows.length;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
