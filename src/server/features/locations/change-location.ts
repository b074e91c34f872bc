// Pause, resume or revoke an agent location. Revoking forgets the token's hash, so the next call
// of a running agent is refused at once; a revoked location stays listed (its history) but is
// final. The primary is the installation itself and is neither paused nor revoked here.
import type pg from 'pg';
import {
  LOCATION_MSG,
  type LocationAction,
  type MonitoringLocation,
} from '../../../contracts/locations.js';
import { AppError } from '../../lib/errors.js';
import { PRIMARY_LOCATION } from '../../monitoring/location-guard/count-outcomes.js';
import { listLocations } from './list-locations.js';

const SET: Record<LocationAction, string> = {
  pause: 'paused_at = coalesce(paused_at, now())',
  resume: 'paused_at = NULL',
  revoke: 'revoked_at = now(), token_hash = NULL, paused_at = NULL',
};

export async function changeLocation(
  pool: pg.Pool,
  id: string,
  action: LocationAction,
): Promise<MonitoringLocation> {
  if (id === PRIMARY_LOCATION) throw new AppError('conflict', LOCATION_MSG.primaryFixed);
  const { rows } = await pool.query<{ revoked: boolean }>(
    `SELECT revoked_at IS NOT NULL AS revoked FROM monitoring_locations WHERE id = $1`,
    [id],
  );
  if (!rows[0]) throw new AppError('not_found', LOCATION_MSG.notFound);
  if (rows[0].revoked) throw new AppError('conflict', LOCATION_MSG.revokedFinal);
  await pool.query(
    `UPDATE monitoring_locations SET ${SET[action]} WHERE id = $1 AND revoked_at IS NULL`,
    [id],
  );
  if (action === 'revoke') {
    // Its schedule is of no use any more; its figures stay for the hour they are kept.
    await pool.query(`DELETE FROM location_checks WHERE location_id = $1`, [id]);
  }
  const [location] = (await listLocations(pool, id)).locations;
  return location!;
}
