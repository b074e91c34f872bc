// Test data for reports: properties, rollups and incidents written straight into the tables.
import type pg from 'pg';
import { RTT_BUCKET_COUNT, rttBucket } from '../../monitoring/rtt-histogram.js';

export async function insertProperty(
  pool: pg.Pool,
  workspaceId: string,
  p: { name: string; ip?: string; status?: string; address?: string; type?: string },
): Promise<number> {
  const { rows } = await pool.query(
    `INSERT INTO properties (workspace_id, name, address, ip_address, type, status, last_check,
                             permission_confirmed, next_check_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() - interval '1 minute', true, now() + interval '1 day')
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
  return Number(rows[0].id);
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

/** Hourly rollup `hoursAgo` whole hours before the current hour. */
export async function insertHourly(
  pool: pg.Pool,
  propertyId: number,
  hoursAgo: number,
  r: RollupSeed,
) {
  await pool.query(
    `INSERT INTO check_rollups_hourly (property_id, hour, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist)
     VALUES ($1, date_trunc('hour', now()) - make_interval(hours => $2), $3, $4, $5, $6, $7, $8, $9)`,
    [propertyId, hoursAgo, ...rollupValues(r)],
  );
}

/** Daily rollup `daysAgo` UTC days before today. */
export async function insertDaily(
  pool: pg.Pool,
  propertyId: number,
  daysAgo: number,
  r: RollupSeed,
) {
  await pool.query(
    `INSERT INTO check_rollups_daily (property_id, day, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date - $2::int, $3, $4, $5, $6, $7, $8, $9)`,
    [propertyId, daysAgo, ...rollupValues(r)],
  );
}

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

/** RFC 4180 parser for the tests: quoted fields, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field || row.length) out.push([...row, field]);
  return out;
}
