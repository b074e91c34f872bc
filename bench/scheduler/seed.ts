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

/** N properties due evenly over the first interval (±250 ms); each one's first due time. */
export async function seed(
  pool: pg.Pool,
  policy: ReturnType<typeof createTargetPolicy>,
  opts: { n: number; startAt: number; intervalS: number; timeoutMs: number },
) {
  const ws = await pool.query<{ id: string }>(
    `INSERT INTO workspaces (name, plan) VALUES ('Scheduler bench', 'enterprise') RETURNING id`,
  );
  const ips: string[] = [];
  const due: Date[] = [];
  for (let i = 0; i < opts.n; i++) {
    const ip = loopbackAddress(i);
    // Network rule: nothing but loopback, checked before a row exists.
    if (!ip.startsWith('127.') || !policy.check(ip).ok) throw new Error(`refusing to seed ${ip}`);
    ips.push(ip);
    const jitter = (Math.random() - 0.5) * 500;
    due.push(new Date(opts.startAt + Math.max(0, (i / opts.n) * opts.intervalS * 1000 + jitter)));
  }
  // The insert trigger makes each schedule row due now (decision 014); the worker starts after the
  // seed, so setting the due times in a second statement changes nothing it sees.
  const { rows: ids } = await pool.query<{ id: number }>(
    `INSERT INTO properties (workspace_id, name, address, ip_address, interval_seconds, timeout_ms,
                             permission_confirmed)
     SELECT $1, 'Bench ' || i, i || ' Loopback Lane', ip, $3, $4, true
       FROM unnest($2::text[]) WITH ORDINALITY AS s(ip, i)
     ORDER BY i
     RETURNING id`,
    [ws.rows[0]!.id, ips, opts.intervalS, opts.timeoutMs],
  );
  const { rows } = await pool.query<{ id: number; next_check_at: Date }>(
    `UPDATE property_schedule s SET next_check_at = x.at
       FROM unnest($1::int[], $2::timestamptz[]) AS x(id, at)
      WHERE s.property_id = x.id
     RETURNING s.property_id AS id, s.next_check_at`,
    [ids.map((r) => r.id).sort((a, b) => a - b), due],
  );
  // What a large import does after its commit (write-import.ts), and autovacuum within a minute:
  // without statistics the planner would scan every property for the first status changes.
  await pool.query('ANALYZE properties, property_schedule');
  return new Map(rows.map((r) => [r.id, r.next_check_at.getTime()]));
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
