// Live updates: the worker publishes with pg_notify inside its transaction (delivered on COMMIT);
// each web process LISTENs once and fans events out to its browsers of that workspace (SSE).
// Raw node-postgres because its one caller is record-results.ts's transaction, the scheduler's
// hot path (decision 004, the exception of decision 011): it runs on that transaction's client.
import type pg from 'pg';
import { z } from 'zod';
import {
  alertEvent,
  checksEvent,
  incidentEvent,
  maintenanceEvent,
  statusEvent,
} from '../../contracts/monitoring.js';

export const EVENTS_CHANNEL = 'monitor_events';

const inWorkspace = { workspaceId: z.string() };

/** The live events (contracts/monitoring.ts) with their workspace, and one for the server only. */
export const monitorEvent = z.discriminatedUnion('type', [
  statusEvent.extend(inWorkspace),
  alertEvent.extend(inWorkspace),
  checksEvent.extend(inWorkspace),
  incidentEvent.extend(inWorkspace),
  maintenanceEvent.extend(inWorkspace),
  /** a person left the workspace: their open streams of it close (never sent to browsers) */
  z.object({ type: z.literal('member_removed'), ...inWorkspace, userId: z.string() }),
]);
export type MonitorEvent = z.infer<typeof monitorEvent>;

export async function publishEvents(client: pg.ClientBase, events: MonitorEvent[]): Promise<void> {
  if (events.length === 0) return;
  // One NOTIFY per event keeps each payload far below PostgreSQL's 8000-byte limit.
  await client.query(`SELECT pg_notify($1, e) FROM unnest($2::text[]) AS e`, [
    EVENTS_CHANNEL,
    events.map((e) => JSON.stringify(e)),
  ]);
}
