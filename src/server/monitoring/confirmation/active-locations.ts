// The locations that can confirm an outage: every monitoring location not paused and not revoked
// (the primary, the install's own worker, can be neither). A paused agent gets no work, so it
// could never agree: it does not count.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.js';

const COUNT_ACTIVE = `SELECT count(*)::int AS n FROM monitoring_locations
                       WHERE paused_at IS NULL AND revoked_at IS NULL`;

export async function countActiveLocations(db: Pick<Db, 'execute'>): Promise<number> {
  const res = await db.execute<{ n: number }>(sql.raw(COUNT_ACTIVE));
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * The locations that can agree right now: active, and the primary or an agent seen within 90 s
 * (the Locations panel's "connected") and not degraded. An agent that died without being paused
 * must not leave every outage unconfirmed: while it is away the workspace is confirmed from the
 * one location left. A degraded agent is the same case: its failures are set aside (decision
 * 027), so it could never agree, and counting it would hold back every real outage the primary
 * sees for as long as the agent's own uplink is cut (a lost alert, the one thing we never do).
 */
export async function countAvailableLocations(client: pg.ClientBase | pg.Pool): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `${COUNT_ACTIVE} AND (id = 'primary'
                          OR (last_seen_at > now() - interval '90 seconds' AND degraded_since IS NULL))`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * How many locations must agree for a workspace that chose `chosen`: never more than there are
 * available ones, so revoking, pausing or losing the last agent does not leave every outage
 * unconfirmed for good (the workspace falls back to today's one-location behaviour meanwhile).
 */
export const requiredLocations = (chosen: number, active: number): number =>
  Math.max(1, Math.min(chosen, active));
