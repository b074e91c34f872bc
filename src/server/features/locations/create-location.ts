// Adds an agent location: its token is made here and answered once; only its hash is stored.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  LOCATION_MSG,
  type CreateLocationBody,
  type CreatedLocation,
} from '../../../contracts/locations.js';
import { newAgentToken } from '../../auth/agent-token.js';
import { AppError } from '../../lib/errors.js';
import { listLocations } from './list-locations.js';

export async function createLocation(
  pool: pg.Pool,
  body: CreateLocationBody,
): Promise<CreatedLocation> {
  const id = `loc-${randomBytes(6).toString('hex')}`;
  const { token, hash } = newAgentToken();
  // One statement: the name check and the insert cannot race another owner's click into twins.
  const { rowCount } = await pool.query(
    `INSERT INTO monitoring_locations (id, name, region, token_hash)
     SELECT $1, $2, $3, $4
      WHERE NOT EXISTS (SELECT 1 FROM monitoring_locations WHERE lower(name) = lower($2))`,
    [id, body.name, body.region, hash],
  );
  if (rowCount === 0) throw new AppError('conflict', LOCATION_MSG.nameTaken);
  const [location] = (await listLocations(pool, id)).locations;
  return { location: location!, token };
}
