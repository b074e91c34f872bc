// Seeding of the scheduler bench (loopback targets only) and its baseline: one spawned `ping`
// per check on a sample of the same addresses.
import { spawn } from 'node:child_process';
import type pg from 'pg';
import type { createTargetPolicy } from '../../src/server/monitoring/target-policy.js';
import { childrenCpuMs, selfCpuMs } from './measure.js';

/** 127.x.y.z spread over the loopback range; last octet 1..254 (no .0 / .255). */
export function loopbackAddress(i: number): string {
  return `127.${1 + ((i * 7) % 250)}.${Math.floor(i / 254) % 256}.${1 + (i % 254)}`;
}

/**
 * The first due time of seeded property i (0-based), in ms: evenly over the first interval, with
 * a fixed jitter of ±250 ms. The same formula, in the same float8 operations, is the seed's SQL
 * (FIRST_DUE_SQL), so the bench knows every due time without holding a row of its own.
 */
export function firstDueAt(i: number, n: number, startAt: number, intervalS: number): number {
  return startAt + Math.max(0, (i / n) * intervalS * 1000 + jitterMs(i));
}
const jitterMs = (i: number) => (((i * 7919) % 1000) / 1000 - 0.5) * 500;
const FIRST_DUE_SQL = `$2::float8 + greatest(0, (i::float8 / $1::float8) * $3::float8 * 1000
                        + ((((i::bigint * 7919) % 1000)::float8 / 1000) - 0.5) * 500)`;
/** loopbackAddress(i) in SQL (integer division truncates, as Math.floor for i >= 0) */
const ADDRESS_SQL = `'127.' || (1 + (i * 7) % 250) || '.' || ((i / 254) % 256) || '.' || (1 + i % 254)`;

export type Seeded = {
  size: number;
  workspaceId: string;
  /** first due time (ms) of each seeded property, in id order; moved with the schedule */
  firstDue: Float64Array;
};

/**
 * N properties due evenly over the first interval (±250 ms). Written by SQL from generate_series:
 * the bench process builds no array, row or Date per property (at 1,000,000 those left hundreds
 * of MB in its heap, counted as the worker's memory, since the worker runs in this process).
 */
export async function seed(
  pool: pg.Pool,
  policy: ReturnType<typeof createTargetPolicy>,
  opts: { n: number; startAt: number; intervalS: number; timeoutMs: number },
): Promise<Seeded> {
  // Network rule: nothing but loopback, every address checked before a row exists ...
  for (let i = 0; i < opts.n; i++) {
    const ip = loopbackAddress(i);
    if (!ip.startsWith('127.') || !policy.check(ip).ok) throw new Error(`refusing to seed ${ip}`);
  }
  const ws = await pool.query<{ id: string }>(
    `INSERT INTO workspaces (name, plan) VALUES ('Scheduler bench', 'enterprise') RETURNING id`,
  );
  await pool.query(
    `INSERT INTO properties (workspace_id, name, address, ip_address, interval_seconds, timeout_ms,
                             permission_confirmed)
     SELECT $1, 'Bench ' || i, i || ' Loopback Lane', ${ADDRESS_SQL}, $3, $4, true
       FROM generate_series(0, $2::int - 1) AS i
      ORDER BY i`,
    [ws.rows[0]!.id, opts.n, opts.intervalS, opts.timeoutMs],
  );
  // ... and the rows written are those addresses (the SQL is the same formula): a sample read back
  const outside = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties WHERE NOT ip_address::inet << '127.0.0.0/8'`,
  );
  const workspaceId = ws.rows[0]!.id;
  if (outside.rows[0]!.n > 0)
    throw new Error(`seeded ${outside.rows[0]!.n} addresses off loopback`);
  const { rows: sample } = await pool.query<{ i: number; ip: string }>(
    `SELECT i::int, ip FROM (SELECT row_number() OVER (ORDER BY id) - 1 AS i, ip_address AS ip
                               FROM properties WHERE workspace_id = $2) p
      WHERE i % $1 = 0`,
    [Math.max(1, Math.floor(opts.n / 1000)), workspaceId],
  );
  for (const r of sample) {
    if (r.ip !== loopbackAddress(r.i)) throw new Error(`seeded ${r.ip} as property ${r.i}`);
  }
  // The insert trigger makes each schedule row due now (decision 014); the worker starts after the
  // seed, so setting the due times in a second statement changes nothing it sees.
  await pool.query(
    `UPDATE property_schedule s SET next_check_at = to_timestamp((${FIRST_DUE_SQL}) / 1000)
       FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM properties
              WHERE workspace_id = $4) p
      WHERE s.property_id = p.id`,
    [opts.n, opts.startAt, opts.intervalS, workspaceId],
  );
  // What a large import does after its commit (write-import.ts), and autovacuum within a minute:
  // without statistics the planner would scan every property for the first status changes.
  await pool.query('ANALYZE properties, property_schedule');
  const firstDue = new Float64Array(opts.n);
  for (let i = 0; i < opts.n; i++)
    firstDue[i] = firstDueAt(i, opts.n, opts.startAt, opts.intervalS);
  return { size: opts.n, workspaceId, firstDue };
}

export async function pingBaseline(addresses: string[]) {
  const cpu0 = selfCpuMs() + childrenCpuMs();
  const t0 = performance.now();
  let up = 0;
  let next = 0;
  const one = (address: string) =>
    new Promise<boolean>((resolve) => {
      const child = spawn('ping', ['-n', '-c1', '-W1', address], { stdio: 'ignore' });
      child.on('close', (code) => resolve(code === 0));
      child.on('error', () => resolve(false));
    });
  const lane = async () => {
    while (next < addresses.length) if (await one(addresses[next++]!)) up++;
  };
  await Promise.all(Array.from({ length: 16 }, lane)); // bounded concurrency and count
  return {
    checks: addresses.length,
    up,
    wallMs: performance.now() - t0,
    cpuMs: selfCpuMs() + childrenCpuMs() - cpu0,
  };
}

/** The first due times by property id (benches that follow each property: bench:locations). */
export async function firstDueById(pool: pg.Pool, seeded: Seeded): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM properties WHERE workspace_id = $1 ORDER BY id',
    [seeded.workspaceId],
  );
  return new Map(rows.map((r, i) => [r.id, seeded.firstDue[i]!]));
}
