// Tells the workspace's open pages that an incident changed (a live `incident` event): sent with
// pg_notify in the changing transaction, so it arrives on COMMIT and never for a rolled-back change.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { EVENTS_CHANNEL, type MonitorEvent } from '../../monitoring/events.js';

export async function announceIncident(
  tx: DbOrTx,
  workspaceId: string,
  incidentId: number,
): Promise<void> {
  const event: MonitorEvent = { type: 'incident', workspaceId, incidentId };
  await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
