// A location saw a change first: the confirmation is noted as pending for one interval and every
// other active location is asked to check the property at once (not at its next turn): its agent
// schedule row is made due now, the primary's schedule row too when an agent asked, and held
// long-polls are woken through PostgreSQL (LISTEN/NOTIFY), since the web process holding an
// agent's poll is rarely the process that asked. Written on the caller's transaction or pool.
import type pg from 'pg';
import { PRIMARY_LOCATION } from '../location-guard/count-outcomes.js';
import type { Direction } from './decide-vote.js';

export const WORK_CHANNEL = 'location_work';

export type Ask = { propertyId: number; direction: Direction; intervalSeconds: number };

export async function askOtherLocations(
  db: pg.ClientBase | pg.Pool,
  firstLocation: string,
  asks: Ask[],
): Promise<void> {
  if (asks.length === 0) return;
  const sorted = [...asks].sort((a, b) => a.propertyId - b.propertyId);
  const ids = sorted.map((a) => a.propertyId);
  await db.query(
    `INSERT INTO outage_confirmations (property_id, direction, first_location, asked_at, expires_at)
     SELECT a.id, a.dir, $1, now(), now() + make_interval(secs => a.secs)
       FROM unnest($2::int[], $3::text[], $4::int[]) AS a(id, dir, secs)
     ON CONFLICT (property_id) DO UPDATE SET
       direction = excluded.direction, first_location = excluded.first_location,
       asked_at = excluded.asked_at, expires_at = excluded.expires_at, agreed_at = NULL`,
    [firstLocation, ids, sorted.map((a) => a.direction), sorted.map((a) => a.intervalSeconds)],
  );
  // every other agent location that is not paused or revoked (a row is made if it has none yet)
  await db.query(
    `INSERT INTO location_checks (location_id, property_id, next_check_at)
     SELECT l.id, a.id, now()
       FROM unnest($2::int[]) AS a(id)
       JOIN monitoring_locations l ON l.id <> $1 AND l.id <> $3
                                  AND l.paused_at IS NULL AND l.revoked_at IS NULL
      ORDER BY l.id, a.id
     ON CONFLICT ON CONSTRAINT location_checks_location_property
     DO UPDATE SET next_check_at = least(location_checks.next_check_at, now())`,
    [firstLocation, ids, PRIMARY_LOCATION],
  );
  if (firstLocation !== PRIMARY_LOCATION) {
    // the primary's next check now; a row being checked right now is answered by that check
    await db.query(
      `UPDATE property_schedule SET next_check_at = now()
        WHERE property_id = ANY($1::int[]) AND next_check_at > now()`,
      [ids],
    );
  }
  await db.query(`SELECT pg_notify($1, '')`, [WORK_CHANNEL]);
}

/**
 * An agreement noted while the primary held the property counts for the primary's batch in
 * flight (it records within its lease: the longest timeout plus 30 s), not for ever after.
 */
export const AGREED_RECENTLY = `coalesce(agreed_at > now() - interval '1 minute', false)`;

/** The pending confirmations of these properties, locked for the caller's transaction. */
export async function pendingConfirmations(
  client: pg.ClientBase,
  propertyIds: number[],
): Promise<
  Map<number, { direction: Direction; firstLocation: string; live: boolean; agreed: boolean }>
> {
  const { rows } = await client.query<{
    propertyId: number;
    direction: Direction;
    firstLocation: string;
    live: boolean;
    agreed: boolean;
  }>(
    `SELECT property_id AS "propertyId", direction, first_location AS "firstLocation",
            expires_at > now() AS live, ${AGREED_RECENTLY} AS agreed
       FROM outage_confirmations WHERE property_id = ANY($1::int[])
      ORDER BY property_id FOR UPDATE`,
    [propertyIds],
  );
  return new Map(rows.map(({ propertyId, ...p }) => [propertyId, p]));
}

/** Confirmed (or its property settled): the pending row goes. */
export async function clearConfirmations(
  db: pg.ClientBase | pg.Pool,
  propertyIds: number[],
): Promise<void> {
  if (propertyIds.length === 0) return;
  await db.query(`DELETE FROM outage_confirmations WHERE property_id = ANY($1::int[])`, [
    propertyIds,
  ]);
}
