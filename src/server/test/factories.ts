// The one set of test factories for unit and API tests: properties through the API (as a user
// makes them) or straight into the table (for states the API cannot make: a status, thousands of
// rows), and the rollups and incidents reports read. Browser journeys share propertyBody().
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { PlanId } from '../../contracts/plans.js';
import type { Property } from '../../contracts/properties.js';
import type { CreateWebhookBody, WebhookWithSecret } from '../../contracts/webhooks.js';
import { RTT_BUCKET_COUNT, rttBucket } from '../monitoring/rtt-histogram.js';
import { call, type Actor } from './actors.js';
import { loopbackIp, propertyBody } from './property-body.js';

export { loopbackIp, propertyBody };

/** Creates a property through the API, as a user would. */
export async function addProperty(
  app: FastifyInstance,
  actor: Actor,
  over: Parameters<typeof propertyBody>[0] = {},
): Promise<Property> {
  const res = await call(app, actor, {
    method: 'POST',
    url: '/api/properties',
    payload: propertyBody(over),
  });
  if (res.statusCode !== 201) throw new Error(`create property: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Registers a webhook through the API, as a user would; the reply carries its secret. */
export async function addWebhook(
  app: FastifyInstance,
  actor: Actor,
  body: CreateWebhookBody,
): Promise<WebhookWithSecret> {
  const res = await call(app, actor, { method: 'POST', url: '/api/webhooks', payload: body });
  if (res.statusCode !== 201) throw new Error(`create webhook: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Puts a workspace on `plan` straight in the table (no billing), for plan-gated behaviour. */
export async function setPlan(pool: pg.Pool, workspaceId: string, plan: PlanId): Promise<void> {
  await pool.query('UPDATE workspaces SET plan = $2 WHERE id = $1', [workspaceId, plan]);
}

/** n properties through the API, named "<prefix> <seq>". */
export async function addProperties(
  app: FastifyInstance,
  actor: Actor,
  n: number,
  prefix = 'Property',
): Promise<Property[]> {
  const out: Property[] = [];
  for (let i = 0; i < n; i++) {
    const { name } = propertyBody();
    out.push(await addProperty(app, actor, { name: name.replace(/^Property/, prefix) }));
  }
  return out;
}

export type PropertySeed = {
  name: string;
  ip?: string;
  status?: string;
  address?: string;
  type?: string;
};

/** A property row written straight into the table, checked a minute ago, next due in a day. */
export async function insertProperty(
  pool: pg.Pool,
  workspaceId: string,
  p: PropertySeed,
): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO properties (workspace_id, name, address, ip_address, type, status, permission_confirmed)
     VALUES ($1, $2, $3, $4, $5, $6, true)
     RETURNING id`,
    [
      workspaceId,
      p.name,
      p.address ?? `${p.name} Road`,
      p.ip ?? '127.0.0.10',
      p.type ?? 'residential',
      p.status ?? 'online',
    ],
  );
  // The insert trigger made its schedule row (decision 014).
  await pool.query(
    `UPDATE property_schedule SET last_check = now() - interval '1 minute',
                                  next_check_at = now() + interval '1 day'
      WHERE property_id = $1`,
    [rows[0].id],
  );
  return Number(rows[0].id);
}

/** n properties in one INSERT ("Bulk 0".., on 127.2.x.y), nothing due: ids in ascending order. */
export async function insertProperties(
  pool: pg.Pool,
  workspaceId: string,
  n: number,
): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
     SELECT $1, 'Bulk ' || i, i || ' Bulk Street', '127.2.' || (i / 250) || '.' || (i % 250 + 1), true
       FROM generate_series(0, $2::int - 1) AS i
     RETURNING id`,
    [workspaceId, n],
  );
  await pool.query(
    `UPDATE property_schedule SET next_check_at = now() + interval '1 day' WHERE property_id = ANY($1::int[])`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export type RollupSeed = { checks: number; ups: number; rttMs?: number };

/** A rollup row whose successful checks all took `rttMs`. */
function rollupValues(r: RollupSeed) {
  const rtt = r.rttMs ?? 2;
  const hist = new Array<number>(RTT_BUCKET_COUNT).fill(0);
  hist[rttBucket(rtt) - 1] = r.ups;
  return [
    r.checks,
    r.ups,
    r.checks - r.ups,
    rtt * r.ups,
    r.ups ? rtt : null,
    r.ups ? rtt : null,
    hist,
  ];
}

// Where each rollup table keeps its period, and that period `$2` periods ago.
const ROLLUP_PERIOD = {
  hourly: ['hour', "date_trunc('hour', now()) - make_interval(hours => $2)"],
  daily: ['day', "(now() AT TIME ZONE 'UTC')::date - $2::int"],
} as const;

async function insertRollup(
  pool: pg.Pool,
  table: keyof typeof ROLLUP_PERIOD,
  propertyId: number,
  ago: number,
  r: RollupSeed,
) {
  const [column, period] = ROLLUP_PERIOD[table];
  await pool.query(
    `INSERT INTO check_rollups_${table} (property_id, ${column}, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist)
     VALUES ($1, ${period}, $3, $4, $5, $6, $7, $8, $9)`,
    [propertyId, ago, ...rollupValues(r)],
  );
}

/** Hourly rollup `hoursAgo` whole hours before the current hour. */
export const insertHourly = (pool: pg.Pool, propertyId: number, hoursAgo: number, r: RollupSeed) =>
  insertRollup(pool, 'hourly', propertyId, hoursAgo, r);

/** Daily rollup `daysAgo` UTC days before today. */
export const insertDaily = (pool: pg.Pool, propertyId: number, daysAgo: number, r: RollupSeed) =>
  insertRollup(pool, 'daily', propertyId, daysAgo, r);

/** An incident `startMinutesAgo` minutes ago lasting `minutes` (ongoing when null). */
export async function insertIncident(
  pool: pg.Pool,
  workspaceId: string,
  propertyId: number,
  startMinutesAgo: number,
  minutes: number | null,
) {
  await pool.query(
    `INSERT INTO incidents (workspace_id, property_id, started_at, ended_at)
     VALUES ($1, $2, now() - make_interval(mins => $3),
             CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(mins => $3) + make_interval(mins => $4::int) END)`,
    [workspaceId, propertyId, startMinutesAgo, minutes],
  );
}

/** An alert `minutesAgo` minutes ago; its id. */
export async function insertAlert(
  pool: pg.Pool,
  a: {
    workspaceId: string;
    type: string;
    message: string;
    minutesAgo?: number;
    propertyId?: number | null;
  },
): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO alerts (workspace_id, property_id, type, message, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
    [a.workspaceId, a.propertyId ?? null, a.type, a.message, a.minutesAgo ?? 0],
  );
  return Number(rows[0].id);
}
