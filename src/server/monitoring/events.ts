// Live updates: the worker publishes with pg_notify inside its transaction (delivered on COMMIT);
// each web process LISTENs once and fans events out to its browsers of that workspace (SSE).
// Raw node-postgres because its one caller is record-results.ts's transaction, the scheduler's
// hot path (decision 004, the exception of decision 011): it runs on that transaction's client.
import type pg from 'pg';
import type { CheckOutcome } from '../../contracts/monitoring.js';

export const EVENTS_CHANNEL = 'monitor_events';

export type MonitorEvent =
  | { type: 'status'; workspaceId: string; propertyId: number; status: string }
  | { type: 'alert'; workspaceId: string; propertyId: number; alertId: number; alertType: string }
  | { type: 'checks'; workspaceId: string; count: number; results: CheckOutcome[] }
  /** a person left the workspace: their open streams of it close (never sent to browsers) */
  | { type: 'member_removed'; workspaceId: string; userId: string };

export async function publishEvents(client: pg.ClientBase, events: MonitorEvent[]): Promise<void> {
  if (events.length === 0) return;
  // One NOTIFY per event keeps each payload far below PostgreSQL's 8000-byte limit.
  await client.query(`SELECT pg_notify($1, e) FROM unnest($2::text[]) AS e`, [
    EVENTS_CHANNEL,
    events.map((e) => JSON.stringify(e)),
  ]);
}
